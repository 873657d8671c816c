// The console's dialog around a form (an FAQ question, an operator account, a link, an action's confirmation):
// a title, the fields, the server's refusal shown in place, and 취소 + the submit button, disabled while it is sent.
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import styles from './form-dialog.module.css';

type FormDialogProps = {
  title: string;
  /** A line under the title on what the form does. */
  description?: ReactNode;
  submitLabel: string;
  /** The label of the button that closes without sending. */
  cancelLabel?: string;
  /** `danger` for an action that takes something away (a ban, a cancellation). */
  tone?: 'primary' | 'danger';
  onSubmit: () => void;
  onClose: () => void;
  refusal?: string | null;
  isPending?: boolean;
  /** A button at the start of the button row (e.g. 링크 해제). */
  leadingButton?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

export function FormDialog({
  title,
  description,
  submitLabel,
  cancelLabel = '취소',
  tone = 'primary',
  onSubmit,
  onClose,
  refusal,
  isPending = false,
  leadingButton,
  wide = false,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={cn(styles.dialog, wide && styles.wide)}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React carries events through the portal to the opener: a dialog opened inside another form
          // (the link dialog in the notice editor) must not submit that form too.
          event.stopPropagation();
          if (!isPending) {
            onSubmit();
          }
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? <div className={styles.description}>{description}</div> : null}
        {children}
        {refusal ? (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={styles.buttons}>
          {leadingButton ? <span className={styles.leading}>{leadingButton}</span> : null}
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone === 'danger' ? 'secondary' : 'primary'} isBusy={isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
