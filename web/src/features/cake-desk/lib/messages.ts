/** Texts of the staff's custom cakes screens. */
export const CAKE_MSG = {
  listLoadFailed: 'Lista cererilor de tort nu poate fi afișată momentan.',
  detailLoadFailed: 'Cererea de tort nu poate fi afișată momentan.',
  quoteSent: 'Oferta a fost trimisă clientului.',
  quoteFailed: 'Oferta nu a putut fi trimisă.',
  declined: 'Cererea a fost refuzată; clientul a fost anunțat.',
  declineFailed: 'Cererea nu a putut fi refuzată.',
  delivered: 'Tortul a fost marcat ca livrat.',
  deliverFailed: 'Tortul nu a putut fi marcat ca livrat.',
  cancelled: (refunded: string) => `Comanda a fost anulată; clientului i s-au rambursat ${refunded}.`,
  cancelFailed: 'Comanda nu a putut fi anulată.',
  cancelReasonRequired: 'Scrieți motivul anulării: clientul îl primește pe e-mail.',
  // the quote form
  priceRequired: 'Prețul trebuie să fie mai mare decât 0.',
  depositRange: 'Avansul trebuie să fie un procent între 0 și 100.',
  descriptionRequired: 'Descrieți ce include oferta.',
  validUntilRequired: 'Alegeți până când este valabilă oferta.',
  validUntilPast: 'Oferta trebuie să fie valabilă cel puțin până astăzi.',
  lockDateRequired: 'Alegeți data de la care comanda nu se mai poate modifica.',
  lockBeforeEvent: 'Data blocării trebuie să fie înainte de data evenimentului.',
  reasonRequired: 'Scrieți motivul refuzului: clientul îl primește pe e-mail.',
  restPaidWithRequired: 'Alegeți cum a plătit clientul restul.',
} as const;
