/** Texts of the auth screens: the services' own messages and the shop's long-standing ones, word for word. */
export const MSG = {
  firstName: 'Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.',
  lastName: 'Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale.',
  password:
    'Parola trebuie sa fie aiba minimum 8 caractere, sa includa cel putin o litera mare, una mica, o cifra si un caracter special.',
  confirmPassword: 'Campul de confirmare parola nu este acelasi cu campul de parola.',
  authFailed: 'Authentication failed',
  genericError: 'A avut loc o eroare',
  loginFallback422: 'Email sau parolă invalidă',
  loginFallback401: 'Emailul sau parola sunt gresite',
  resetFailed: 'Eroare la resetarea parolei',
  /** The reset flow's fallback in the console and in development (word for word, as the shop has always logged it). */
  resetFailedDev: 'Failed to reset password',
  // Our own wording (no spec text exists for these):
  emailRequired: 'Introdu adresa de email.',
  passwordRequired: 'Introdu parola.',
  // Register success says that a confirmation mail was sent (the account opens from the mail). The same words for a new
  // address and a known one (the server answers both alike; its owner gets a mail of its own).
  registerSuccessTitle: 'Verifică-ți e-mailul',
  registerSuccess:
    'Ți-am trimis un e-mail de confirmare. Deschide linkul din e-mail pentru a-ți confirma adresa, apoi autentifică-te aici.',
  /** Under the login form: an unconfirmed account gets the same refusal as a wrong password. */
  confirmFirstHint:
    'Ai creat contul de curând? Confirmă mai întâi adresa din e-mailul primit. Nu-l găsești? Autentifică-te cu parola aleasă și ți-l trimitem din nou.',
  sessionEndedTitle: 'Sesiunea s-a încheiat',
  sessionExpired: 'Sesiunea a expirat. Te rugăm să te autentifici din nou.',
  tooManyTitle: 'Prea multe încercări',
  resetMailSent: 'Dacă adresa există în sistem, ți-am trimis un e-mail cu instrucțiunile de resetare a parolei.',
  passwordChanged: 'Parola a fost schimbată. Te poți autentifica cu noua parolă.',
  emailConfirmed: 'Adresa de email a fost confirmată. Mulțumim!',
  emailConfirmFailed: 'Linkul de confirmare nu mai este valabil.',
  missingToken: 'Linkul nu este complet. Deschide din nou linkul primit pe e-mail.',
} as const;

export function welcomeBack(firstName?: string | null): string {
  return firstName ? `Bine ai revenit, ${firstName}!` : 'Bine ai revenit!';
}
