/** The promotion kinds of the marketing pages, one admin page each. */
export type PromotionKind =
  | 'BUY_X_GET_Y_FREE'
  | 'NEWSLETTER_SUBSCRIPTION'
  | 'COUPON_CODE'
  | 'PRODUCT_DISCOUNT'
  | 'CART_PERCENTAGE_DISCOUNT'
  | 'CART_FIXED_DISCOUNT'
  | 'BUY_ONE_GET_ONE'
  | 'FREE_ITEM';

export type KindConfig = {
  kind: PromotionKind;
  title: string;
  intro: string;
  /** Which parts of the form this kind shows. */
  percent?: boolean;
  amount?: boolean;
  code?: boolean;
  validity?: boolean;
  sets?: boolean;
  targets?: boolean;
  freeItem?: boolean;
  /** Starts switched on, its form shown (combo); the others reveal the form with Da. */
  alwaysActive?: boolean;
  /** Dates required (combo). */
  datesRequired?: boolean;
};

export const KINDS: Record<string, KindConfig> = {
  'combo-promo': {
    kind: 'BUY_X_GET_Y_FREE',
    title: 'Ofertă combo',
    intro: 'Un pachet: clientul alege câte un produs din fiecare set; produsele din seturile gratuite nu se plătesc.',
    sets: true,
    alwaysActive: true,
    datesRequired: true,
  },
  'newsletter-promo': {
    kind: 'NEWSLETTER_SUBSCRIPTION',
    title: 'Promoție newsletter',
    intro: 'Fiecare abonat confirmat primește pe e-mail un cod personal, valabil o singură dată.',
    percent: true,
    validity: true,
  },
  'coupon-promo': {
    kind: 'COUPON_CODE',
    title: 'Cod de reducere',
    intro: 'Un cod pe care clienții îl scriu la finalizarea comenzii.',
    percent: true,
    code: true,
    validity: true,
  },
  'discount-on-product': {
    kind: 'PRODUCT_DISCOUNT',
    title: 'Reducere la produs',
    intro: 'Un procent din prețul categoriilor, produselor sau dimensiunilor alese; meniul arată prețul vechi și cel nou.',
    percent: true,
    targets: true,
  },
  'discount-on-cart': {
    kind: 'CART_PERCENTAGE_DISCOUNT',
    title: 'Reducere la coș',
    intro: 'Un procent din valoarea produselor din coș.',
    percent: true,
  },
  'fixed-discount-on-cart': {
    kind: 'CART_FIXED_DISCOUNT',
    title: 'Reducere fixă la coș',
    intro: 'O sumă scăzută din valoarea coșului (niciodată mai mult decât valoarea lui).',
    amount: true,
  },
  'buy-one-get-one': {
    kind: 'BUY_ONE_GET_ONE',
    title: '1 + 1 gratis',
    intro: 'La produsele alese, a doua bucată este gratuită (la 3 bucăți, una gratuită).',
    targets: true,
  },
  'free-item': {
    kind: 'FREE_ITEM',
    title: 'Produs gratuit',
    intro: 'Un produs oferit gratuit când coșul ajunge la valoarea aleasă.',
    freeItem: true,
  },
};

export const KIND_LABELS: Record<string, string> = {
  BUY_X_GET_Y_FREE: 'Ofertă combo',
  COMBO: 'Ofertă combo',
  NEWSLETTER_SUBSCRIPTION: 'Newsletter',
  COUPON_CODE: 'Cod de reducere',
  PRODUCT_DISCOUNT: 'Reducere la produs',
  CART_PERCENTAGE_DISCOUNT: 'Reducere la coș',
  CART_FIXED_DISCOUNT: 'Reducere fixă',
  BUY_ONE_GET_ONE: '1 + 1 gratis',
  FREE_ITEM: 'Produs gratuit',
};

export const PAGE_OF_KIND: Record<string, string> = Object.fromEntries(
  Object.entries(KINDS).map(([path, config]) => [config.kind, path]),
);

export const STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Activă',
  SCHEDULED: 'Programată',
  EXPIRED: 'Expirată',
  INACTIVE: 'Dezactivată',
};

/** The badge tone of each state: running green, waiting to start accented, the rest plain. */
export const STATUS_TONES: Record<string, string> = {
  ACTIVE: 'adm-badge--ok',
  SCHEDULED: 'adm-badge--accent',
};

export const MESSAGES = {
  created: 'Promotia a fost creata cu succes!',
  saved: 'Promotia a fost salvata cu succes!',
  listFailed: 'Promotiile nu au putut fi afisate.',
  error: (message: string) => `A apărut o eroare: ${message}`,
  endBeforeStart: 'Data de sfârșit trebuie să fie după data de început.',
  newsletterSent: 'Emailul a fost trimis cu succes...',
  /** Image upload failure: under the image field, word for word as the shop has always shown it. */
  imagesUploadFailed: 'Failed to upload images',
  /** Image upload failure: the toast. */
  imageSaveFailed: 'Eroare la salvarea imaginii',
};

/** Whole days between two ISO dates (the combo's validityInDays, computed from its dates). */
export function daysBetween(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
