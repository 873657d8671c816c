// The console's dialog around a form (an FAQ question, an operator account, a link, an action's confirmation):
// the shared titled dialog (components/ui/dialog-box.tsx) as a form, its refusal shown in place, and 취소 +
// the submit button at the row's end, busy while it is sent.
import type { ReactNode } from 'react';
import { DialogActions, DialogBox } from '@/components/ui/dialog-box';

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
  return (
    <DialogBox
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={() => {
        if (!isPending) {
          onSubmit();
        }
      }}
      refusal={refusal}
      size={wide ? 'lg' : 'md'}
      actions={
        <DialogActions
          onClose={onClose}
          closeLabel={cancelLabel}
          actionLabel={submitLabel}
          isPending={isPending}
          pendingLabel={submitLabel}
          tone={tone}
          leading={leadingButton}
          align="end"
        />
      }
    >
      {children}
    </DialogBox>
  );
}
