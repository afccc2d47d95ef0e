/** Query keys of the business setup (its information is the shared `adminKeys.setupInformation()`). */
export const setupKeys = {
  deliveryZones: () => ['admin-service', 'setup', 'delivery-zones'] as const,
  unansweredAlert: () => ['admin-service', 'setup', 'unanswered-alert'] as const,
  customCakes: () => ['admin-service', 'setup', 'custom-cakes'] as const,
};
