import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { multiplyMoney, parseMoney, sumMoney, type Bani } from '@/lib/money';

/**
 * The cart, kept in local storage (it outlives a reload and a closed tab). Prices in it are the ones the
 * menu showed when the line was added: an estimate only — the server prices every order itself.
 */
type CartExtra = { name: string; price: string; isFreeProduct?: boolean };

export type ProductCartLine = {
  kind: 'product';
  key: string;
  /** The product's id. */
  id: number;
  name: string;
  dimensionId: number;
  dimensionLabel: string;
  /** Unit price of the dimension ("45.00"). */
  price: string;
  /** Box price per piece, when the dimension needs a box. */
  boxPrice: string | null;
  quantity: number;
  /** A dimension's minimum count (numarBucati), else 1. */
  minQuantity: number;
  /** Most that can be ordered (limited stock), or null. */
  maxQuantity: number | null;
  preferredMessage: string;
  extraIngredients: CartExtra[];
  isFreeProduct?: boolean;
  /** 'standard', 'pre-order' or 'special', when known. */
  orderType?: string | null;
  categoryId?: number | null;
  image?: string | null;
  /** Allergen codes of the product (EU 1169/2011), shown in the cart. */
  allergens?: string[];
};

type PromotionBean = {
  label?: string | null;
  productId: number;
  dimensionId: number;
  dimensionName: string;
  productName: string;
  productPrice: string | null;
  packagePrice?: string | null;
  isFreeProduct: boolean;
};

type PromotionCartLine = {
  kind: 'promotion';
  key: string;
  promotionId: number;
  promotionName: string;
  promotionImage?: string | null;
  productBeans: PromotionBean[];
  quantity: number;
};

export type CartLine = ProductCartLine | PromotionCartLine;

export type NewProductLine = Omit<ProductCartLine, 'kind' | 'key' | 'minQuantity' | 'maxQuantity'> & {
  minQuantity?: number;
  maxQuantity?: number | null;
};
type NewPromotionLine = Omit<PromotionCartLine, 'kind' | 'key' | 'quantity'> & { quantity?: number };

/**
 * Identical product lines share a key: product, dimension, the SORTED names of the extras and
 * the message on the product: the same cake with another inscription is another line.
 */
export function productLineKey(line: Pick<ProductCartLine, 'id' | 'dimensionId' | 'extraIngredients' | 'preferredMessage'>): string {
  const extras = line.extraIngredients.map((e) => e.name).sort((a, b) => a.localeCompare(b, 'ro'));
  return JSON.stringify(['p', line.id, line.dimensionId, extras, (line.preferredMessage ?? '').trim()]);
}

/** Identical promotion lines: the same promotion with the same chosen products, set by set. */
function promotionLineKey(line: Pick<PromotionCartLine, 'promotionId' | 'productBeans'>): string {
  return JSON.stringify(['promo', line.promotionId, line.productBeans.map((b) => [b.productId, b.dimensionId])]);
}

const clampQuantity = (quantity: number, min: number, max: number | null) => {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : min;
  const upper = max !== null && max >= min ? max : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(whole, min), upper);
};

/** Unit price of a product line: dimension + extras (+ box). */
function productUnitPrice(line: ProductCartLine): Bani {
  if (line.isFreeProduct) return 0;
  return sumMoney([
    parseMoney(line.price),
    ...line.extraIngredients.filter((e) => !e.isFreeProduct).map((e) => parseMoney(e.price)),
  ]);
}

function promotionUnitPrice(line: PromotionCartLine): Bani {
  return sumMoney(line.productBeans.filter((b) => !b.isFreeProduct).map((b) => parseMoney(b.productPrice)));
}

/** Estimated price of a line (the cart's totalPrice / promotionTotal), without packaging. */
export function lineTotal(line: CartLine): Bani {
  return multiplyMoney(line.kind === 'product' ? productUnitPrice(line) : promotionUnitPrice(line), line.quantity);
}

/** Estimated packaging of a line: box price × quantity (promotions: each product's package). */
export function linePackaging(line: CartLine): Bani {
  if (line.kind === 'product') return multiplyMoney(parseMoney(line.boxPrice) ?? 0, line.quantity);
  return multiplyMoney(sumMoney(line.productBeans.map((b) => parseMoney(b.packagePrice ?? null))), line.quantity);
}

