import { TotalsList } from '@/components/ui/totals-list';
import { formatBani, formatMoney } from '@/lib/format';
import type { DiscountLine } from '@/types/api';
import { lineTotal, type CartLine, type CartTotals } from '@/stores/cart';
import { SUMMARY_ID } from './checkout-glance';

type OrderSummaryProps = {
  lines: CartLine[];
  totals: CartTotals;
  deliveryFee: number | null;
  /** Each promotion the server applies, on its own line. */
  discounts?: DiscountLine[];
  estimatedTotal: number;
  onEditCart?: () => void;
};

/** The cart as it will be ordered, with an estimate of the total (the server prices the order). */
export function OrderSummary({ lines, totals, deliveryFee, discounts = [], estimatedTotal, onEditCart }: OrderSummaryProps) {
  return (
    <div className="checkout-summary" id={SUMMARY_ID}>
      <div className="checkout-summary__head">
        <h2 className="checkout-section__title">Sumar comandă</h2>
        {onEditCart ? (
          <button type="button" className="link-btn" onClick={onEditCart}>
            Modifică coșul
          </button>
        ) : null}
      </div>
      <ul className="checkout-summary__lines" aria-label="Produsele comenzii">
        {lines.map((line) => (
          <li key={line.key} className="checkout-summary__line">
            <span className="checkout-summary__qty">{line.quantity} ×</span>
            <span className="checkout-summary__name">
              {line.kind === 'product' ? (
                <>
                  {line.name} <span className="checkout-summary__meta">({line.dimensionLabel})</span>
                  {line.extraIngredients.length ? (
                    <span className="checkout-summary__meta"> + {line.extraIngredients.map((e) => e.name).join(', ')}</span>
                  ) : null}
                  {line.preferredMessage ? <span className="checkout-summary__meta checkout-summary__message">Mesaj: „{line.preferredMessage}”</span> : null}
                </>
              ) : (
                <>
                  {line.promotionName}
                  <span className="checkout-summary__meta"> ({line.productBeans.map((b) => b.productName).join(', ')})</span>
                </>
              )}
            </span>
            <span className="checkout-summary__price">{formatBani(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <TotalsList
        divided
        lines={[
          { label: 'Produse', value: formatBani(totals.products) },
          totals.packaging ? { label: 'Ambalaje', value: formatBani(totals.packaging) } : null,
          deliveryFee !== null ? { label: 'Taxă de livrare', value: formatBani(deliveryFee) } : null,
          ...discounts.map((d) => ({ label: d.promotionName, value: formatMoney(d.amount), discount: true })),
        ]}
        total={{ label: 'Total estimativ', value: formatBani(estimatedTotal) }}
      />
      <p className="checkout-summary__note">
        Totalul final (cu promoțiile și cuponul) îl calculează cofetăria la plasarea comenzii și îl vezi pe pagina de confirmare.
      </p>
    </div>
  );
}
