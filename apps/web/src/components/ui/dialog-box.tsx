// A centred dialog with its title (the Modal shell, named by the title), and its closing row: the outline
// button that closes (or steps back) on the left, the action on the right, disabled while its call runs.
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './dialog-box.module.css';

type DialogBoxProps = {
  title: ReactNode;
  onClose: () => void;
  /** The box's size and spacing; the shared one unless given. */
  className?: string;
  children: ReactNode;
};

export function DialogBox({ title, onClose, className = styles.dialog, children }: DialogBoxProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={className}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </Modal>
  );
}

type DialogActionsProps = {
  onClose: () => void;
  closeLabel?: string;
  actionLabel: string;
  /** Without it the action submits the form the row stands in. */
  onAction?: () => void;
  /** The call runs: the action is disabled and says `pendingLabel`. */
  isPending?: boolean;
  pendingLabel?: string;
  disabled?: boolean;
};

export function DialogActions({
  onClose,
  closeLabel = '닫기',
  actionLabel,
  onAction,
  isPending = false,
  pendingLabel = '처리 중...',
  disabled = false,
}: DialogActionsProps) {
  return (
    <div className={styles.actions}>
      <Button variant="outline" onClick={onClose}>
        {closeLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        onClick={onAction}
        disabled={disabled}
        isBusy={isPending}
        busyLabel={pendingLabel}
      >
        {actionLabel}
      </Button>
    </div>
  );
}
