import { Button } from '@/components/ui/button';
import { MSG } from '../lib/messages';
import { useOrdersRealtime } from '../realtime/realtime-context';
import { CounterTablet } from './counter-tablet';

/** The real-time channel's status, shown plainly above every panel page, and the notifications switch. */
export function ConnectionBar() {
  const rt = useOrdersRealtime();
  if (!rt) return null;
  const { status, authRefused } = rt;
  const offline = status === 'disconnected' || status === 'error';
  return (
    <>
    <CounterTablet />
    <div className={`op-live op-live--${status}`} data-testid="connection-status" data-connection={status}>
      <div className="op-live__state" role="status" aria-live="polite">
        <span className="op-live__dot" aria-hidden="true" />
        {status === 'connected' ? (
          <>
            <strong>Conectat</strong>
            <span className="op-live__note">Comenzile noi apar în timp real.</span>
          </>
        ) : status === 'connecting' ? (
          <strong>{MSG.connecting}</strong>
        ) : (
          <>
            <strong>{MSG.offline}</strong>
            <span className="op-live__note">
              {authRefused
                ? MSG.authRefused
                : status === 'error'
                  ? 'Eroare de conexiune. Comenzile noi nu sunt primite până la reconectare.'
                  : 'Deconectat. Comenzile noi nu sunt primite până la reconectare.'}
            </span>
          </>
        )}
      </div>
      <div className="op-live__tools">
        {offline ? (
          <Button variant="secondary" size="sm" onClick={rt.reconnect}>
            Reconectează acum
          </Button>
        ) : null}
        <NotificationControl />
      </div>
    </div>
    </>
  );
}

function NotificationControl() {
  const rt = useOrdersRealtime();
  if (!rt) return null;
  switch (rt.notificationPermission) {
    case 'default':
      return (
        <Button variant="ghost" size="sm" onClick={() => void rt.requestNotifications()} data-action="enable-notifications">
          Activează notificările
        </Button>
      );
    case 'granted':
      return <span className="op-live__note">Notificări pe desktop active</span>;
    case 'denied':
      return <span className="op-live__note">Notificările sunt blocate în browser.</span>;
    default:
      return null;
  }
}
