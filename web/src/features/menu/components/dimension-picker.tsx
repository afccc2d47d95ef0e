import { formatBani, formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import { discounted } from '../lib/product-discounts';
import type { Dimension } from '@/types/api';
import { isDimensionAvailable } from '../lib/product-rules';

type DimensionPickerProps = {
  dimensions: Dimension[];
  value: number | null;
  onChange: (id: number) => void;
  name: string;
  /** The percentage a product promotion takes off a size, if any: old and new price shown. */
  discountFor?: (dimensionId: number) => number | null;
};

/** One radio per dimension with its price; unavailable ones are disabled. */
export function DimensionPicker({ dimensions, value, onChange, name, discountFor }: DimensionPickerProps) {
  return (
    <fieldset className="option-group">
      <legend className="option-group__legend">Alege varianta</legend>
      <ul className="option-group__list">
        {dimensions.map((d) => {
          const available = isDimensionAvailable(d);
          const id = `${name}-dim-${d.id}`;
          return (
            <li key={d.id}>
              <label htmlFor={id} className={`option${available ? '' : ' option--disabled'}`}>
                <input
                  id={id}
                  type="radio"
                  name={`${name}-dimension`}
                  value={d.id}
                  checked={value === d.id}
                  disabled={!available}
                  onChange={() => onChange(d.id)}
                />
                <span className="option__name">{d.value}</span>
                <span className="option__price">
                  {!available ? 'indisponibil' : <Price price={d.price} percent={discountFor?.(d.id) ?? null} />}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function Price({ price, percent }: { price: string; percent: number | null }) {
  const bani = parseMoney(price);
  if (!percent || bani === null) return <>{formatMoney(price)}</>;
  return (
    <>
      <s className="price-old">{formatMoney(price)}</s> <strong className="price-new">{formatBani(discounted(bani, percent))}</strong>
    </>
  );
}
