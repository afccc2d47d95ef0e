import { useEffect, type RefObject } from 'react';
import { useLatest } from '@/lib/use-latest';

/** What Tab may reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, bottom to top: only the top one answers Escape and keeps Tab inside. */
const stack: symbol[] = [];
let savedOverflow = '';

function push(id: symbol) {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(id);
}

function pop(id: symbol) {
  const index = stack.indexOf(id);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

/**
 * Tab and Shift+Tab go round from the last item to the first and back, and come back in when
 * focus was outside; with nothing to reach, focus stays where it is.
 */
function keepFocusInside(event: KeyboardEvent, panel: HTMLElement): void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  if (!panel.contains(document.activeElement)) {
    event.preventDefault();
    (event.shiftKey ? lastItem : firstItem).focus();
  } else if (event.shiftKey && document.activeElement === firstItem) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && document.activeElement === lastItem) {
    event.preventDefault();
    firstItem.focus();
  }
}

/**
 * The element focused last, for a routed dialog: when it mounts, the page under it (and the link
 * that opened it) has been mounted anew and nothing has the focus any more.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/**
 * How to find the element that opened a dialog again. A routed dialog (the product over the menu)
 * changes the route, and the page under it is mounted anew on the way back: the opener is then
 * a new element, found by its id or, for a link, by where it leads.
 */
function openerFinder(opener: HTMLElement | null): () => HTMLElement | null {
  if (!opener || opener === document.body) return () => null;
  const id = opener.id;
  const href = opener instanceof HTMLAnchorElement ? opener.getAttribute('href') : null;
  return () => {
    if (document.contains(opener)) return opener;
    if (id) return document.getElementById(id);
    if (href === null) return null;
    return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).find((a) => a.getAttribute('href') === href) ?? null;
  };
}

/** Focus back on the opener; a page mounted anew may draw it a few frames later (never over a focus moved since). */
function giveFocusBack(find: () => HTMLElement | null, framesLeft = 10): void {
  const target = find();
  if (target) {
    target.focus();
    return;
  }
  const active = document.activeElement;
  if (framesLeft > 0 && (!active || active === document.body)) requestAnimationFrame(() => giveFocusBack(find, framesLeft - 1));
}

/**
 * What every dialog does while open (Modal, LayeredModal): focus moves in (to `initialFocus`, a
 * selector inside the panel, or the first focusable item), Tab stays inside, Escape closes, the
 * page behind does not scroll, and focus returns to the opener (found again when the page under
 * a routed dialog was mounted anew). With several open (an alert over
 * a form) only the top one answers the keyboard.
 */
export function useDialog(open: boolean, panelRef: RefObject<HTMLElement | null>, onClose: () => void, initialFocus?: string) {
  const onCloseRef = useLatest(onClose);
  const initialFocusRef = useLatest(initialFocus);

  useEffect(() => {
    if (!open) return;
    const id = Symbol('dialog');
    const active = document.activeElement as HTMLElement | null;
    const opener = openerFinder(!active || active === document.body ? lastFocused : active);
    const panel = panelRef.current;
    push(id);
    const preferred = initialFocusRef.current ? panel?.querySelector<HTMLElement>(initialFocusRef.current) : null;
    (preferred ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel) {
        keepFocusInside(event, panel);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      pop(id);
      giveFocusBack(opener);
    };
  }, [open, panelRef, onCloseRef, initialFocusRef]);
}
