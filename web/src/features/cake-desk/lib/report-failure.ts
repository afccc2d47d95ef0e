import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

/** A refused action: the shop's own message when it sent one (a 4xx says why in Romanian), else our fallback. */
export function reportCakeFailure(error: unknown, fallback: string): void {
  toast.error(errorMessage(error, fallback));
}
