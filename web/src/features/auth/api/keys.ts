/** Query keys of the sign-in pages. */
export const authKeys = {
  confirmEmail: (token: string) => ['auth', 'confirm-email', token] as const,
};
