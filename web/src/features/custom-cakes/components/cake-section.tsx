import type { ReactNode } from 'react';

type CakeSectionProps = { name: string; title: string; children: ReactNode };

/** One titled part of the custom-cake pages; its heading names it for screen readers. */
export function CakeSection({ name, title, children }: CakeSectionProps) {
  const titleId = `cake-${name}-title`;
  return (
    <section className="cake-section" aria-labelledby={titleId}>
      <h2 className="cake-section__title" id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
