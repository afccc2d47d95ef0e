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
 * What every dialog does while open (Modal, LayeredModal): focus moves in (to `initialFocus`, a
 * selector inside the panel, or the first focusable item), Tab stays inside, Escape closes, the
 * page behind does not scroll, and focus returns where it was. With several open (an alert over
 * a form) only the top one answers the keyboard.
 */
export function useDialog(open: boolean, panelRef: RefObject<HTMLElement | null>, onClose: () => void, initialFocus?: string) {
  const onCloseRef = useLatest(onClose);
  const initialFocusRef = useLatest(initialFocus);

  useEffect(() => {
    if (!open) return;
    const id = Symbol('dialog');
    const previous = document.activeElement as HTMLElement | null;
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
      if (previous && document.contains(previous)) previous.focus?.();
    };
  }, [open, panelRef, onCloseRef, initialFocusRef]);
}
