import { formatBani } from '@/lib/format';
import type { Bani } from '@/lib/money';

export const SUMMARY_ID = 'checkout-summary';

/**
 * On a phone the summary comes after the whole form: this line under the header keeps the total
 * in sight while the form is filled, and goes down to the summary.
 */
export function CheckoutGlance({ estimatedTotal, count }: { estimatedTotal: Bani; count: number }) {
  return (
    <div className="checkout-glance" data-testid="checkout-glance">
      <p className="checkout-glance__total">
        Total estimativ: <strong>{formatBani(estimatedTotal)}</strong>
      </p>
      <button
        type="button"
        className="link-btn"
        onClick={() => document.getElementById(SUMMARY_ID)?.scrollIntoView({ block: 'start' })}
      >
        Vezi sumarul ({count === 1 ? '1 produs' : `${count} produse`})
      </button>
    </div>
  );
}
