// The host of the app's notices and questions (app-dialog.tsx's queue): the oldest one in an accessible dialog
// (role alertdialog, focus inside, Escape or the dim area answers "no").
import { useId, useSyncExternalStore } from 'react';
import { dialogQueue } from './app-dialog';
import { Button } from './button';
import { Modal } from './modal';
import styles from './dialog-box.module.css';
import { cn } from '@/lib/cn';

export function AppDialogHost() {
  const current = useSyncExternalStore(dialogQueue.subscribe, dialogQueue.current);
  const messageId = useId();
  if (!current) {
    return null;
  }
  const isConfirm = current.kind === 'confirm';
  return (
    <Modal
      // A new key per request, so the next dialog in the queue opens (and takes the focus) afresh.
      key={current.id}
      role="alertdialog"
      labelledBy={messageId}
      onClose={() => dialogQueue.answerCurrent(false)}
      className={styles.dialog}
    >
      <p id={messageId} className={styles.message} data-app-dialog-message>
        {current.message}
      </p>
      {current.details ? <div className={styles.body}>{current.details}</div> : null}
      <div className={cn(styles.actions, styles.fill, !isConfirm && styles.single)}>
        {isConfirm ? (
          <Button variant="outline" onClick={() => dialogQueue.answerCurrent(false)}>
            {current.cancelLabel ?? '취소'}
          </Button>
        ) : null}
        <Button data-autofocus data-app-dialog-accept onClick={() => dialogQueue.answerCurrent(true)}>
          {current.confirmLabel ?? '확인'}
        </Button>
      </div>
    </Modal>
  );
}
