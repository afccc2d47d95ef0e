/**
 * Query keys of the signed-in customer's own data, read by the account pages and the checkout
 * prefill. Every key holds the account's e-mail, so one customer's data never shows for another.
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
};
