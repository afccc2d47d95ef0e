/** Query keys of online card payment (one cache for the checkout and the order page, both fed by this feature). */
export const paymentsKeys = {
  /** GET /user-service/payments/config */
  config: () => ['user-service', 'payments', 'config'] as const,
};
