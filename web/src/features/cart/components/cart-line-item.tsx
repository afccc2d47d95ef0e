import { AllergenList } from '@/components/ui/allergen-list';
import { formatBani, formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import { lineTotal, linePackaging, useCartStore, type CartLine } from '@/stores/cart';

function lineName(line: CartLine): string {
  return line.kind === 'product' ? line.name : line.promotionName;
}

const MinusIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const PlusIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const TrashIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** One cart line: what it is, its options, − / + and remove. */
export function CartLineItem({ line }: { line: CartLine }) {
  const increase = useCartStore((s) => s.increase);
  const decrease = useCartStore((s) => s.decrease);
  const remove = useCartStore((s) => s.remove);
  const name = lineName(line);
  const min = line.kind === 'product' ? line.minQuantity : 1;
  const atMax = line.kind === 'product' && line.maxQuantity !== null && line.quantity >= line.maxQuantity;
  const packaging = linePackaging(line);

  return (
    <li className="cart-line" aria-label={name}>
      <div className="cart-line__info">
        <p className="cart-line__name">{name}</p>
        {line.kind === 'product' ? (
          <>
            <p className="cart-line__meta">
              {line.dimensionLabel} · {formatMoney(line.price)} / buc.
            </p>
            {line.extraIngredients.length ? (
              <ul className="cart-line__extras" aria-label="Ingrediente extra">
                {line.extraIngredients.map((e) => (
                  <li key={e.name}>
                    + {e.name}
                    {parseMoney(e.price) ? ` (${formatMoney(e.price)})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            {line.preferredMessage ? <p className="cart-line__message">Mesaj: „{line.preferredMessage}”</p> : null}
            {line.allergens ? <AllergenList allergens={line.allergens} compact emptyText={null} /> : null}
            {min > 1 ? <p className="cart-line__meta">Minimum {min} bucăți</p> : null}
          </>
        ) : (
          <ul className="cart-line__extras" aria-label="Produsele promoției">
            {line.productBeans.map((b, i) => (
              <li key={`${b.productId}-${b.dimensionId}-${i}`}>
                {b.productName} ({b.dimensionName}){b.isFreeProduct ? ' — gratuit' : ''}
              </li>
            ))}
          </ul>
        )}
        {packaging ? <p className="cart-line__meta">Ambalaj: {formatBani(packaging)}</p> : null}
      </div>
      <div className="cart-line__controls">
        <div className="cart-line__qty" role="group" aria-label={`Cantitate ${name}`}>
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            onClick={() => decrease(line.key)}
            aria-label={line.quantity <= min ? `Elimină ${name} din coș` : `Scade cantitatea de ${name}`}
          >
            <MinusIcon />
          </button>
          <span className="cart-line__count" aria-live="polite">
            {line.quantity}
          </span>
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            onClick={() => increase(line.key)}
            disabled={atMax}
            aria-label={`Crește cantitatea de ${name}`}
          >
            <PlusIcon />
          </button>
        </div>
        <p className="cart-line__total">{formatBani(lineTotal(line))}</p>
        <button type="button" className="cart-line__remove" onClick={() => remove(line.key)} aria-label={`Șterge ${name} din coș`}>
          <TrashIcon />
          <span aria-hidden="true">Șterge</span>
        </button>
      </div>
    </li>
  );
}
