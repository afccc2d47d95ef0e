import { toast } from 'sonner';
import { errorMessage } from './api-client';

/** Fallback text after 'A apărut o eroare: ' when the server sent no message. */
const SAVE_FAILED_DETAIL = 'datele nu au putut fi salvate';

/** 'A apărut o eroare: {message}' with the server's message. */
export function errorToastText(error: unknown, fallback = SAVE_FAILED_DETAIL): string {
  return `A apărut o eroare: ${errorMessage(error, fallback)}`;
}

export function notifyError(error: unknown, fallback = SAVE_FAILED_DETAIL): void {
  toast.error(errorToastText(error, fallback));
}
