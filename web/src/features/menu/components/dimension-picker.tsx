import { formatMoney } from '@/lib/format';
import type { Dimension } from '@/types/api';
import { isDimensionAvailable } from '../lib/product-rules';

type DimensionPickerProps = {
  dimensions: Dimension[];
  value: number | null;
  onChange: (id: number) => void;
  name: string;
};

/** One radio per dimension with its price; unavailable ones are disabled. */
export function DimensionPicker({ dimensions, value, onChange, name }: DimensionPickerProps) {
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
                <span className="option__price">{available ? formatMoney(d.price) : 'indisponibil'}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
