/** Marketing pages under /admin: one per promotion kind, the newsletter and the list. */
export const MARKETING_PAGES = [
  { path: 'promotions', label: 'Toate promoțiile' },
  { path: 'combo-promo', label: 'Ofertă combo' },
  { path: 'newsletter-promo', label: 'Promoție newsletter' },
  { path: 'coupon-promo', label: 'Cod de reducere' },
  { path: 'newsletter-blog', label: 'Trimite newsletter' },
  { path: 'discount-on-product', label: 'Reducere la produs' },
  { path: 'discount-on-cart', label: 'Reducere la coș' },
  { path: 'fixed-discount-on-cart', label: 'Reducere fixă la coș' },
  { path: 'buy-one-get-one', label: '1 + 1 gratis' },
  { path: 'free-item', label: 'Produs gratuit' },
] as const;
