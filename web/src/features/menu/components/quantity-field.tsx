type QuantityFieldProps = {
  id: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** Quantity with − and + buttons, kept between min and max. */
export function QuantityField({ id, value, min, max, onChange, disabled }: QuantityFieldProps) {
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : min, min), Math.max(min, max));
  return (
    <div className="quantity">
      <label htmlFor={id} className="option-group__legend">
        Cantitate
      </label>
      <div className="quantity__row">
        <button
          type="button"
          className="icon-btn"
          aria-label="Scade cantitatea"
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <input
          id={id}
          className="input quantity__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(clamp(e.target.valueAsNumber))}
        />
        <button
          type="button"
          className="icon-btn"
          aria-label="Crește cantitatea"
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
