import '../cart.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectCartCount, useCartStore } from '@/stores/cart';
import { cartButtonLabel } from '../lib/texts';
import { useBadgeBump } from '../lib/use-badge-bump';
import { useCartUi } from '../stores/cart-ui';

// The dialog comes in its own chunk, fetched when the pointer or focus reaches the button
// (or on the click itself), so the first screen does not wait for it.
const loadCartModal = () => import('./cart-modal');
const CartModal = lazy(async () => ({ default: (await loadCartModal()).CartModal }));
const preloadCartModal = () => void loadCartModal();

/** The header's cart button with the count badge (animated for 1 s on change) and the cart dialog. */
export function CartButton() {
  const count = useCartStore(selectCartCount);
  const open = useCartUi((s) => s.open);
  const setOpen = useCartUi((s) => s.setOpen);
  const bumping = useBadgeBump(count);
  const location = useLocation();
  // Mounted from the first opening on (so it can animate closed), never before.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // Another tab changed the cart: read it again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === useCartStore.persist.getOptions().name) void useCartStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Navigating elsewhere closes the dialog.
  useEffect(() => setOpen(false), [location.pathname, setOpen]);

  return (
    <>
      <button
        type="button"
        className="icon-btn cart-btn"
        aria-label={cartButtonLabel(count)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadCartModal}
        onFocus={preloadCartModal}
        data-count={count}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 8h14l-1.2 10.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className={['cart-btn__badge', bumping ? 'cart-btn__badge--bump' : ''].filter(Boolean).join(' ')} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <CartModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
