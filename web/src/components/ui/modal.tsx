import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from './modal-header';
import { useDialog } from './use-dialog';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Label of the × button. */
  closeLabel?: string;
};

/** Accessible dialog: focus moves in, Tab stays inside, Escape closes, focus returns. */
export function Modal({ open, onClose, title, children, footer, closeLabel = 'Închide' }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialog(open, panelRef, onClose);

  if (!open) return null;
  return createPortal(
    <div className="modal" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panelRef} tabIndex={-1}>
        <ModalHeader titleId={titleId} title={title} onClose={onClose} closeLabel={closeLabel} />
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
