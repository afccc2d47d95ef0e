export { AdminLoginPage } from './components/admin-login-page';
export { AuthPage } from './components/auth-page';
export { ConfirmEmailPage } from './components/confirm-email-page';

export { ResetPasswordPage } from './components/reset-password-page';
export { WelcomeModal } from './components/welcome-modal';
