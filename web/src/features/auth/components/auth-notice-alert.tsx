import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { useSessionStore } from '@/stores/session';
import { MSG } from '../lib/messages';
import { registeredEmail } from '../lib/registered';

/**
 * Above the sign-in forms: the confirmation mail that registration sent, or why the
 * last session ended (expired, or refused by the server) when it did not end by "Deconectare".
 */
export function AuthNoticeAlert() {
  const registered = registeredEmail(useLocation().state) !== null;
  const ended = useSessionStore((s) => s.ended);
  if (registered) {
    return (
      <Alert tone="success" title={MSG.registerSuccessTitle}>
        {MSG.registerSuccess}
      </Alert>
    );
  }
  if (ended) {
    return (
      <Alert tone="info" title={MSG.sessionEndedTitle}>
        {ended.message || MSG.sessionExpired}
      </Alert>
    );
  }
  return null;
}
