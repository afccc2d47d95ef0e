import { cakeStatusLabel } from '../lib/labels';

export function CakeStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <span className={`cd-status cd-status--${(status ?? 'unknown').toLowerCase()}`} data-status={status ?? undefined}>
      {cakeStatusLabel(status)}
    </span>
  );
}
