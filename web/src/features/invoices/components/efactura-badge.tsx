import type { EfacturaStatus } from '@/types/api';
import { STATUS_LABELS, STATUS_TONES } from '../lib/labels';

/** An invoice's e-Factura state as a badge; a refusal carries ANAF's message under it. */
export function EfacturaBadge({ status, message }: { status: EfacturaStatus; message?: string | null }) {
  const tone = STATUS_TONES[status];
  return (
    <span className="inv-state">
      <span className={['adm-badge', tone ? `adm-badge--${tone}` : ''].filter(Boolean).join(' ')}>{STATUS_LABELS[status] ?? status}</span>
      {status === 'NOK' && message ? <span className="inv-state__message">ANAF: {message}</span> : null}
    </span>
  );
}
