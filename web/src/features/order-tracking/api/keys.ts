/** Query keys of the order tracking for guests (a customer's own order is in the shared `accountKeys`). */
export const orderTrackingKeys = {
  guestOrder: (orderNumber: string, cheie: string) => ['user-service', 'order-status', orderNumber, cheie] as const,
};
