import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { AdminPromotion } from '@/types/api';
import { KINDS } from '../lib/kinds';
import { CATEGORIES, forPromotions, SHOP_SIZE } from '../testing/big-shop';
import { PromotionForm } from './promotion-form';

const SAVE = '/admin-service/admin/promotions/create-promotion';
const FOR_PROMOTIONS = '/admin-service/entries/for-promotions';

function stubShop(promotions: AdminPromotion[] = []) {
  return stubFetchRoutes({
    'GET /admin-service/admin/promotions': { body: promotions },
    'GET /admin-service/setup/get-categories': { body: CATEGORIES },
    [`GET ${FOR_PROMOTIONS}`]: forPromotions,
    [`POST ${SAVE}`]: { body: { id: 77, message: 'Promotia a fost creata cu succes!' } },
  });
}

async function openProductDiscount() {
  renderWithRouter(<PromotionForm config={KINDS['discount-on-product']} />);
  await userEvent.click(screen.getByRole('switch', { name: 'Promoție activă: Nu' }));
  await userEvent.type(screen.getByLabelText('Numele promoției'), 'Toamna');
  fireEvent.change(screen.getByLabelText('Reducere (%)'), { target: { value: '10' } });
}

const productResults = () => screen.getByRole('listbox', { name: 'Produse găsite' });
const productSearch = () => screen.getByRole('combobox', { name: 'Produse' });

describe(`promotion pickers in a shop of ${SHOP_SIZE} products`, () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('a product far past the first page is found by a search on the server, chosen, and stays named after the search changes', async () => {
    const { calls, callsTo } = stubShop();
    await openProductDiscount();
    expect(await within(productResults()).findByRole('option', { name: /Produs 001/ })).toBeInTheDocument();
    expect(within(productResults()).queryByRole('option', { name: /Produs 287/ })).not.toBeInTheDocument();
    expect(screen.getByText(`20 din ${SHOP_SIZE} afișate.`)).toBeInTheDocument();

    await userEvent.type(productSearch(), '287');
    // Searched by the server (the first page holds none of it).
    await waitFor(() => expect(calls.some((c) => c.path === FOR_PROMOTIONS && c.url.searchParams.get('searchBy') === '287')).toBe(true));
    const option = await within(productResults()).findByRole('option', { name: /Produs 287/ });
    await userEvent.click(option);
    expect(option).toHaveAttribute('aria-selected', 'true');

    // Another search: the choice is no longer listed, and still shown by its name.
    await userEvent.clear(productSearch());
    await userEvent.type(productSearch(), '001');
    expect(await within(productResults()).findByRole('option', { name: /Produs 001/ })).toBeInTheDocument();
    await waitFor(() => expect(within(productResults()).queryByRole('option', { name: /Produs 287/ })).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Produse: alese' })).getByText('Produs 287')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Creează promoția' }));
    expect(await screen.findByText('Promotia a fost creata cu succes!')).toBeInTheDocument();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({ type: 'PRODUCT_DISCOUNT', productIds: [287], categoryIds: [], dimensionIds: [] });
  });

  it('"Încarcă mai multe" lists the next page under the first', async () => {
    const { calls } = stubShop();
    await openProductDiscount();
    await within(productResults()).findByRole('option', { name: /Produs 020/ });
    expect(within(productResults()).getAllByRole('option')).toHaveLength(20);

    await userEvent.click(screen.getAllByRole('button', { name: 'Încarcă mai multe' })[0]);
    expect(await within(productResults()).findByRole('option', { name: /Produs 040/ })).toBeInTheDocument();
    expect(within(productResults()).getAllByRole('option')).toHaveLength(40);
    expect(within(productResults()).getAllByRole('option')[20]).toHaveAccessibleName(/Produs 021/);
    expect(screen.getByText(`40 din ${SHOP_SIZE} afișate.`)).toBeInTheDocument();
    expect(calls.some((c) => c.path === FOR_PROMOTIONS && c.url.searchParams.get('page') === '1')).toBe(true);
  });

  it('is used with the keyboard: arrows move through the results, the last one loads the next page, Enter chooses', async () => {
    const { callsTo } = stubShop();
    await openProductDiscount();
    await within(productResults()).findByRole('option', { name: /Produs 020/ });
    productSearch().focus();
    for (let i = 0; i < 20; i++) await userEvent.keyboard('{ArrowDown}');
    expect(productSearch()).toHaveAttribute('aria-activedescendant', within(productResults()).getByRole('option', { name: /Produs 020/ }).id);
    // Reaching the last result asked for the next page.
    expect(await within(productResults()).findByRole('option', { name: /Produs 040/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(within(productResults()).getByRole('option', { name: /Produs 021/ })).toHaveAttribute('aria-selected', 'true');
    // Enter chose; it did not send the form.
    expect(callsTo('POST', SAVE)).toHaveLength(0);
    expect(within(screen.getByRole('list', { name: 'Produse: alese' })).getByText('Produs 021')).toBeInTheDocument();
  });

  it('categories are searched without diacritics; a chosen one is removed with its ×', async () => {
    const { callsTo } = stubShop();
    await openProductDiscount();
    await userEvent.type(screen.getByRole('combobox', { name: 'Categorii' }), 'prajit');
    const categories = screen.getByRole('listbox', { name: 'Categorii găsite' });
    await waitFor(() => expect(within(categories).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(categories).getByRole('option', { name: /Prăjituri/ }));
    await userEvent.click(within(screen.getByRole('listbox', { name: 'Produse găsite' })).getByRole('option', { name: /Produs 002/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Elimină Produs 002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Creează promoția' }));
    expect(await screen.findByText('Promotia a fost creata cu succes!')).toBeInTheDocument();
    expect(callsTo('POST', SAVE)[0].json).toMatchObject({ categoryIds: [2], productIds: [] });
  });

  it('a saved promotion opens with its products and sizes named, wherever they are in the menu', async () => {
    const saved = {
      id: 5,
      name: 'Weekend',
      type: 'PRODUCT_DISCOUNT',
      status: 'ACTIVE',
      active: true,
      couponCode: null,
      description: null,
      startDate: null,
      endDate: null,
      usesCount: 0,
      moneyGivenAway: '0.00',
      categoryIds: [],
      productIds: [300],
      dimensionIds: [3102],
      combinable: false,
      conditions: [],
      discountAmount: null,
      discountPercentage: '10',
      image: null,
      minOrderValue: null,
      promotionProductBeans: [],
      validityInDays: null,
    } satisfies AdminPromotion;
    const { calls } = stubShop([saved]);
    renderWithRouter(<PromotionForm config={KINDS['discount-on-product']} />, '/admin/discount-on-product?id=5');
    expect(await within(await screen.findByRole('list', { name: 'Produse: alese' })).findByText('Produs 300')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Doar anumite dimensiuni: alese' })).getByText('Produs 310 — 2 kg')).toBeInTheDocument();
    const asked = calls.find((c) => c.path === FOR_PROMOTIONS && c.url.searchParams.has('productIds'))!;
    expect([asked.url.searchParams.get('productIds'), asked.url.searchParams.get('dimensionIds')]).toEqual(['300', '3102']);
  });
});
