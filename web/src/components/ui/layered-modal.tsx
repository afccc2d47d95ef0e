import { useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './layered-modal.css';
import { ModalHeader } from './modal-header';
import { useDialog } from './use-dialog';

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
  useDialog(open, panelRef, onClose, initialFocus);

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
