import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { formatDateTimeShort } from '@/lib/bucharest-time';
import { formatBani, formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import type { CakeRequestDetail } from '../api/types';
import { REST_PAYMENT_LABELS } from '../lib/labels';
import { BOOKED, cakeMoney, paidOf } from '../lib/money';

const PURPOSE: Record<string, string> = { DEPOSIT: 'Avans', REST: 'Rest' };
const AT_COUNTER: Record<string, string> = { CASH: 'numerar', CARD: 'card, la ghișeu', CASH_CARD: 'numerar și card', ONLINE: 'online' };
/** A card payment that took no money says why. */
const NOT_PAID: Record<string, string> = {
  AWAITING: 'neplătit încă',
  AUTHORIZED: 'autorizat, neîncasat',
  RELEASED: 'eliberat',
  EXPIRED: 'expirat',
};

/** "avans plătit X RON, rest Y RON", how the rest is paid, every payment and every refund. */
export function CakeMoney({ request }: { request: CakeRequestDetail }) {
  const money = cakeMoney(request);
  const booked = BOOKED.includes(request.status) || money.deposit > 0;
  const payments = request.payments;
  const refunds = request.refunds;
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
      {request.orderId && request.orderNumber ? (
        <p>
          Comanda zilei: <Link to={`/comenzi/${request.orderId}`}>{request.orderNumber}</Link>
        </p>
      ) : null}
      {request.restPaidWith ? (
        <p>Restul a fost încasat la predare: {AT_COUNTER[request.restPaidWith] ?? request.restPaidWith}.</p>
      ) : request.restPayment ? (
        <p>Restul se plătește: {REST_PAYMENT_LABELS[request.restPayment] ?? request.restPayment}.</p>
      ) : null}
      {payments.length ? (
        <ul className="cd-timeline" aria-label="Plăți">
          {payments.map((p, i) => (
            <li key={`p${i}`}>
              {PURPOSE[p.purpose] ?? p.purpose} online: <strong>{formatMoney(p.amount)}</strong>
              {paidOf(p) > 0 ? ', încasat' : `, ${NOT_PAID[p.state ?? 'AWAITING'] ?? p.state}`}
              {p.refundedAmount && (parseMoney(p.refundedAmount) ?? 0) > 0 ? `, rambursat ${formatMoney(p.refundedAmount)}` : ''}
              {p.capturedAt ? <span className="cd-timeline__meta">{formatDateTimeShort(p.capturedAt)}</span> : null}
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
              <span className="cd-timeline__meta">{formatDateTimeShort(r.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
