import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/spinner';
import { MSG } from '../lib/messages';

/** Loading, failure or the data's form. */
export function AccountData<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <div role="status" className="card">
        <span className="visually-hidden">Se încarcă…</span>
        <Skeleton lines={5} />
      </div>
    );
  }
  if (query.isError) return <Alert tone="error">{MSG.loadFailed}</Alert>;
  return <>{children(query.data)}</>;
}
