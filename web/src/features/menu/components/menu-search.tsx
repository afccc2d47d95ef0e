import { useEffect, useRef, useState, type FormEvent } from 'react';

const SEARCH_DEBOUNCE_MS = 400;
const SEARCH_LABEL = 'Caută în meniu';

type MenuSearchProps = { value: string; onSearch: (text: string) => void };

/** Search box: the text goes into the URL (?search=) after a short pause, or at once on Enter. */
export function MenuSearch({ value, onSearch }: MenuSearchProps) {
  const [text, setText] = useState(value);
  const applied = useRef(value);

  // The URL changed from elsewhere (a category chip, back button): show its value.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === applied.current.trim()) return;
    const timer = setTimeout(() => {
      applied.current = wanted;
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    applied.current = text.trim();
    onSearch(text.trim());
  };

  return (
    <form role="search" className="menu-search" onSubmit={submit}>
      <label htmlFor="menu-search" className="menu-search__label">
        {SEARCH_LABEL}
      </label>
      <div className="menu-search__box">
        <svg className="menu-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id="menu-search"
          className="input menu-search__input"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="de exemplu: tort, ecler, cozonac"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </form>
  );
}
