// The cancellation-reason dialog shared by bid and deal cancellation: a reason from a list or typed in
// ("직접 입력"), an optional warning, the help link, and a submit that stays disabled while sending.
import { useId, useRef, type ReactNode } from 'react';
import { DIRECT_INPUT_LABEL, cancelReasonForm } from '@autobid/shared';
import { DialogActions, DialogBox } from '@/components/ui/dialog-box';
import { KAKAO_CHANNEL_URL } from '@/lib/links';
import { fieldError, useSchemaForm } from '@/lib/form';
import styles from './reason-dialog.module.css';
import { cn } from '@/lib/cn';

type ReasonDialogProps = {
  title: string;
  lead: string;
  /** The choices, "직접 입력" last when free text is allowed. */
  options: readonly string[];
  submitLabel: string;
  isPending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  warning?: ReactNode;
};

export function ReasonDialog({
  title,
  lead,
  options,
  submitLabel,
  isPending,
  onSubmit,
  onClose,
  warning,
}: ReasonDialogProps) {
  const name = useId();
  const errorId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const form = useSchemaForm(cancelReasonForm, { choice: '', text: '' });
  const choice = form.watch('choice');
  const text = form.watch('text');
  const error = fieldError(form, 'choice');
  const edit = (field: 'choice' | 'text', value: string) => {
    form.setValue(field, value);
    form.clearErrors('choice');
  };

  // The check is asynchronous: a second click before it ends must not send a second time.
  const checking = useRef(false);
  const submit = () => {
    if (isPending || checking.current) {
      return;
    }
    checking.current = true;
    void form
      .handleSubmit(
        ({ reason }) => onSubmit(reason),
        // "직접 입력" with nothing typed: the cursor goes where the reason is to be typed.
        () => textRef.current?.focus(),
      )()
      .finally(() => {
        checking.current = false;
      });
  };

  return (
    <DialogBox title={title} onClose={onClose}>
      <p className={styles.lead}>{lead}</p>
      {warning ? (
        <p className={styles.warning} role="note">
          {warning}
        </p>
      ) : null}
      <fieldset className={styles.options}>
        <legend className="visually-hidden">취소 사유</legend>
        {options.map((option) => (
          <label key={option} className={cn(styles.option, choice === option && styles.checked)}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={choice === option}
              onChange={() => edit('choice', option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      {choice === DIRECT_INPUT_LABEL ? (
        <textarea
          ref={textRef}
          className={styles.textarea}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-label="취소 사유 직접 입력"
          placeholder="취소 사유를 입력해주세요."
          maxLength={200}
          value={text}
          onChange={(event) => edit('text', event.target.value)}
        />
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <a className={styles.help} href={KAKAO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
        페널티 기준이 궁금하신가요? 상담하기 <span aria-hidden="true">↗</span>
      </a>
      <DialogActions onClose={onClose} actionLabel={submitLabel} onAction={submit} isPending={isPending} />
    </DialogBox>
  );
}
