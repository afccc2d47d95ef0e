/** Query keys of the reviews. Any review written or moderated invalidates `all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  published: (page: number, size: number) => ['reviews', 'published', page, size] as const,
  mine: ['reviews', 'mine'] as const,
  delivered: ['reviews', 'delivered-orders'] as const,
  moderation: (status: string, page: number) => ['reviews', 'moderation', status, page] as const,
};
