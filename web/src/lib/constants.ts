/** Business constants that the front end uses. */
export const BUSINESS_NAME = 'Cofetăria Dulce';
export const BUSINESS_CITY = 'Sibiu';
export const BUSINESS_TIME_ZONE = 'Europe/Bucharest';
export const CURRENCY = 'RON';
export const LOCALE = 'ro-RO';

/** Session lifetime from login: 168 hours (7 days). */
export const SESSION_LIFETIME_MS = 168 * 60 * 60 * 1000;
/** How often the session expiry is checked: every 5 minutes. */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** Page sizes (zero-based pages). */
export const ADMIN_PAGE_SIZE = 10;

/** Query staleness per data kind (how long a screen may show what it read). No retries anywhere. */
export const STALE_TIME = {
  statistics: 5 * 60 * 1000,
  setup: 5 * 60 * 1000,
  adminProducts: 30 * 1000,
  storefrontProducts: 15 * 1000,
  adminPromotions: 30 * 1000,
  storefrontPromotions: 15 * 1000,
  product: 5 * 1000,
} as const;

export const UNLIMITED_STOCK = 9999;

/** Storefront limits. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 1200;
export const HOME_PREVIEW_MEALS = 5;
export const HOME_PREVIEW_CATEGORIES = 3;
export const SIMILAR_PRODUCTS_MAX = 5;
export const GALLERY_THUMBNAILS_MAX = 4;
/** 'Mai sunt doar N bucăți' is shown for a limited stock from 1 up to this. */
export const LOW_STOCK_MAX = 4;
/** Cookie consent lasts one year. */
export const COOKIE_CONSENT_MAX_AGE_S = 31536000;
/** The menu pseudo-category that shows the active promotions (/meniu?category=Promotii). */
export const PROMOTIONS_CATEGORY = 'Promotii';
