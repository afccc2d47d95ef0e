import type { EfacturaStatus } from '@/types/api';

/** e-Factura's states in the shop's words (ANAF's own: "în curs", "ok", "nok"); the invoices page and the order detail. */
export const EFACTURA_LABELS: Record<EfacturaStatus, string> = {
  PENDING: 'De încărcat',
  UPLOADING: 'Se încarcă',
  IN_PROGRESS: 'În curs',
  OK: 'Acceptată (ok)',
  NOK: 'Respinsă (nok)',
};

export const EFACTURA_TONES: Record<EfacturaStatus, 'ok' | 'warn' | 'accent' | ''> = {
  PENDING: '',
  UPLOADING: 'accent',
  IN_PROGRESS: 'accent',
  OK: 'ok',
  NOK: 'warn',
};
