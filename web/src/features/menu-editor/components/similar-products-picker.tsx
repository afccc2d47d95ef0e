import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useProducts } from '../api/get-products';
import { MAX_SIMILAR } from '../lib/product-schema';

type Chosen = { id: number; name: string };

type SimilarProductsPickerProps = {
  value: Chosen[];
  onChange: (next: Chosen[]) => void;
  /** The product being edited (not offered as similar to itself). */
  excludeId?: number;
  error?: string;
};

/** Searchable choice of up to 5 similar products (combobox + chips). */
export function SimilarProductsPicker({ value, onChange, excludeId, error }: SimilarProductsPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const full = value.length >= MAX_SIMILAR;

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);

  const results = useProducts({ page: 0, searchBy: term }, { enabled: open && !full });
  const options = (results.data?.content ?? []).filter((p) => p.id !== excludeId && !value.some((v) => v.id === p.id));

  const choose = (p: Chosen) => {
    if (full) return;
    onChange([...value, { id: p.id, name: p.name }]);
    setText('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, Math.max(0, options.length - 1)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === 'Enter') {
      if (open && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    }
  };

  const errorId = error ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const showList = open && !full;

  return (
    <div className="field adm-combo">
      <label className="field__label" htmlFor={`${id}-input`}>
        Produse similare
      </label>
      {value.length ? (
        <ul className="adm-chips" aria-label="Produse similare alese">
          {value.map((v) => (
            <li key={v.id} className="adm-chip">
              <span>{v.name}</span>
              <button
                type="button"
                className="adm-chip__remove"
                onClick={() => onChange(value.filter((x) => x.id !== v.id))}
                aria-label={`Elimină ${v.name} din produsele similare`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="adm-combo__box">
        <input
          id={`${id}-input`}
          className={['input', error ? 'input--invalid' : ''].filter(Boolean).join(' ')}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && options[active] ? `${id}-opt-${options[active].id}` : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          placeholder={full ? 'Ați ales 5 produse' : 'Caută un produs'}
          disabled={full}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList ? (
          <ul className="adm-combo__list" role="listbox" id={listId} aria-label="Produse găsite">
            {results.isPending ? (
              <li className="adm-combo__note">Se caută…</li>
            ) : results.isError ? (
              <li className="adm-combo__note">Căutarea nu este posibilă momentan.</li>
            ) : options.length === 0 ? (
              <li className="adm-combo__note">Niciun produs găsit.</li>
            ) : (
              options.map((p, i) => (
                <li
                  key={p.id}
                  id={`${id}-opt-${p.id}`}
                  role="option"
                  aria-selected={i === active}
                  className="adm-combo__option"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(p)}
                >
                  {p.name}
                  {p.category?.name ? <span className="adm-combo__meta"> · {p.category.name}</span> : null}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <p className="field__hint" id={hintId}>
        Cel mult {MAX_SIMILAR} produse ({value.length} din {MAX_SIMILAR} alese).
      </p>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
