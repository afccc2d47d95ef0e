import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

type SectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'aria-labelledby'> & {
  title: ReactNode;
  /** The heading's class: each area styles its cards' titles ('adm-card__title', 'order-card__title', …). */
  titleClassName?: string;
};

/** A section named by its own h2 (a landmark assistive technology can list and jump to). */
export function Section({ title, titleClassName, children, ...section }: SectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} {...section}>
      <h2 className={titleClassName} id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
