import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { AdminPromotion } from '@/types/api';
import { PromotionsTable } from './promotions-table';

const promotion = (overrides: Partial<AdminPromotion>): AdminPromotion => ({
  id: 1,
  name: 'Crăciun -10%',
  type: 'COUPON_CODE',
  status: 'ACTIVE',
  active: true,
  couponCode: 'CRACIUN10',
  description: null,
  startDate: '2026-12-01',
  endDate: '2026-12-24',
  usesCount: 14,
  moneyGivenAway: '230.00',
  categoryIds: [],
  productIds: [],
  dimensionIds: [],
  combinable: false,
  conditions: [],
  discountAmount: null,
  discountPercentage: '10',
  image: null,
  minOrderValue: null,
  promotionProductBeans: [],
  validityInDays: null,
  ...overrides,
});

describe('PromotionsTable: deactivating a promotion', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('"Dezactivează" deactivates it, says so and shows it as deactivated', async () => {
    let active = true;
    const { callsTo } = stubFetchRoutes({
      'GET /admin-service/admin/promotions': () => ({
        body: [promotion({ active, status: active ? 'ACTIVE' : 'INACTIVE' }), promotion({ id: 2, name: 'Vara', active: false, status: 'EXPIRED' })],
      }),
      'POST /admin-service/admin/promotions/deactivate/1': () => {
        active = false;
        return { body: { message: 'Promotia a fost dezactivata.' } };
      },
    });
    renderWithRouter(<PromotionsTable />);
    const row = (await screen.findByText('Crăciun -10%')).closest('tr')!;
    expect(within(row).getByText('Activă')).toBeInTheDocument();
    expect(within(row).getByText('01-12-2026 – 24-12-2026')).toBeInTheDocument();
    expect(within(screen.getByText('Vara').closest('tr')!).queryByRole('button', { name: 'Dezactivează' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Dezactivează' }));
    expect(await screen.findByText('Promotia a fost dezactivata.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/admin/promotions/deactivate/1')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByText('Crăciun -10%').closest('tr')!).getByText('Dezactivată')).toBeInTheDocument());
    expect(within(screen.getByText('Crăciun -10%').closest('tr')!).queryByRole('button', { name: 'Dezactivează' })).not.toBeInTheDocument();
  });

  it('a refused deactivation says why and leaves the promotion active', async () => {
    stubFetchRoutes({
      'GET /admin-service/admin/promotions': { body: [promotion({})] },
      'POST /admin-service/admin/promotions/deactivate/1': { status: 409, body: { status: 409, message: 'Promoția este deja dezactivată.' } },
    });
    renderWithRouter(<PromotionsTable />);
    const row = (await screen.findByText('Crăciun -10%')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Dezactivează' }));
    expect(await screen.findByText('A apărut o eroare: Promoția este deja dezactivată.')).toBeInTheDocument();
    expect(within(row).getByText('Activă')).toBeInTheDocument();
  });

  it('an expired promotion offers no "Dezactivează"; every row has "Editează" first; codes and states are whole words', async () => {
    stubFetchRoutes({
      'GET /admin-service/admin/promotions': {
        body: [
          promotion({ id: 3, name: 'Fidelitate', couponCode: 'FIDELITATE10', status: 'EXPIRED', active: true }),
          promotion({ id: 4, name: 'Toamna', couponCode: null, status: 'INACTIVE', active: false }),
          promotion({}),
        ],
      },
    });
    renderWithRouter(<PromotionsTable />);
    const expired = (await screen.findByText('Fidelitate')).closest('tr')!;
    expect(within(expired).getByText('Expirată')).toHaveClass('adm-badge');
    expect(within(expired).queryByRole('button', { name: 'Dezactivează' })).not.toBeInTheDocument();
    expect(within(expired).getByText('FIDELITATE10')).toHaveClass('promo-code');
    expect(within(screen.getByText('Toamna').closest('tr')!).getByText('Dezactivată')).toHaveClass('adm-badge');
    for (const name of ['Fidelitate', 'Toamna', 'Crăciun -10%']) {
      const actions = within(screen.getByText(name).closest('tr')!).getByRole('link', { name: 'Editează' }).parentElement!;
      expect(actions.firstElementChild).toHaveTextContent('Editează');
      expect(actions.firstElementChild).toHaveClass('btn');
    }
    const deactivate = within(screen.getByText('Crăciun -10%').closest('tr')!).getByRole('button', { name: 'Dezactivează' });
    expect(deactivate).toHaveClass('btn', 'btn--secondary');
  });
});
