import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/bucharest-time';
import { formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import type { Promotion } from '@/types/api';
import { ProductPicture } from './product-picture';

// The chooser (and the cart store) come when a visitor opens a bundle.
const BundleChooser = lazy(async () => ({ default: (await import('./bundle-chooser')).BundleChooser }));

const BUNDLE_TYPES = new Set(['BUY_X_GET_Y_FREE', 'COMBO']);

const percentFormat = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });

const TYPE_LABELS: Record<string, string> = {
  NEWSLETTER_SUBSCRIPTION: 'Pentru abonații la newsletter',
  COUPON_CODE: 'Cod de reducere',
  BUY_X_GET_Y_FREE: 'Pachet promoțional',
  COMBO: 'Pachet promoțional',
  PRODUCT_DISCOUNT: 'Reducere la produse',
  CART_PERCENTAGE_DISCOUNT: 'Reducere la coș',
  CART_FIXED_DISCOUNT: 'Reducere la coș',
  BUY_ONE_GET_ONE: '1 + 1 gratis',
  FREE_ITEM: 'Produs gratuit',
};

function safeDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : formatDate(d);
}

/** One active promotion: what it gives, its conditions and its products. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const percent = promotion.discountPercentage != null ? Number(promotion.discountPercentage) : null;
  const amount = parseMoney(promotion.discountAmount ?? null);
  const minOrder = parseMoney(promotion.minOrderValue ?? null);
  const start = safeDate(promotion.startDate);
  const end = safeDate(promotion.endDate);
  const sets = promotion.promotionProductBeans ?? [];
  const [choosing, setChoosing] = useState(false);
  const bundle = BUNDLE_TYPES.has(promotion.type) && sets.length > 0;

  return (
    <article className="promotion-card">
      {promotion.image ? <ProductPicture src={promotion.image} className="promotion-card__img" /> : null}
      <div className="promotion-card__body">
        {promotion.type && TYPE_LABELS[promotion.type] ? <p className="eyebrow">{TYPE_LABELS[promotion.type]}</p> : null}
        <h2 className="promotion-card__title">{promotion.name}</h2>
        {promotion.description ? <p className="promotion-card__text">{promotion.description}</p> : null}
        <ul className="promotion-card__facts">
          {percent !== null && percent > 0 ? <li className="promotion-card__deal">Reducere de {percentFormat.format(percent)}%</li> : null}
          {amount !== null && amount > 0 ? <li className="promotion-card__deal">Reducere de {formatMoney(promotion.discountAmount)}</li> : null}
          {promotion.couponCode ? (
            <li>
              Cod: <strong className="promotion-card__code">{promotion.couponCode}</strong>
            </li>
          ) : null}
          {minOrder !== null && minOrder > 0 ? <li>Pentru comenzi de minimum {formatMoney(promotion.minOrderValue)}</li> : null}
          {start && end ? (
            <li>
              Valabilă între {start} și {end}
            </li>
          ) : end ? (
            <li>Valabilă până la {end}</li>
          ) : promotion.validityInDays ? (
            <li>Valabilă {promotion.validityInDays} zile</li>
          ) : null}
        </ul>
        {sets.length ? (
          <ul className="promotion-card__sets">
            {sets.map((set, i) => (
              <li key={i}>
                <span className="promotion-card__set-label">
                  {set.productFieldLabel || (set.isFreeProduct ? 'Produs gratuit' : `Produsul ${i + 1}`)}
                  {set.isFreeProduct ? <span className="badge badge--free">gratuit</span> : null}
                </span>
                : {(set.product ?? []).map((p) => p.name).join(', ')}
              </li>
            ))}
          </ul>
        ) : null}
        {bundle ? (
          <Button onClick={() => setChoosing(true)}>Alege produsele</Button>
        ) : null}
        {choosing ? (
          <Suspense fallback={null}>
            <BundleChooser promotion={promotion} onClose={() => setChoosing(false)} />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
