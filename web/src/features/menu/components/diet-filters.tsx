import { DIET_FILTERS } from '../lib/diet';

type DietFiltersProps = { chosen: string[]; onChange: (chosen: string[]) => void };

export function DietFilters({ chosen, onChange }: DietFiltersProps) {
  const toggle = (key: string) => onChange(chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
  return (
    <fieldset className="diet-filters">
      <legend className="diet-filters__label">Filtre:</legend>
      {DIET_FILTERS.map((f) => (
        <label key={f.key}>
          <input type="checkbox" checked={chosen.includes(f.key)} onChange={() => toggle(f.key)} />
          {f.label}
        </label>
      ))}
    </fieldset>
  );
}
