/** Texts of the account pages (the services' and the shop's long-standing texts word for word, where they exist). */
export const MSG = {
  saved: 'Datele au fost salvate!',
  saveFailed: 'A apărut o eroare: datele nu au putut fi salvate',
  loadFailed: 'Afisarea datelor nu e posibila momentan.',
  ordersFailed: 'Afișarea listei de comenzi nu e posibilă.',
  noOrders: 'Nu ai plasat încă nicio comandă.',
  firstName: 'Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.',
  lastName: 'Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale.',
  phone: 'Numărul de telefon nu este valid. Exemplu: 0722 123 456.',
  street: 'Strada este obligatorie.',
  streetNumber: 'Numărul străzii este obligatoriu.',
  city: 'Localitatea este obligatorie.',
  tooLong: 'Textul este prea lung.',
  signOutEverywhere: 'Deconectează-te de pe toate dispozitivele',
  signOutEverywhereLead:
    'Ai folosit contul pe un telefon sau calculator care nu e al tău? Încheie toate sesiunile dintr-odată, inclusiv pe acesta.',
  signOutEverywhereConfirm:
    'Vei fi deconectat de pe toate dispozitivele pe care ești autentificat, inclusiv de pe acesta. Te poți autentifica din nou oricând.',
  /** The services' answer; shown when the answer carries no message. */
  signedOutEverywhere: 'Ați fost deconectat de pe toate dispozitivele.',
  /** After 'A apărut o eroare: ' when the server sent no message. */
  signOutEverywhereFailed: 'deconectarea nu a reușit',
} as const;
