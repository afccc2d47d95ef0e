// Lazy chunk: everything about signing in (forms, zod schemas).
export {
  AdminLoginPage as AdminAuthRoute,
  AuthPage as AuthRoute,
  ConfirmEmailPage as ConfirmEmailRoute,
  ResetPasswordPage as ResetPasswordRoute,
} from '@/features/auth';
