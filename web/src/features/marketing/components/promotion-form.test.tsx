import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { AdminPromotion } from '@/types/api';
import { KINDS } from '../lib/kinds';
import { CATEGORIES, forPromotions } from '../testing/big-shop';
import { PromotionForm } from './promotion-form';

const SAVE = '/admin-service/admin/promotions/create-promotion';
const CREATED = { id: 77, message: 'Promotia a fost creata cu succes!' };

const IMAGE = '/admin-service/admin/promotions/add-promotion-image';

const EXISTING_COUPON: AdminPromotion = {
  id: 1,
  name: 'Cupon',
  type: 'COUPON_CODE',
  status: 'ACTIVE',
  active: true,
  couponCode: 'CUPON',
  description: null,
  startDate: null,
  endDate: '2026-12-31',
  usesCount: 0,
  moneyGivenAway: '0.00',
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
};

function stubSave(more: Parameters<typeof stubFetchRoutes>[0] = {}) {
  return stubFetchRoutes({
    'GET /admin-service/admin/promotions': { body: [] },
    'GET /admin-service/setup/get-categories': { body: CATEGORIES },
    'GET /admin-service/entries/for-promotions': forPromotions,
    [`POST ${SAVE}`]: { body: CREATED },
    ...more,
  });
}

/** Searches a picker (by its label, inside `scope`) and chooses the result named `option`. */
async function pick(label: string, search: string, option: string | RegExp, scope: HTMLElement = document.body) {
  const box = within(scope).getByRole('combobox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, search);
  // The results listed under this very box (several pickers share a label, one per combo set).
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  await userEvent.click(await within(list).findByRole('option', { name: option }));
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

  it('the coupon page lists the coupons that exist with their state, not only a switch', async () => {
    stubFetchRoutes({
      'GET /admin-service/admin/promotions': {
        body: [
          { ...EXISTING_COUPON, id: 5, name: 'Fidelitate', couponCode: 'FIDELITATE10', status: 'ACTIVE', active: true },
          { ...EXISTING_COUPON, id: 6, name: 'Vara', couponCode: 'VARA5', status: 'EXPIRED', active: true },
          { ...EXISTING_COUPON, id: 7, name: 'Abonați', type: 'NEWSLETTER_SUBSCRIPTION', couponCode: null },
        ],
      },
    });
    renderWithRouter(<PromotionForm config={KINDS['coupon-promo']} />);
    const existing = await screen.findByRole('region', { name: 'Existente: 1 activă din 2' });
    const fidelity = within(existing).getByText('Fidelitate').closest('li')!;
    expect(within(fidelity).getByText('FIDELITATE10')).toBeVisible();
    expect(within(fidelity).getByText('Activă')).toBeVisible();
    expect(within(fidelity).getByRole('link', { name: 'Editează' })).toHaveAttribute('href', '/?id=5');
    expect(within(within(existing).getByText('Vara').closest('li')!).getByText('Expirată')).toBeVisible();
    expect(within(existing).queryByText('Abonați')).not.toBeInTheDocument();
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

  it('product discount: the percent on the chosen categories, products and sizes', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['discount-on-product']} />);
    await switchOnAndName('Toamna dulce');
    fireEvent.change(screen.getByLabelText('Reducere (%)'), { target: { value: '15' } });
    await pick('Categorii', 'tort', /Torturi/);
    await pick('Produse', 'Produs 003', /Produs 003/);
    await pick('Doar anumite dimensiuni', 'Produs 205', /Produs 205 — 2 kg/);
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'PRODUCT_DISCOUNT',
      name: 'Toamna dulce',
      discountPercentage: '15',
      discountAmount: null,
      couponCode: null,
      minOrderValue: null,
      categoryIds: [1],
      productIds: [3],
      dimensionIds: [2052],
      promotionProductBeans: [],
    });
  });

  it('1 + 1 gratis: only the products it applies to, no percent or amount', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['buy-one-get-one']} />);
    await switchOnAndName('Doi la preț de unu');
    expect(screen.queryByLabelText('Reducere (%)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reducere (RON)')).not.toBeInTheDocument();
    await pick('Produse', '117', /Produs 117/);
    await pick('Produse', '118', /Produs 118/);
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'BUY_ONE_GET_ONE',
      discountPercentage: null,
      discountAmount: null,
      productIds: [117, 118],
      categoryIds: [],
      dimensionIds: [],
    });
  });

  it('free item: one size given away from an order value; choosing another replaces it', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['free-item']} />);
    await switchOnAndName('Cadou de la 80 lei');
    await pick('Produsul gratuit', '250', /Produs 250 — 1 kg/);
    await pick('Produsul gratuit', '251', /Produs 251 — 2 kg/);
    const chosen = screen.getByRole('list', { name: 'Produsul gratuit: alese' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(within(chosen).getByText('Produs 251 — 2 kg')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Gratuit de la o comandă de (RON)'), { target: { value: '80' } });
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'FREE_ITEM',
      dimensionIds: [2512],
      minOrderValue: '80',
      discountPercentage: null,
      discountAmount: null,
      productIds: [],
    });
  });

  it('combo: always on, its dates give the validity, each set sends its products and which one is free', async () => {
    const { callsTo } = stubSave();
    renderWithRouter(<PromotionForm config={KINDS['combo-promo']} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Numele promoției'), 'Cafea + ecler');
    fireEvent.change(screen.getByLabelText('Data de început'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Data de sfârșit'), { target: { value: '2026-12-11' } });
    await pick('Produsele setului', '001', /Produs 001/, screen.getByRole('group', { name: 'Setul 1' }));
    const second = screen.getByRole('group', { name: 'Setul 2' });
    await pick('Produsele setului', '002', /Produs 002/, second);
    await pick('Produsele setului', '299', /Produs 299/, second);
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă un set' }));
    const third = screen.getByRole('group', { name: 'Setul 3' });
    await userEvent.type(within(third).getByLabelText('Eticheta setului'), 'Băutura');
    await pick('Produsele setului', '010', /Produs 010/, third);
    await create();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({
      type: 'BUY_X_GET_Y_FREE',
      active: true,
      startDate: '2026-12-01',
      endDate: '2026-12-11',
      validityInDays: 10,
      minOrderValue: null,
      promotionProductBeans: [
        { isFreeProduct: false, productFieldLabel: 'Alege produsul', product: [{ id: 1 }] },
        { isFreeProduct: true, productFieldLabel: 'Produsul gratuit', product: [{ id: 2 }, { id: 299 }] },
        { isFreeProduct: false, productFieldLabel: 'Băutura', product: [{ id: 10 }] },
      ],
    });
  });

  it('a failed image upload says "Failed to upload images" under the field and "Eroare la salvarea imaginii" in a toast', async () => {
    const { callsTo } = stubSave({
      [`POST ${IMAGE}`]: { status: 400, body: { status: 400, message: 'Fișierul nu este o imagine PNG sau JPEG.' } },
    });
    renderWithRouter(<PromotionForm config={KINDS['discount-on-cart']} />);
    await switchOnAndName('Cu poză');
    await userEvent.upload(screen.getByLabelText('Imagine (PNG sau JPEG, opțional)'), new File(['x'], 'poza.png', { type: 'image/png' }));
    expect(await screen.findByText('Eroare la salvarea imaginii')).toBeInTheDocument();
    expect(screen.getByText('Fișierul nu este o imagine PNG sau JPEG.')).toBeInTheDocument();
    expect(screen.getByLabelText('Imagine (PNG sau JPEG, opțional)')).toHaveAccessibleDescription('Failed to upload images');
    expect(screen.queryByRole('img', { name: 'Imaginea promoției' })).not.toBeInTheDocument();
    expect(callsTo('POST', IMAGE)).toHaveLength(1);
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
