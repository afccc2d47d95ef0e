import { formatMoney } from '@/lib/format';
import type { ExtraIngredient } from '@/types/api';

type ExtrasPickerProps = {
  extras: ExtraIngredient[];
  chosen: string[];
  onToggle: (name: string) => void;
  name: string;
};

/** Extra ingredients of the category as checkboxes: 'Fructe de pădure +12,00 RON'. */
export function ExtrasPicker({ extras, chosen, onToggle, name }: ExtrasPickerProps) {
  return (
    <fieldset className="option-group">
      <legend className="option-group__legend">Ingrediente suplimentare</legend>
      <ul className="option-group__list">
        {extras.map((extra, i) => {
          const id = `${name}-extra-${i}`;
          return (
            <li key={extra.name}>
              <label htmlFor={id} className="option">
                <input id={id} type="checkbox" checked={chosen.includes(extra.name)} onChange={() => onToggle(extra.name)} />
                <span className="option__name">{extra.name}</span>
                <span className="option__price">+{formatMoney(extra.price)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
