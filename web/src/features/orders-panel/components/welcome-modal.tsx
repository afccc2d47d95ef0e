import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LayeredModal } from '@/components/ui/layered-modal';
import { MSG } from '../lib/messages';
import { useOrdersRealtime } from '../realtime/realtime-context';

export const WELCOME_SESSION_KEY = 'comenzi-welcome-shown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    sessionStorage.setItem(WELCOME_SESSION_KEY, '1');
  } catch {
    /* private mode: shown again next time */
  }
}

/** The welcome message, once per browser session when the panel opens (not at every page of it). */
export function WelcomeModal() {
  const [open, setOpen] = useState(() => !alreadyShown());
  const rt = useOrdersRealtime();
  const newOrderArrived = (rt?.pending.length ?? 0) > 0;

  useEffect(() => {
    if (open) markShown();
  }, [open]);

  // A new order takes the screen: the welcome makes way for the alert (and does not come back).
  if (newOrderArrived && open) setOpen(false);

  const close = () => setOpen(false);
  return (
    <LayeredModal
      open={open}
      onClose={close}
      title={MSG.welcomeTitle}
      dialogProps={{ 'data-testid': 'welcome-modal' }}
      initialFocus="[data-action='welcome-ok']"
      footer={
        <Button onClick={close} data-action="welcome-ok">
          Am înțeles
        </Button>
      }
    >
      <div className="op-prose">
        <p>Aici primiți comenzile în timp real. La fiecare comandă nouă se deschide o fereastră și se aude un sunet până când o închideți.</p>
        <p>Păstrați această pagină deschisă și sunetul calculatorului pornit. Comenzile noi se acceptă sau se resping din pagina comenzii.</p>
        {rt?.notificationPermission === 'default' ? (
          <p>
            Pentru a fi anunțați și când lucrați în altă filă, activați notificările pe desktop din bara de stare de deasupra
            tabelului.
          </p>
        ) : null}
      </div>
    </LayeredModal>
  );
}
