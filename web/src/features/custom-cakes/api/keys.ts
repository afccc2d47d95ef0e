/** Query keys of the custom cakes. */
export const customCakeKeys = {
  /** GET /user-service/cake-requests/options */
  options: () => ['user-service', 'cake-requests', 'options'] as const,
  /** GET /user-service/cake-requests/{id} (one cache per link secret: two links never share an answer) */
  request: (id: string, cheie: string | null) => ['user-service', 'cake-requests', id, cheie ?? ''] as const,
};
