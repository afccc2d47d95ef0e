import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * Shows why an action failed. A 409 (the order changed state meanwhile) shows the server's
 * Romanian message and answers true: the caller closes its modal so the detail refetches.
 * Anything else shows the spec's fallback with the server's message under it.
 */
export function reportActionFailure(error: unknown, fallback: string): boolean {
  if (isApiError(error) && error.status === 409) {
    toast.error(errorMessage(error, fallback));
    return true;
  }
  const detail = errorMessage(error, '');
  toast.error(fallback, detail && detail !== fallback ? { description: detail } : undefined);
  return false;
}
