// Lazy chunk: everything about signing in (forms, zod schemas).
export { AdminLoginPage as AdminAuthRoute } from '@/features/auth/components/admin-login-page';
export { AuthPage as AuthRoute } from '@/features/auth/components/auth-page';
export { ConfirmEmailPage as ConfirmEmailRoute } from '@/features/auth/components/confirm-email-page';
export { ResetPasswordPage as ResetPasswordRoute } from '@/features/auth/components/reset-password-page';
