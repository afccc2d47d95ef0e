import './search-picker.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './button';

export type PickerOption = { id: number; label: string; meta?: string };

/** How long typing must pause before the search is asked for (one request per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchPickerProps = {
  label: string;
  /** What the results list is called for screen readers ("Produse găsite"). */
  resultsLabel: string;
  placeholder?: string;
  /** The options found so far (every loaded page). */
  options: PickerOption[];
  /** What is chosen, by name: shown even when it is on no loaded page. */
  chosen: PickerOption[];
  onToggle: (option: PickerOption) => void;
  /** Called with the trimmed search once typing pauses. */
  onSearch: (term: string) => void;
  /** One choice only (choosing another replaces it). */
  single?: boolean;
  loading?: boolean;
  failed?: boolean;
  /** How many match the search in all, when the server says. */
  total?: number;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  error?: string;
  emptyText?: string;
};

/**
 * A searchable, paged choice among thousands: a search box (combobox), the results as a listbox
 * shown under it, "Încarcă mai multe" for the next page, and the choices as removable chips.
 * Arrow keys move through the results (reaching the last one loads the next page), Enter chooses.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { label, resultsLabel, placeholder, options, chosen, onToggle, onSearch, single, loading, failed, total } = props;
  const { hasMore, loadingMore, onLoadMore, error, emptyText = 'Nu s-a găsit nimic.' } = props;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  // The latest onSearch, without restarting the pause each time the parent renders.
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });

  useEffect(() => {
    const timer = window.setTimeout(() => searchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const optionId = (option: PickerOption) => `${id}-option-${option.id}`;
  const activeOption = options[active];
  const isChosen = (option: PickerOption) => chosen.some((c) => c.id === option.id);

  useEffect(() => {
    if (!activeOption) return;
    // jsdom has no layout: scrollIntoView is missing there.
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  const move = (to: number) => {
    const last = options.length - 1;
    const next = Math.max(0, Math.min(to, last));
    setActive(next);
    if (next === last && hasMore && !loadingMore) onLoadMore?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(active - 1);
    } else if (event.key === 'Enter') {
      // Enter chooses the highlighted result; it never submits the form from here.
      event.preventDefault();
      if (activeOption) onToggle(activeOption);
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
    }
  };

  const status = loading
    ? 'Se caută…'
    : failed
      ? 'Căutarea nu este posibilă momentan.'
      : options.length === 0
        ? emptyText
        : total !== undefined
          ? `${options.length} din ${total} afișate.`
          : `${options.length} afișate.`;

  return (
    <div className={['field', 'search-picker', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {chosen.length ? (
        <ul className="search-picker__chips" aria-label={`${label}: alese`}>
          {chosen.map((c) => (
            <li key={c.id} className="search-picker__chip">
              <span>{c.label}</span>
              <button type="button" className="search-picker__remove" onClick={() => onToggle(c)} aria-label={`Elimină ${c.label}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        className={['input', error ? 'input--invalid' : ''].filter(Boolean).join(' ')}
        type="search"
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        placeholder={placeholder ?? 'Caută'}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {options.length ? (
        // Focusable too: a keyboard can reach and scroll the results, and choose there with the same keys.
        <ul
          className="search-picker__list"
          role="listbox"
          id={listId}
          aria-label={resultsLabel}
          aria-multiselectable={!single}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(option)}
              role="option"
              aria-selected={isChosen(option)}
              className={['search-picker__option', index === active ? 'is-active' : ''].filter(Boolean).join(' ')}
              // Keeps the focus where it was (the search box or the list), so the keys go on from there.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setActive(index);
                onToggle(option);
              }}
            >
              <span className="search-picker__mark" aria-hidden="true">
                {isChosen(option) ? '✓' : ''}
              </span>
              <span>
                {option.label}
                {option.meta ? <span className="search-picker__meta"> · {option.meta}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field__hint search-picker__status" id={hintId} aria-live="polite">
        {status}
      </p>
      {hasMore && !loading ? (
        <Button variant="secondary" size="sm" onClick={onLoadMore} loading={loadingMore}>
          Încarcă mai multe
        </Button>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
