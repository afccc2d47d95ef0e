import { formatMoney } from '@/lib/format';
import type { CakePayment, CakeRefund } from '../api/types';
import { showDay } from '../lib/dates';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS } from '../lib/texts';
import { CakeSection } from './cake-section';

/** 'Plăți și rambursări': every payment taken and every refund made, as both sides see them. */
export function MoneyCard({ payments = [], refunds = [] }: { payments?: CakePayment[]; refunds?: CakeRefund[] }) {
  return (
    <CakeSection name="money" title="Plăți și rambursări">
      {payments.length === 0 && refunds.length === 0 ? <p className="form__note">Nicio plată încă.</p> : null}
      {payments.length ? (
        <ul aria-label="Plăți">
          {payments.map((p, index) => (
            <li key={index}>
              {[
                `${PAYMENT_KIND_LABELS[p.kind ?? ''] ?? 'Plată'}: ${formatMoney(p.amount)}`,
                p.method ? (PAYMENT_METHOD_LABELS[p.method] ?? p.method) : null,
                showDay(p.paidAt) || null,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      {refunds.length ? (
        <ul aria-label="Rambursări">
          {refunds.map((r, index) => (
            <li key={index}>
              {[showDay(r.createdAt), `${formatMoney(r.amount)} rambursați`].filter(Boolean).join(': ')}
              {r.reason ? ` — ${r.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </CakeSection>
  );
}
