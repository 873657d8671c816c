// The app's titled dialog, in the three apps (the dealer's and the seller's dialogs, ConfirmDialog, the
// console's FormDialog and ActionDialog): the Modal shell named by its title, a line on what it does, its
// content, the refusal of the last attempt shown in place, and the closing row — the outline button that
// closes (or steps back), the action, disabled while its call runs. With `onSubmit` the content is a form:
// Enter or the row's submit button sends it.
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Modal } from './modal';
import styles from './dialog-box.module.css';

type DialogBoxProps = {
  title: ReactNode;
  onClose: () => void;
  /** A line under the title on what the dialog does. */
  description?: ReactNode;
  /** The content is a form, sent by Enter or the row's submit button. */
  onSubmit?: () => void;
  /** The refusal of the last attempt (the server's message), shown above the buttons. */
  refusal?: string | null;
  /** The closing row (DialogActions), after the content and the refusal. */
  actions?: ReactNode;
  /** `sm` a question, `md` a form, `lg` a form with long fields. */
  size?: 'sm' | 'md' | 'lg';
  /** The box's own size and spacing instead of `size`'s. */
  className?: string;
  children: ReactNode;
};

export function DialogBox({
  title,
  onClose,
  description,
  onSubmit,
  refusal,
  actions,
  size = 'sm',
  className,
  children,
}: DialogBoxProps) {
  const titleId = useId();
  const content = (
    <>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description ? <div className={styles.lead}>{description}</div> : null}
      {children}
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      {actions}
    </>
  );
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      className={className ?? cn(styles.dialog, size !== 'sm' && styles[size])}
    >
      {onSubmit ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // React carries events through the portal to the opener: a dialog opened inside another form
            // (the link dialog in the notice editor) must not submit that form too.
            event.stopPropagation();
            onSubmit();
          }}
        >
          {content}
        </form>
      ) : (
        content
      )}
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
  /** `danger` for an action that takes something away (a ban, a cancellation). */
  tone?: 'primary' | 'danger';
  /** A button at the start of the row, apart from the two (링크 해제). */
  leading?: ReactNode;
  /** `fill`: the two buttons share the row (the dealer's and the seller's apps); `end`: they sit at its end. */
  align?: 'fill' | 'end';
};

export function DialogActions({
  onClose,
  closeLabel = '닫기',
  actionLabel,
  onAction,
  isPending = false,
  pendingLabel = '처리 중...',
  disabled = false,
  tone = 'primary',
  leading,
  align = 'fill',
}: DialogActionsProps) {
  return (
    <div className={cn(styles.actions, styles[align])}>
      {leading ? <span className={styles.leading}>{leading}</span> : null}
      <Button variant="outline" onClick={onClose}>
        {closeLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={tone === 'danger' ? 'secondary' : 'primary'}
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
