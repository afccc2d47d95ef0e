import { statusLabel } from '../lib/labels';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <span className={`op-status op-status--${(status ?? 'unknown').toLowerCase()}`} data-status={status ?? undefined}>
      {statusLabel(status)}
    </span>
  );
}
