import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import type { BusinessInformation } from '@/types/api';
import { useBusinessInformation } from '../api/get-business-information';
import { MSG } from '../lib/messages';

/** Reads the business information; loading and failure states around the form it feeds. */
export function SetupData({ children }: { children: (info: BusinessInformation) => ReactNode }) {
  const query = useBusinessInformation();
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
