import './ui-extra.css';
import { allergenOf } from '@/lib/allergens';

type AllergenListProps = {
  allergens: readonly string[] | null | undefined;
  /** Compact: one line of icons with their names (the cart). */
  compact?: boolean;
  /** Shown when there is none (food information must say so before a distance sale). */
  emptyText?: string | null;
};

/** The allergens a product contains (EU Regulation 1169/2011): an icon and its name for each. */
export function AllergenList({ allergens, compact = false, emptyText = 'Nu conține niciunul dintre cei 14 alergeni.' }: AllergenListProps) {
  const known = (allergens ?? []).map(allergenOf).filter((a) => a !== undefined);
  if (!known.length) return emptyText ? <p className="allergens allergens--none">{emptyText}</p> : null;
  return (
    <ul className={`allergens${compact ? ' allergens--compact' : ''}`} aria-label="Alergeni">
      {known.map((a) => (
        <li key={a.code} className="allergens__item" data-allergen={a.code}>
          <span className="allergens__icon" aria-hidden="true">
            {a.icon}
          </span>
          {a.name}
        </li>
      ))}
    </ul>
  );
}
