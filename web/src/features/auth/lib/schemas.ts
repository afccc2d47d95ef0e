import { z } from 'zod';
import { emailField } from '@/lib/email';
import { MSG } from './messages';

/** Letters (any alphabet, diacritics included) or digits only. */
const NAME_CHARS = /^[\p{L}\p{N}]+$/u;
/** Min 8, one upper, one lower, one digit and one of # $ @ ! % & * ?, the same rule as the user service's. */
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#$@!%&*?]).{8,}$/;

const firstNameSchema = z
  .string()
  .trim()
  .refine((v) => v.length >= 3 && v.length <= 20 && NAME_CHARS.test(v), MSG.firstName);
const lastNameSchema = z
  .string()
  .trim()
  .refine((v) => v.length >= 3 && v.length <= 16 && NAME_CHARS.test(v), MSG.lastName);
const emailSchema = emailField();
const passwordSchema = z.string().regex(PASSWORD_RULE, MSG.password);

type WithPasswords = { password?: unknown; confirmPassword?: unknown };

/** Confirm must equal password; checked even when other fields are invalid. */
function withConfirm<T extends z.ZodType<WithPasswords>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.confirmPassword,
    when: ({ value }) => {
      const v = value as WithPasswords | undefined;
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  });
}

export const registerSchema = withConfirm(
  z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login: only required, no format rule (the password rule applies when a password is chosen, not when it is typed back). */
export const loginSchema = z.object({
  email: z.string().trim().min(1, MSG.emailRequired),
  password: z.string().min(1, MSG.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = withConfirm(
  z.object({ password: passwordSchema, confirmPassword: z.string() }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
