import { EFACTURA_LABELS, EFACTURA_TONES } from '@/lib/efactura';
import type { EfacturaStatus, InvoiceKind, InvoicePurpose } from '@/types/api';

export const KIND_LABELS: Record<InvoiceKind, string> = { INVOICE: 'Factură', CREDIT_NOTE: 'Stornare' };

export const PURPOSE_LABELS: Record<InvoicePurpose, string> = { ORDER: 'comandă', ADVANCE: 'avans', REFUND: 'rambursare' };

export const STATUS_LABELS = EFACTURA_LABELS;
export const STATUS_TONES = EFACTURA_TONES;

/** The filter's chips: the states an admin acts on (uploading is a moment, not a state to look for). */
export const STATUS_CHIPS: { value: EfacturaStatus | ''; label: string }[] = [
  { value: '', label: 'Toate' },
  { value: 'PENDING', label: STATUS_LABELS.PENDING },
  { value: 'IN_PROGRESS', label: STATUS_LABELS.IN_PROGRESS },
  { value: 'OK', label: STATUS_LABELS.OK },
  { value: 'NOK', label: STATUS_LABELS.NOK },
];

export const INVOICE_MSG = {
  loadFailed: 'Facturile nu au putut fi afișate.',
  empty: 'Nicio factură în perioada aleasă.',
  emptyHint: 'Facturile apar aici când se încasează o comandă online, când se predă o comandă cu factură pe firmă sau când o emiți din comandă.',
  retried: (number: string) => `Factura ${number} a fost refăcută și așteaptă să fie încărcată din nou.`,
  retryFailed: 'factura nu a putut fi refăcută',
  downloadFailed: 'fișierul nu a putut fi descărcat',
  badPeriod: 'Data de început trebuie să fie înaintea datei de sfârșit.',
  setupLoadFailed: 'Setările de facturare nu au putut fi afișate.',
  setupSaved: 'Setările de facturare au fost salvate.',
} as const;
