import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/ui/page-shell';

export type LegalSection = { id: string; title: string; content: ReactNode };

type LegalPageProps = {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  footer?: ReactNode;
};

/** A long text page: title, table of contents, numbered sections. */
export function LegalPage({ title, intro, sections, footer }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <article className="legal container">
      <header className="legal__header">
        <p className="eyebrow">Informații legale</p>
        <h1 className="legal__title">{title}</h1>
        <div className="legal__intro">{intro}</div>
      </header>
      <nav className="legal__toc" aria-labelledby="legal-toc-title">
        <h2 className="legal__toc-title" id="legal-toc-title">
          Cuprins
        </h2>
        <ol>
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal__body">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} className="legal__section" aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>
              {i + 1}. {s.title}
            </h2>
            {s.content}
          </section>
        ))}
      </div>
      {footer ? <footer className="legal__footer">{footer}</footer> : null}
    </article>
  );
}
