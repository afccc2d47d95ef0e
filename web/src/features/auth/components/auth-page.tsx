import '../auth.css';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthMode = 'authenticate' | 'register' | 'forgotPassword';

function parseAuthMode(value: string | null): AuthMode {
  return value === 'register' || value === 'forgotPassword' ? value : 'authenticate';
}

const COPY: Record<AuthMode, { title: string; lead: string }> = {
  authenticate: { title: 'Autentificare', lead: 'Intră în cont pentru a comanda mai repede și a-ți vedea comenzile.' },
  register: { title: 'Creează cont', lead: 'Un cont nou îți păstrează adresele și istoricul comenzilor.' },
  forgotPassword: { title: 'Ai uitat parola?', lead: 'Scrie adresa de email a contului și îți trimitem un link de resetare.' },
};

/** /auth with its three modes: ?mode=authenticate (default), register, forgotPassword. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode = parseAuthMode(params.get('mode'));
  const copy = COPY[mode];
  useDocumentTitle(copy.title);
  const switchTo = (next: AuthMode) => setParams({ mode: next }, { replace: false });

  return (
    <section className="auth">
      <div className="auth__card">
        <div className="auth__tabs" role="group" aria-label="Alege acțiunea">
          <button
            type="button"
            className="auth__tab"
            aria-pressed={mode === 'authenticate'}
            onClick={() => switchTo('authenticate')}
          >
            Am cont
          </button>
          <button type="button" className="auth__tab" aria-pressed={mode === 'register'} onClick={() => switchTo('register')}>
            Cont nou
          </button>
        </div>
        <h1 className="auth__title" id="auth-title">
          {copy.title}
        </h1>
        <p className="auth__lead">{copy.lead}</p>

        {mode === 'authenticate' ? <LoginForm key="login" /> : null}
        {mode === 'register' ? <RegisterForm key="register" /> : null}
        {mode === 'forgotPassword' ? <ForgotPasswordForm key="forgot" /> : null}

        <div className="auth__switch">
          {mode === 'authenticate' ? (
            <>
              <button type="button" className="link-btn" onClick={() => switchTo('forgotPassword')}>
                Ai uitat parola?
              </button>
              <p>
                Nu ai cont?{' '}
                <button type="button" className="link-btn" onClick={() => switchTo('register')}>
                  Creează unul acum
                </button>
              </p>
            </>
          ) : (
            <p>
              {mode === 'register' ? 'Ai deja cont? ' : 'Ți-ai amintit parola? '}
              <button type="button" className="link-btn" onClick={() => switchTo('authenticate')}>
                Autentifică-te
              </button>
            </p>
          )}
          <p className="auth__fineprint">
            Continuând, ești de acord cu <Link to="/termeni-si-conditii">Termenii și condițiile</Link> și{' '}
            <Link to="/privacy-policy">Politica de confidențialitate</Link>.
          </p>
        </div>
      </div>
      <AuthArt />
    </section>
  );
}

function AuthArt() {
  return (
    <div className="auth__art" aria-hidden="true">
      <svg viewBox="0 0 240 240">
        <circle cx="120" cy="120" r="110" fill="var(--color-primary-soft)" />
        <rect x="50" y="130" width="140" height="60" rx="10" fill="var(--color-chocolate)" />
        <rect x="62" y="92" width="116" height="44" rx="10" fill="var(--color-accent)" />
        <path d="M62 112c12 10 22-8 34 0s22-8 34 0 22-8 34 0 14-6 14-6" stroke="var(--color-cream)" strokeWidth="7" fill="none" strokeLinecap="round" />
        <rect x="116" y="58" width="8" height="30" rx="4" fill="var(--color-cream)" />
        <path d="M120 40c8 8 6 16 0 18-6-2-8-10 0-18Z" fill="#f4b23e" />
        <path d="M50 160h140" stroke="var(--color-cream)" strokeWidth="4" strokeDasharray="6 10" />
      </svg>
    </div>
  );
}
