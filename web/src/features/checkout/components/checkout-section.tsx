import type { ReactNode } from 'react';

type CheckoutSectionProps = { name: string; title: string; children: ReactNode };

/** One titled part of the checkout form; its heading names it for screen readers. */
export function CheckoutSection({ name, title, children }: CheckoutSectionProps) {
  const titleId = `checkout-${name}-title`;
  return (
    <section className="checkout-section" aria-labelledby={titleId}>
      <h2 className="checkout-section__title" id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
