import type { ReactNode } from 'react';

type ModalHeaderProps = {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  closeLabel: string;
  hideCloseButton?: boolean;
};

/** The title bar both modals share: the dialog's label and its close button. */
export function ModalHeader({ titleId, title, onClose, closeLabel, hideCloseButton = false }: ModalHeaderProps) {
  return (
    <header className="modal__header">
      <h2 className="modal__title" id={titleId}>
        {title}
      </h2>
      {hideCloseButton ? null : (
        <button type="button" className="icon-btn" onClick={onClose} aria-label={closeLabel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </header>
  );
}
