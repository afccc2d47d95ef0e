import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { TotalsList } from '@/components/ui/totals-list';
import { formatBani } from '@/lib/format';
import { cartTotals, useCartStore } from '@/stores/cart';
import { CART_EMPTY, CART_TITLE, CHECKOUT_LABEL, CLEAR_CART_LABEL, ESTIMATE_NOTE } from '../lib/texts';
import { CartLineItem } from './cart-line-item';

type CartModalProps = { open: boolean; onClose: () => void };

/** The cart dialog: lines, estimated subtotal, 'Finalizează comanda'. */
export function CartModal({ open, onClose }: CartModalProps) {
  const lines = useCartStore((s) => s.lines);
  const clear = useCartStore((s) => s.clear);
  const navigate = useNavigate();
  const [confirmClear, setConfirmClear] = useState(false);
  const totals = cartTotals(lines);
  const empty = lines.length === 0;

  const close = () => {
    setConfirmClear(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={CART_TITLE}
      closeLabel="Închide coșul"
      footer={
        empty ? undefined : (
          <div className="cart-footer">
            <TotalsList
              lines={[
                { label: 'Produse', value: formatBani(totals.products) },
                totals.packaging ? { label: 'Ambalaje', value: formatBani(totals.packaging) } : null,
              ]}
              total={{ label: 'Subtotal estimativ', value: formatBani(totals.total) }}
            />
            <p className="cart-footer__note">{ESTIMATE_NOTE}</p>
            <div className="cart-footer__actions">
              {confirmClear ? (
                <span className="cart-clear-confirm" role="group" aria-label="Confirmă golirea coșului">
                  <span>Sigur golești coșul?</span>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      clear();
                      setConfirmClear(false);
                    }}
                  >
                    Da, golește
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirmClear(false)}>
                    Nu
                  </Button>
                </span>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)}>
                  {CLEAR_CART_LABEL}
                </Button>
              )}
              <Button
                onClick={() => {
                  close();
                  navigate('/checkout');
                }}
              >
                {CHECKOUT_LABEL}
              </Button>
            </div>
          </div>
        )
      }
    >
      {empty ? (
        <EmptyState
          title={CART_EMPTY}
          description="Alege ceva bun din meniu și îl pregătim cu drag."
          action={
            <ButtonLink to="/meniu" onClick={close}>
              Vezi meniul
            </ButtonLink>
          }
        />
      ) : (
        <ul className="cart-lines" aria-label="Produsele din coș">
          {lines.map((line) => (
            <CartLineItem key={line.key} line={line} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
