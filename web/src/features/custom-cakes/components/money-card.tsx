import { formatMoney } from '@/lib/format';
import type { CakePayment, CakeRefund } from '../api/types';
import { showDay } from '../lib/dates';
import { wasPaid } from '../lib/terms';
import { PAYMENT_KIND_LABELS } from '../lib/texts';
import { CakeSection } from './cake-section';

function paymentLine(p: CakePayment): string {
  const what = `${PAYMENT_KIND_LABELS[p.purpose] ?? 'Plată'}: ${formatMoney(p.amount)}`;
  if (!wasPaid(p)) return `${what}, neplătit încă`;
  const refunded = p.refundedAmount && p.refundedAmount !== '0.00' ? `, din care ${formatMoney(p.refundedAmount)} rambursați` : '';
  return [`${what}, plătit cu cardul${refunded}`, showDay(p.capturedAt) || null].filter(Boolean).join(', ');
}

/** 'Plăți și rambursări': every payment asked and taken and every refund made, as both sides see them. */
export function MoneyCard({ payments = [], refunds = [] }: { payments?: CakePayment[]; refunds?: CakeRefund[] }) {
  return (
    <CakeSection name="money" title="Plăți și rambursări">
      {payments.length === 0 && refunds.length === 0 ? <p className="form__note">Nicio plată încă.</p> : null}
      {payments.length ? (
        <ul aria-label="Plăți">
          {payments.map((p, index) => (
            <li key={index}>{paymentLine(p)}</li>
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
