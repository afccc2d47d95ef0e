/**
 * The only query keys shared by more than one feature: the same call (or the same family of
 * calls) read from two places, so a change saved in one feature refreshes what the other shows.
 * Every other key lives in its feature's api/keys.ts.
 */

/**
 * The signed-in customer's own data: read by the account pages, the checkout (prefill) and the
 * order tracking (an order of theirs). Every key holds the account's e-mail, so one customer's
 * data never shows for another.
 */
export const accountKeys = {
  all: (account: string) => ['user-service', 'account', account] as const,
  /** GET /user-service/user-contact-information */
  contact: (account: string) => ['user-service', 'account', account, 'contact'] as const,
  /** GET /user-service/user-address-information */
  address: (account: string) => ['user-service', 'account', account, 'address'] as const,
  /** GET /user-service/get-user-orders */
  orders: (account: string, page?: number) =>
    page === undefined
      ? (['user-service', 'account', account, 'orders'] as const)
      : (['user-service', 'account', account, 'orders', page] as const),
  /** GET /user-service/get-order-details/{id} */
  order: (account: string, id: string | number) => ['user-service', 'account', account, 'order', String(id)] as const,
  /** GET /user-service/account/invoice-details (the checkout's prefill and the account's page) */
  invoiceDetails: (account: string) => ['user-service', 'account', account, 'invoice-details'] as const,
};

/** The admin service's setup and products, read by the business setup, the menu editor and marketing. */
export const adminKeys = {
  all: ['admin-service'] as const,
  /** GET /admin-service/setup/fetch-information (business setup; the menu editor's pickup points). */
  setupInformation: () => ['admin-service', 'setup', 'information'] as const,
  /** Every GET /admin-service/entries… (the menu editor's lists and products, marketing's product picker). */
  entries: () => ['admin-service', 'entries'] as const,
};
