import type { StubReply, StubRequest } from '@/testing/fetch-routes';
import type { AdminProduct } from '../components/promotion-draft';

/**
 * A shop of thousands in small: 320 products in two categories, each with two sizes, answered
 * page by page and searched by name the way GET /admin-service/entries/for-promotions does.
 */
export const SHOP_SIZE = 320;

export const CATEGORIES = [
  { id: 1, name: 'Torturi', value: 'torturi' },
  { id: 2, name: 'Prăjituri', value: 'prajituri' },
];

const number = (n: number) => String(n).padStart(3, '0');

export function shopProduct(n: number): AdminProduct {
  const category = n % 2 ? CATEGORIES[0] : CATEGORIES[1];
  return {
    id: n,
    name: `Produs ${number(n)}`,
    category: { id: category.id, name: category.name, value: category.value },
    price: '10.00',
    dimensions: [
      { id: n * 10 + 1, value: '1 kg', price: '10.00' },
      { id: n * 10 + 2, value: '2 kg', price: '19.50' },
    ],
  } as unknown as AdminProduct;
}

export const SHOP = Array.from({ length: SHOP_SIZE }, (_, i) => shopProduct(i + 1));

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The for-promotions handler: `searchBy` (every word), `page`, `size`, or `productIds`/`dimensionIds`. */
export function forPromotions({ url }: StubRequest): StubReply {
  const query = url.searchParams;
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 10);
  let found: AdminProduct[];
  if (query.has('productIds') || query.has('dimensionIds')) {
    const ids = (key: string) => (query.get(key) ?? '').split(',').filter(Boolean).map(Number);
    const products = ids('productIds');
    const sizes = ids('dimensionIds');
    found = SHOP.filter((p) => products.includes(p.id) || p.dimensions.some((d) => sizes.includes(d.id)));
  } else {
    const words = fold(query.get('searchBy') ?? '').split(/\s+/).filter(Boolean);
    found = SHOP.filter((p) => words.every((w) => fold(p.name).includes(w)));
  }
  return { body: { content: found.slice(page * size, (page + 1) * size), totalElements: found.length, page, size } };
}
