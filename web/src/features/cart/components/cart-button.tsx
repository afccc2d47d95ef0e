import { useState } from 'react';
import { ButtonLink, EmptyState, Modal } from '@/components/ui';

/** Placeholder until the cart issue: opens an empty cart dialog. */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const count = 0;
  return (
    <>
      <button
        type="button"
        className="icon-btn cart-btn"
        aria-label={`Coșul de cumpărături, ${count} produse`}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 8h14l-1.2 10.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="cart-btn__badge" aria-hidden="true">
          {count}
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Coșul tău">
        <EmptyState
          title="Coșul tău este gol."
          description="Alege ceva bun din meniu și îl pregătim cu drag."
          action={
            <ButtonLink to="/meniu" onClick={() => setOpen(false)}>
              Vezi meniul
            </ButtonLink>
          }
        />
      </Modal>
    </>
  );
}
