import { useEffect, type ReactNode } from 'react';
import { BUSINESS_NAME } from '@/lib/constants';

type PageShellProps = {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Narrow pages (forms) use a smaller max width. */
  width?: 'narrow' | 'normal' | 'wide';
};

/** Sets the document title and renders the page heading. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BUSINESS_NAME}` : BUSINESS_NAME;
  }, [title]);
}

export function PageShell({ title, subtitle, actions, children, width = 'normal' }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <section className={`page page--${width}`}>
      <header className="page__header">
        <div>
          <h1 className="page__title">{title}</h1>
          {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** Placeholder body for screens that later issues build. */
function ComingSoon({ note }: { note?: ReactNode }) {
  return (
    <div className="coming-soon">
      <svg className="coming-soon__art" viewBox="0 0 120 90" aria-hidden="true">
        <rect x="18" y="46" width="84" height="30" rx="6" fill="var(--color-surface-strong)" />
        <rect x="28" y="26" width="64" height="24" rx="6" fill="var(--color-primary-soft)" />
        <path d="M28 38c8 6 16-6 24 0s16-6 24 0 12-4 16 0" stroke="var(--color-cream-line)" strokeWidth="4" fill="none" strokeLinecap="round" />
        <circle cx="60" cy="18" r="6" fill="var(--color-accent)" />
        <rect x="58" y="8" width="4" height="6" rx="2" fill="var(--color-primary)" />
      </svg>
      <p className="coming-soon__title">În curând</p>
      <p className="coming-soon__text">{note ?? 'Lucrăm la această pagină. Revino în curând!'}</p>
    </div>
  );
}

/** Title + "în curând" note: a tidy shell for a page that is not built yet. */
export function ShellPage({ title, note, children }: { title: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <PageShell title={title}>
      <ComingSoon note={note} />
      {children}
    </PageShell>
  );
}
