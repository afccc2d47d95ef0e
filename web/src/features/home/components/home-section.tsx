import type { ReactNode } from 'react';

type HomeSectionProps = { id: string; eyebrow: string; title: string; lead?: string; children: ReactNode; tinted?: boolean };

export function HomeSection({ id, eyebrow, title, lead, children, tinted = false }: HomeSectionProps) {
  return (
    <section className={`section${tinted ? ' section--tinted' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 className="section__title" id={`${id}-title`}>
            {title}
          </h2>
          {lead ? <p className="section__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
