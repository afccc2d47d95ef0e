import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ui-extra.css';

export type TabItem<T extends string> = { id: T; label: ReactNode; invalid?: boolean };

type TabsProps<T extends string> = {
  /** Prefix for the tab and panel ids (unique on the page). */
  idPrefix: string;
  items: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
};

function tabId(prefix: string, id: string) {
  return `${prefix}-tab-${id}`;
}
function panelId(prefix: string, id: string) {
  return `${prefix}-panel-${id}`;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs<T extends string>({ idPrefix, items, value, onChange, label }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  // aria-controls must name an element that exists: pages that filter one list with the tabs
  // (rather than rendering a TabPanel per tab) have no panel to point at.
  // Set after render, once the panels (siblings of the list) are in the document.
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, value))}`);
    const panel = panelId(idPrefix, value);
    listRef.current?.querySelectorAll('[role="tab"]').forEach((t) => t.removeAttribute('aria-controls'));
    if (tab && document.getElementById(panel)) tab.setAttribute('aria-controls', panel);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((t) => t.id === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, items[next].id))}`)?.focus();
  };

  return (
    <div className="ui-tabs" role="tablist" aria-label={label} ref={listRef}>
      {items.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={['ui-tabs__tab', tab.invalid ? 'ui-tabs__tab--invalid' : ''].filter(Boolean).join(' ')}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; id: string; active: boolean; children: ReactNode };

/** Panel of a tab; inactive panels stay mounted but hidden (their form values are kept). */
export function TabPanel({ idPrefix, id, active, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      hidden={!active}
      className="ui-tabs__panel"
    >
      {children}
    </div>
  );
}
