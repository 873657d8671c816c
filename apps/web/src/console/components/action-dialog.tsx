// The console's confirmation dialog for an action, a FormDialog: a title, what will happen, an optional required
// reason (the shared operatorReason rule and messages) and extra fields, and the refusal shown in place: the
// ApiError the action threw, or what the dialog found missing before sending (NotSent). The submit stays
// disabled while the action is sent, so a double click sends once.
import { useId, useState, type ReactNode } from 'react';
import { operatorReasonRequest } from '@autobid/shared';
import { TextAreaField } from '@/components/ui/text-area-field';
import { refusalText } from '@/lib/call';
import { bindField, useSchemaForm } from '@/lib/form';
import { FormDialog } from './form-dialog';

/** What the dialog found missing before sending (a choice, a number): thrown by `onConfirm`, shown in place. */
export class NotSent extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotSent';
  }
}

type ActionDialogProps = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Ask for a reason (required, at most 500 characters) under this label. */
  reasonLabel?: string;
  /** Fields of the action besides the reason. */
  children?: ReactNode;
  tone?: 'primary' | 'danger';
  /** Sends the action: a refusal (ApiError, or NotSent) shows its message in the dialog, a success closes it. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDone?: () => void;
};

export function ActionDialog({
  title,
  description,
  confirmLabel,
  reasonLabel,
  children,
  tone = 'primary',
  onConfirm,
  onClose,
  onDone,
}: ActionDialogProps) {
  const reasonId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useSchemaForm(operatorReasonRequest, { reason: '' });

  const send = async (reason: string) => {
    if (pending) {
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      await onConfirm(reason);
    } catch (error) {
      setRefusal(error instanceof NotSent ? error.message : refusalText(error));
      return;
    } finally {
      setPending(false);
    }
    onDone?.();
    onClose();
  };

  const submit = reasonLabel ? form.handleSubmit(({ reason }) => send(reason)) : () => send('');

  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={confirmLabel}
      cancelLabel="닫기"
      tone={tone}
      refusal={refusal}
      isPending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {children}
      {reasonLabel ? (
        <TextAreaField
          id={reasonId}
          label={reasonLabel}
          maxLength={500}
          rows={4}
          {...bindField(form, 'reason')}
        />
      ) : null}
    </FormDialog>
  );
}
