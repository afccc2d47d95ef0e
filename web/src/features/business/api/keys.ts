/** Query keys of the business details the shop's pages show. */
export const businessKeys = {
  information: () => ['business', 'information'] as const,
  lastKey: () => ['business', 'last-key'] as const,
};
