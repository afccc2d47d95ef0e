import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import type { BusinessInformation } from '../api/types';
import { MSG } from '../lib/messages';

type SetupDataProps = {
  query: UseQueryResult<BusinessInformation>;
  children: (info: BusinessInformation) => ReactNode;
};

/** Loading and failure states around the business information. */
export function SetupData({ query, children }: SetupDataProps) {
  if (query.isPending) {
    return (
      <div className="card" aria-busy="true">
        <Skeleton lines={5} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error" title={MSG.loadFailed}>
        <p>{errorMessage(query.error, '')}</p>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Încearcă din nou
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
