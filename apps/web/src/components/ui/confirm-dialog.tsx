// A yes/no question in the shared dialog box (select a dealer, withdraw the listing) whose confirm button sends
// one call, disabled while it runs: a refusal is shown inside the dialog, a success closes it and says so.
import { useState, type ReactNode } from 'react';
import { refusalText } from '@/lib/call';
import { showAlert } from './app-dialog';
import { DialogActions, DialogBox } from './dialog-box';
import styles from './dialog-box.module.css';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  /** The call the confirm button sends: it throws ApiError on a refusal. */
  onConfirm: () => Promise<unknown>;
  /** The notice once the call succeeded. */
  doneMessage: string;
  onClose: () => void;
};

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isPending,
  onConfirm,
  doneMessage,
  onClose,
}: ConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (isPending) {
      return;
    }
    try {
      await onConfirm();
    } catch (refusal) {
      setError(refusalText(refusal));
      return;
    }
    onClose();
    await showAlert(doneMessage);
  };
  return (
    <DialogBox
      title={title}
      onClose={onClose}
      refusal={error}
      actions={
        <DialogActions
          onClose={onClose}
          actionLabel={confirmLabel}
          onAction={() => void confirm()}
          isPending={isPending}
        />
      }
    >
      <div className={styles.body}>{children}</div>
    </DialogBox>
  );
}
