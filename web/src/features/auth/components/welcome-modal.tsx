import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LayeredModal } from '@/components/ui/layered-modal';
import { readWelcome } from '../lib/welcome';
import './welcome-modal.css';

export function welcomeTitle(firstName: string, firstTime: boolean): string {
  const greeting = firstTime ? 'Bine ai venit' : 'Bine ai revenit';
  return firstName ? `${greeting}, ${firstName}!` : `${greeting}!`;
}

/**
 * The storefront's welcome modal: over the page a customer lands on after signing in
 * (the login form passes `{ welcome: { firstName, firstTime } }` as router state). Closing it
 * clears that state, so a reload or Back does not bring it again.
 */
export function WelcomeModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const welcome = readWelcome(location.state);

  const clear = () => navigate(location.pathname + location.search + location.hash, { replace: true, state: null });
  const close = () => void clear();
  const seeMenu = async () => {
    // The entry behind /meniu loses the state first: Back from the menu shows the page, not the modal.
    await clear();
    await navigate('/meniu');
  };

  if (!welcome) return null;
  return (
    <LayeredModal
      open
      onClose={close}
      title={welcomeTitle(welcome.firstName, welcome.firstTime)}
      hideCloseButton
      initialFocus="[data-action='welcome-menu']"
      dialogProps={{ 'data-testid': 'storefront-welcome' }}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Închide
          </Button>
          <Button onClick={() => void seeMenu()} data-action="welcome-menu">
            Vezi meniul
          </Button>
        </>
      }
    >
      {welcome.firstTime ? (
        <>
          <p className="welcome-modal__lead">Contul tău este gata. Ne bucurăm că ai ales prăjiturile noastre!</p>
          <ul className="welcome-modal__list">
            <li>Comenzile tale le găsești oricând în „Contul meu”.</li>
            <li>Adresele salvate îți completează livrarea la următoarea comandă.</li>
            <li>Urmărești fiecare comandă pe pagina ei, de la confirmare până la livrare.</li>
          </ul>
        </>
      ) : (
        <p className="welcome-modal__lead">Ne bucurăm să te revedem. Vitrina de azi te așteaptă în meniu.</p>
      )}
    </LayeredModal>
  );
}
