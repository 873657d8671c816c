// A yes/no question in the shared Modal shell (select a dealer, withdraw the listing), with the refusal
// of the last try shown inside it and the confirm button disabled while the call runs.
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import styles from './dialog-box.module.css';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onClose}>
          닫기
        </Button>
        <Button onClick={onConfirm} disabled={isPending}>
          {isPending ? '처리 중...' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
