import { Alert } from './alert';
import { Button } from './button';
import { Skeleton } from './spinner';
import { errorMessage } from '@/lib/api-client';

/** Failure of a read: the spec's fallback as the title, the server's message under it. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const detail = errorMessage(error, '');
  return (
    <Alert tone="error" title={title}>
      {detail ? <p>{detail}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Încearcă din nou
        </Button>
      ) : null}
    </Alert>
  );
}

export function LoadingCard({ lines = 6 }: { lines?: number }) {
  return (
    <div className="card" aria-busy="true">
      <Skeleton lines={lines} />
      <span className="visually-hidden" role="status">
        Se încarcă…
      </span>
    </div>
  );
}
