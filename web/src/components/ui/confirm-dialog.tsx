import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  loading?: boolean;
  tone?: 'danger' | 'primary';
};

/** Asks before a destructive action; Escape or "Anulează" cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Anulează',
  onConfirm,
  onCancel,
  loading = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => (loading ? undefined : onCancel())}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
