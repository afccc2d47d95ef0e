/** Input attributes by the kind of value, the same in every form (keyboard, autofill). */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
