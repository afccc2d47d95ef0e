// Lazy chunk: sonner and its CSS are not needed until the first notification.
import 'sonner/dist/styles.css';
import './toaster.css';
import { Toaster } from 'sonner';

export function AppToaster({ dark }: { dark: boolean }) {
  return (
    <Toaster
      theme={dark ? 'dark' : 'light'}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Închide notificarea' }}
      customAriaLabel="Notificări"
    />
  );
}
