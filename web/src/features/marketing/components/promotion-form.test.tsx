import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { KINDS } from '../lib/kinds';
import { PromotionForm } from './promotion-form';

const SAVE = '/admin-service/admin/promotions/create-promotion';
const CREATED = { id: 77, message: 'Promotia a fost creata cu succes!' };

function stubSave() {
  return stubFetchRoutes({
    'GET /admin-service/admin/promotions': { body: [] },
    [`POST ${SAVE}`]: { body: CREATED },
  });
}

async function switchOnAndName(name: string) {
  await userEvent.click(screen.getByRole('switch', { name: 'Promoție activă: Nu' }));
  expect(screen.getByRole('switch', { name: 'Promoție activă: Da' })).toBeChecked();
  await userEvent.type(screen.getByLabelText('Numele promoției'), name);
}

async function create() {
  await userEvent.click(screen.getByRole('button', { name: 'Creează promoția' }));
  expect(await screen.findByText('Promotia a fost creata cu succes!')).toBeInTheDocument();
  // Saved: the same page now edits it.
  expect(await screen.findByRole('button', { name: 'Salvează promoția' })).toBeInTheDocument();
}

describe('promotion forms', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('a switched-off promotion shows only its switch', () => {
    stubSave();
    renderWithRouter(<PromotionForm config={KINDS['coupon-promo']} />);
    expect(screen.getByRole('switch', { name: 'Promoție activă: Nu' })).not.toBeChecked();
    expect(screen.queryByLabelText('Numele promoției')).not.toBeInTheDocument();
  });

  it('coupon code: the code in capitals, the percent and the validity are sent', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['coupon-promo']} />);
    await switchOnAndName('Crăciun');
    await userEvent.type(screen.getByLabelText('Codul cuponului'), 'craciun10');
    expect(screen.getByLabelText('Codul cuponului')).toHaveValue('CRACIUN10');
    fireEvent.change(screen.getByLabelText('Reducere (%)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Valabilitate (zile)'), { target: { value: '30' } });
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'COUPON_CODE',
      name: 'Crăciun',
      active: true,
      couponCode: 'CRACIUN10',
      discountPercentage: '10',
      discountAmount: null,
      validityInDays: 30,
      minOrderValue: 0,
    });
  });

  it('newsletter promotion: a percent and a validity, no code', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['newsletter-promo']} />);
    await switchOnAndName('Bun venit');
    expect(screen.queryByLabelText('Codul cuponului')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reducere (%)'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Valabilitate (zile)'), { target: { value: '14' } });
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'NEWSLETTER_SUBSCRIPTION',
      couponCode: null,
      discountPercentage: '15',
      validityInDays: 14,
      minOrderValue: 0,
    });
  });

  it('cart percentage discount: the percent and the minimum order', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['discount-on-cart']} />);
    await switchOnAndName('Weekend');
    expect(screen.queryByLabelText('Reducere (RON)')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reducere (%)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Comandă minimă (RON, opțional)'), { target: { value: '100' } });
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'CART_PERCENTAGE_DISCOUNT',
      discountPercentage: '5',
      discountAmount: null,
      minOrderValue: '100',
    });
  });

  it('fixed cart discount: an amount in RON, no percent', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['fixed-discount-on-cart']} />);
    await switchOnAndName('Minus 20');
    expect(screen.queryByLabelText('Reducere (%)')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reducere (RON)'), { target: { value: '20' } });
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'CART_FIXED_DISCOUNT',
      discountAmount: '20',
      discountPercentage: null,
    });
  });

  it('an end date before the start date is refused before sending', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['discount-on-cart']} />);
    await switchOnAndName('Greșit');
    fireEvent.change(screen.getByLabelText('Data de început (opțional)'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('Data de sfârșit (opțional)'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('Data de sfârșit trebuie să fie după data de început.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Creează promoția' }));
    await waitFor(() => expect(callsTo('POST', SAVE)).toHaveLength(0));
  });

  it("the service's refusal shows on its field", async () => {
    stubFetchRoutes({
      'GET /admin-service/admin/promotions': { body: [] },
      [`POST ${SAVE}`]: {
        status: 400,
        body: { status: 400, message: 'Codul există deja.', errors: { couponCode: 'Codul există deja.' } },
      },
    });
    renderWithRouter(<PromotionForm config={KINDS['coupon-promo']} />);
    await switchOnAndName('Dublură');
    await userEvent.type(screen.getByLabelText('Codul cuponului'), 'VARA');
    await userEvent.click(screen.getByRole('button', { name: 'Creează promoția' }));
    expect(await screen.findByText('A apărut o eroare: Codul există deja.')).toBeInTheDocument();
    expect(screen.getByLabelText('Codul cuponului')).toHaveAccessibleDescription('Codul există deja.');
  });
});
