import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DEFAULT_UNANSWERED_ORDER_MINUTES, useOrdersRealtime } from '../realtime/realtime-context';

const RING_SRC = `${import.meta.env.BASE_URL}sounds/new-order.wav`;

type WakeLockState = 'held' | 'released' | 'unsupported';

/** Screen Wake Lock: the tablet's screen stays on while the panel is open (taken again when the tab is shown). */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'released' : 'unsupported',
  );
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinel> } }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const take = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await wakeLock.request('screen');
        if (!active) {
          void sentinel.release();
          return;
        }
        setState('held');
        sentinel.addEventListener('release', () => active && setState('released'));
      } catch {
        setState('released');
      }
    };
    void take();
    const onVisible = () => void take();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, []);
  return state;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** The panel installs as an app: its manifest and its service worker (the shell only, never order data). */
function useInstallable() {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const added = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/comenzi.webmanifest';
      document.head.appendChild(link);
    }
    if ('serviceWorker' in navigator && window.isSecureContext) {
      navigator.serviceWorker.register('/comenzi-sw.js', { scope: '/comenzi' }).catch(() => undefined);
    }
    return () => {
      if (added) link?.remove();
    };
  }, []);
}

/** How long the oldest pending new-order alert has waited, in whole minutes (checked every 15 s). */
function useWaitingMinutes(pendingCount: number): number {
  const [since, setSince] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const waiting = pendingCount > 0;
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      setSince((s) => s ?? started);
      setNow(Date.now());
    }, 15000);
    return () => {
      window.clearInterval(timer);
      setSince(null);
    };
  }, [waiting]);
  return since === null ? 0 : Math.floor((now - since) / 60000);
}

/**
 * What a counter tablet needs: the screen kept on, a "test the sound" button, a large banner
 * when the connection drops, and a second, louder alert for an order left unanswered.
 */
export function CounterTablet() {
  useInstallable();
  const wakeLock = useWakeLock();
  const online = useOnline();
  const rt = useOrdersRealtime();
  const waiting = useWaitingMinutes(rt?.pending.length ?? 0);
  // Rings again, louder, after the wait that also mails the business (the server says how long).
  const escalateAfter = rt?.unansweredOrderMinutes ?? DEFAULT_UNANSWERED_ORDER_MINUTES;
  const escalated = escalateAfter > 0 && waiting >= escalateAfter;
  const loud = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const audio = loud.current;
    if (!audio) return;
    if (escalated) {
      audio.volume = 1;
      void audio.play()?.catch(() => undefined);
    } else {
      audio.pause();
    }
  }, [escalated]);

  const testSound = () => {
    const audio = new Audio(RING_SRC);
    audio.volume = 1;
    void audio.play()?.catch(() => undefined);
  };

  const disconnected = !online || rt?.status === 'disconnected' || rt?.status === 'error';

  return (
    <>
      {disconnected ? (
        <div className="op-offline-banner" role="alert" data-testid="offline-banner">
          <strong>Conexiunea s-a pierdut.</strong> Comenzile noi nu ajung pe această tabletă până revine conexiunea.
        </div>
      ) : null}
      {escalated ? (
        <div className="op-escalated-banner" role="alert" data-testid="escalated-banner">
          <strong>Comandă fără răspuns de peste {escalateAfter} minute!</strong> Acceptați sau respingeți comanda.
        </div>
      ) : null}
      <div className="op-tablet" data-testid="counter-tablet" data-wake-lock={wakeLock}>
        <Button variant="secondary" size="sm" onClick={testSound} data-action="test-sound">
          Testează sunetul
        </Button>
        <span className="op-live__note">
          {wakeLock === 'held'
            ? 'Ecranul rămâne aprins cât timp panoul este deschis.'
            : wakeLock === 'unsupported'
              ? 'Browserul nu poate ține ecranul aprins: verificați setările tabletei.'
              : 'Ecranul se poate stinge: atingeți pagina pentru a-l ține aprins.'}
        </span>
      </div>
      <audio ref={loud} src={RING_SRC} loop preload="none" aria-hidden="true" hidden data-testid="escalation-ring" />
    </>
  );
}
