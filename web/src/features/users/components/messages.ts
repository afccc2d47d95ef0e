export const USERS_FAILED = 'Afișarea utilizatorilor nu e posibilă.';
export const ADMINS_FAILED = 'Afișarea utilizatorilor - admin nu e posibilă.';
export const NO_USERS = 'Nu există utilizatori disponibili.';
export const ROLE_NAMES: Record<string, string> = {
  ROLE_ADMIN: 'Administrator',
  ROLE_MANAGER: 'Manager',
  ROLE_USER: 'Client',
};
export const FIRST_NAME_RULE = 'Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.';
export const LAST_NAME_RULE = 'Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale.';
export const EMAIL_RULE = 'Adresa de email nu este valida.';
