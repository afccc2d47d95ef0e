import { toast } from 'sonner';
import { notifyError } from '@/lib/notify';
import { MSG } from './messages';

/**
 * Every setup form's save: the call (which resets the form to what was saved), then the success
 * toast; a refusal's field messages go under the fields (`onRefused`) and its text in the
 * 'A apărut o eroare: …' toast.
 */
export async function saveSetup(save: () => Promise<void>, onRefused?: (error: unknown) => void, saved: string = MSG.saved) {
  try {
    await save();
    toast.success(saved);
  } catch (error) {
    onRefused?.(error);
    notifyError(error);
  }
}
