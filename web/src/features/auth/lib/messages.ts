/** Texts of SPEC §5 and §8 used by the auth screens, word for word. */
export const MSG = {
  firstName: 'Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.',
  lastName: 'Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale.',
  email: 'Adresa de email nu este valida.',
  password:
    'Parola trebuie sa fie aiba minimum 8 caractere, sa includa cel putin o litera mare, una mica, o cifra si un caracter special.',
  confirmPassword: 'Campul de confirmare parola nu este acelasi cu campul de parola.',
  authFailed: 'Authentication failed',
  genericError: 'A avut loc o eroare',
  loginFallback422: 'Email sau parolă invalidă',
  loginFallback401: 'Emailul sau parola sunt gresite',
  resetFailed: 'Eroare la resetarea parolei',
  /** Console/dev fallback of the reset flow (SPEC §8). */
  resetFailedDev: 'Failed to reset password',
  // Our own wording (no spec text exists for these):
  emailRequired: 'Introdu adresa de email.',
  passwordRequired: 'Introdu parola.',
  registerSuccessTitle: 'Contul a fost creat!',
  registerSuccess: 'Ți-am trimis un e-mail de confirmare. Deschide linkul din e-mail pentru a-ți confirma adresa.',
  resetMailSent: 'Dacă adresa există în sistem, ți-am trimis un e-mail cu instrucțiunile de resetare a parolei.',
  passwordChanged: 'Parola a fost schimbată. Te poți autentifica cu noua parolă.',
  emailConfirmed: 'Adresa de email a fost confirmată. Mulțumim!',
  emailConfirmFailed: 'Linkul de confirmare nu mai este valabil.',
  missingToken: 'Linkul nu este complet. Deschide din nou linkul primit pe e-mail.',
} as const;

export function welcomeBack(firstName?: string | null): string {
  return firstName ? `Bine ai revenit, ${firstName}!` : 'Bine ai revenit!';
}