export type CartTotals = { products: Bani; packaging: Bani; total: Bani };

export function cartTotals(lines: CartLine[]): CartTotals {
  const products = sumMoney(lines.map(lineTotal));
  const packaging = sumMoney(lines.map(linePackaging));
  return { products, packaging, total: products + packaging };
}

/** How many pieces the cart holds (the header badge). */
export function cartCount(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

type CartState = {
  lines: CartLine[];
  addProduct: (line: NewProductLine) => void;
  addPromotion: (line: NewPromotionLine) => void;
  increase: (key: string) => void;
  /** One less; a line at its minimum (1, or the dimension's minimum count) is removed. */
  decrease: (key: string) => void;
  /** Deletes the whole line. */
  remove: (key: string) => void;
  clear: () => void;
};

export const CART_STORAGE_KEY = 'cofetaria-dulce-cart';

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const l = value as Partial<CartLine>;
  if (typeof l.key !== 'string' || typeof l.quantity !== 'number' || l.quantity < 1) return false;
  if (l.kind === 'product') return typeof l.id === 'number' && typeof l.dimensionId === 'number' && Array.isArray(l.extraIngredients);
  if (l.kind === 'promotion') return typeof l.promotionId === 'number' && Array.isArray(l.productBeans);
  return false;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      addProduct: (input) =>
        set((state) => {
          const minQuantity = Math.max(1, Math.trunc(input.minQuantity ?? 1));
          const maxQuantity = input.maxQuantity ?? null;
          const line: ProductCartLine = {
            ...input,
            kind: 'product',
            preferredMessage: (input.preferredMessage ?? '').trim(),
            extraIngredients: [...input.extraIngredients].sort((a, b) => a.name.localeCompare(b.name, 'ro')),
            minQuantity,
            maxQuantity,
            quantity: clampQuantity(input.quantity, minQuantity, maxQuantity),
            key: '',
          };
          line.key = productLineKey(line);
          const existing = state.lines.find((l) => l.key === line.key);
          if (!existing) return { lines: [...state.lines, line] };
          return {
            lines: state.lines.map((l) =>
              l.key === line.key && l.kind === 'product'
                ? { ...l, price: line.price, boxPrice: line.boxPrice, minQuantity, maxQuantity, quantity: clampQuantity(l.quantity + line.quantity, minQuantity, maxQuantity) }
                : l,
            ),
          };
        }),
      addPromotion: (input) =>
        set((state) => {
          const line: PromotionCartLine = { ...input, kind: 'promotion', quantity: Math.max(1, Math.trunc(input.quantity ?? 1)), key: '' };
          line.key = promotionLineKey(line);
          const existing = state.lines.find((l) => l.key === line.key);
          if (!existing) return { lines: [...state.lines, line] };
          return { lines: state.lines.map((l) => (l.key === line.key ? { ...l, quantity: l.quantity + line.quantity } : l)) };
        }),
      increase: (key) =>
        set((state) => ({
          lines: state.lines.map((l) => {
            if (l.key !== key) return l;
            if (l.kind === 'product') return { ...l, quantity: clampQuantity(l.quantity + 1, l.minQuantity, l.maxQuantity) };
            return { ...l, quantity: l.quantity + 1 };
          }),
        })),
      decrease: (key) =>
        set((state) => ({
          lines: state.lines.flatMap((l) => {
            if (l.key !== key) return [l];
            const min = l.kind === 'product' ? l.minQuantity : 1;
            return l.quantity <= min ? [] : [{ ...l, quantity: l.quantity - 1 }];
          }),
        })),
      remove: (key) => set((state) => ({ lines: state.lines.filter((l) => l.key !== key) })),
      clear: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lines }) => ({ lines }),
      merge: (persisted, current) => {
        const raw = (persisted as { lines?: unknown } | null)?.lines;
        return { ...current, lines: Array.isArray(raw) ? raw.filter(isLine) : [] };
      },
    },
  ),
);

export const selectCartCount = (s: CartState) => cartCount(s.lines);
