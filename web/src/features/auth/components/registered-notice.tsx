import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui';
import { MSG } from '../lib/messages';

/** Shown on the page reached right after registration (router state notice=registered). */
export function RegisteredNotice() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  if (notice !== 'registered') return null;
  return (
    <div className="notice-bar">
      <Alert tone="success" title={MSG.registerSuccessTitle}>
        {MSG.registerSuccess}
      </Alert>
    </div>
  );
}
