import { Alert } from '@/components/ui/alert';
import { formatDateTimeShort } from '@/lib/bucharest-time';
import { formatBani, formatMoney } from '@/lib/format';
import type { CakeRequestDetail } from '../api/types';
import { REST_PAYMENT_LABELS } from '../lib/labels';
import { BOOKED, cakeMoney } from '../lib/money';

const METHOD: Record<string, string> = { ONLINE: 'online, cu cardul', CASH: 'numerar', CARD: 'card, la ghișeu' };
const KIND: Record<string, string> = { DEPOSIT: 'Avans', REST: 'Rest' };

/** "avans plătit X RON, rest Y RON", how the rest is paid, every payment and every refund. */
export function CakeMoney({ request }: { request: CakeRequestDetail }) {
  const money = cakeMoney(request);
  const booked = BOOKED.includes(request.status) || money.deposit > 0;
  const payments = request.payments ?? [];
  const refunds = request.refunds ?? [];
  return (
    <div className="cd-stack">
      {request.restUnpaid ? (
        <Alert tone="error" title="Rest neîncasat">
          <p>Plata automată a restului nu a reușit: clientul a primit un link de plată; altfel încasați restul la ridicare.</p>
        </Alert>
      ) : null}
      {booked ? (
        <p data-testid="cake-balance">
          <strong>
            avans plătit {formatBani(money.deposit)}, rest {formatBani(money.rest)}
          </strong>
          {money.restPaid > 0 ? ` (încasat din rest: ${formatBani(money.restPaid)})` : ''}
        </p>
      ) : (
        <p className="cd-muted">Niciun avans plătit încă: cererea nu rezervă capacitate în ziua evenimentului.</p>
      )}
      {request.restPayment ? <p>Restul se plătește: {REST_PAYMENT_LABELS[request.restPayment] ?? request.restPayment}.</p> : null}
      {payments.length ? (
        <ul className="cd-timeline" aria-label="Plăți">
          {payments.map((p, i) => (
            <li key={`p${i}`}>
              {KIND[p.kind] ?? p.kind}: <strong>{formatMoney(p.amount)}</strong>
              {p.method ? `, ${METHOD[p.method] ?? p.method}` : ''}
              <span className="cd-timeline__meta">{formatDateTimeShort(p.paidAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {refunds.length ? (
        <ul className="cd-timeline" aria-label="Rambursări">
          {refunds.map((r, i) => (
            <li key={`r${i}`}>
              Rambursat: <strong>{formatMoney(r.amount)}</strong>
              {r.reason ? ` · ${r.reason}` : ''}
              <span className="cd-timeline__meta">{formatDateTimeShort(r.refundedAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
