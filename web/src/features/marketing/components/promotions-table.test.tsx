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
});
