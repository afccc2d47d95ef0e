import { ButtonLink } from '@/components/ui/button';
import { formatIsoDate } from '@/lib/bucharest-time';
import type { AdminPromotion } from '@/types/api';
import { STATUS_LABELS, STATUS_TONES, type KindConfig } from '../lib/kinds';

function until(p: AdminPromotion): string {
  if (p.endDate) return `până la ${formatIsoDate(p.endDate)}`;
  if (p.validityInDays != null) return `valabil ${p.validityInDays} zile`;
  return 'fără limită';
}

/**
 * On a kind's page without ?id=: the promotions of that kind that exist, each with its state and
 * an edit link, so the owner sees which codes run before making a new one.
 */
export function PromotionsOfKind({ config, promotions }: { config: KindConfig; promotions: AdminPromotion[] }) {
  const mine = promotions.filter((p) => p.type === config.kind);
  const active = mine.filter((p) => p.status === 'ACTIVE').length;
  return (
    <section className="card promo-existing" aria-labelledby="promo-existing-title">
      <h2 id="promo-existing-title" className="adm-card__title">
        Existente: {active} {active === 1 ? 'activă' : 'active'} din {mine.length}
      </h2>
      {mine.length ? (
        <ul className="promo-existing__list">
          {mine.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong>
              {p.couponCode ? <code className="promo-code">{p.couponCode}</code> : null}
              <span className={`adm-badge ${STATUS_TONES[p.status] ?? ''}`}>{STATUS_LABELS[p.status] ?? p.status}</span>
              <span className="adm-muted">{until(p)}</span>
              <ButtonLink to={`?id=${p.id}`} variant="secondary" size="sm">
                Editează
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="adm-muted">Nu există încă promoții de acest tip.</p>
      )}
    </section>
  );
}
