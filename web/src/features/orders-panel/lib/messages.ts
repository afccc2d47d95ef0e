/** Texts of the orders panel. The shop's long-standing texts are word for word; the rest is our wording. */
export const MSG = {
  // Failures
  listLoadFailed: 'Afișarea listei de comenzi nu e posibilă.',
  detailLoadFailed: 'Afisarea detaliilor comenzii nu e posibila.',
  statusChanged: 'Statusul comenzii a fost schimbat cu success!',
  confirmFailed: 'Comanda nu a fost confirmata!',
  rejected: 'Comanda a fost respinsa',
  rejectFailed: 'Comanda nu a putut fi anulata.',
  statusChangeFailed: 'Statusul comenzii nu a putut fi modificat!',
  // Status
  delivered: 'Comanda a fost livrata',
  // Accepting and rejecting
  prepTimeRequired: 'Vă rugăm să selectați un timp de pregătire pentru comandă.',
  packageCostInvalid: 'Vă rugăm să introduceți un cost valid pentru ambalaje.',
  reasonRequired: 'Motivul anulării comenzii este obligatoriu.',
  // our wording
  asSoonAsPossible: 'Cât mai curând posibil',
  newOrderTitle: 'Comandă nouă!',
  severalNewOrders: (n: number) => `Au sosit ${n} comenzi noi. Verificați tabelul.`,
  desktopNotificationTitle: (orderNumber: string) => `Comandă nouă #${orderNumber}`,
  offline: 'Offline — reconectare…',
  connected: 'Conectat — comenzile noi apar în timp real.',
  connecting: 'Se conectează la comenzile în timp real…',
  authRefused: 'Conexiunea în timp real a fost refuzată. Autentificați-vă din nou.',
  welcomeTitle: 'Bine ați venit în panoul de comenzi!',
  // online card payment
  captureRefusedTitle: 'Plata nu poate fi încasată, comanda nu a fost acceptată.',
  captureOnAccept: (amount: string) => `La confirmare se încasează ${amount} de pe cardul clientului.`,
  releaseOnReject: 'Suma rezervată pe cardul clientului se eliberează imediat.',
  refundOnReject: (amount: string) => `Clientul primește înapoi pe card ${amount}.`,
  refundAmountInvalid: 'Introduceți o sumă mai mare decât 0, cu cel mult două zecimale (ex. 45,50).',
  refundAmountTooHigh: (rest: string) => `Suma nu poate depăși cât a rămas de rambursat: ${rest}.`,
  refundReasonRequired: 'Motivul rambursării este obligatoriu.',
  refunded: (amount: string) => `Rambursare efectuată: ${amount}`,
  refundFailed: 'Rambursarea nu a putut fi efectuată.',
} as const;
