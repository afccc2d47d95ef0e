/** The root error screen. Works without the router (it may be what failed). */
const ROOT_ERROR_TITLE = 'A apărut o eroare';

export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <main className="error-screen" id="continut">
      <div className="error-screen__card">
        <svg viewBox="0 0 96 96" width="88" height="88" aria-hidden="true">
          <circle cx="48" cy="48" r="44" fill="var(--color-primary-soft)" />
          <path d="M28 56c0-11 9-20 20-20s20 9 20 20v6H28v-6Z" fill="var(--color-primary)" />
          <path d="M36 44l24 20M60 44L36 64" stroke="var(--color-bg)" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1 className="error-screen__title">{ROOT_ERROR_TITLE}</h1>
        <p>Ne pare rău, ceva nu a funcționat cum trebuia. Încearcă din nou sau revino la prima pagină.</p>
        <div className="error-screen__actions">
          {onRetry ? (
            <button type="button" className="btn btn--primary btn--md" onClick={onRetry}>
              Încearcă din nou
            </button>
          ) : null}
          <a className="btn btn--secondary btn--md" href="/">
            Înapoi la prima pagină
          </a>
        </div>
      </div>
    </main>
  );
}
