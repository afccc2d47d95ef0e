import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './layered-modal.css';
import { ModalHeader } from './modal-header';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open layered modals, bottom to top: only the top one answers Escape and keeps Tab inside. */
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

export type LayeredModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Label of the × button. */
  closeLabel?: string;
  /** CSS selector (inside the dialog) of the element focused first; default the first focusable one. */
  initialFocus?: string;
  size?: 'md' | 'lg';
  /** Extra attributes for the dialog element (data-* hooks, className). */
  dialogProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | number | boolean | undefined>;
  /** Backdrop clicks close the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Leave out the × button (the footer has its own close button). */
  hideCloseButton?: boolean;
};

/**
 * Like Modal, but several may be open at once (an alert over a form): each traps focus and
 * answers Escape only while it is the top one; focus returns where it was when it closes.
 */
export function LayeredModal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel = 'Închide',
  initialFocus,
  size = 'md',
  dialogProps,
  closeOnBackdrop = true,
  hideCloseButton = false,
}: LayeredModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useEffect(() => {
    if (!open) return;
    const id = Symbol('layered-modal');
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
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const inside = panel.contains(document.activeElement);
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? lastItem : firstItem).focus();
      } else if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      pop(id);
      if (previous && document.contains(previous)) previous.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const { className, ...restDialogProps } = dialogProps ?? {};
  return createPortal(
    <div className="modal lmodal" onMouseDown={(e) => closeOnBackdrop && e.target === e.currentTarget && onClose()}>
      <div
        {...restDialogProps}
        className={['modal__panel', size === 'lg' ? 'lmodal__panel--lg' : '', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={panelRef}
        tabIndex={-1}
      >
        <ModalHeader titleId={titleId} title={title} onClose={onClose} closeLabel={closeLabel} hideCloseButton={hideCloseButton} />
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer lmodal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
