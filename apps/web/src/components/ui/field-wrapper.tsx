// One labelled field: the label, the control, and under it the error (quote marks stripped, docs/spec.md §5)
// or the hint, tied to the control by aria-describedby and aria-invalid. Text, text area and inline fields
// render their control inside it.
import { useId, type ReactNode } from 'react';
import { stripQuotes } from '@autobid/shared';
import styles from './field-wrapper.module.css';
import { cn } from '@/lib/cn';

/** What the control needs to be tied to its label and message. */
type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldWrapperProps = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Shown on the message line, at its end (a character count). */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

export function FieldWrapper({ label, error, hint, id, className, aside, children }: FieldWrapperProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const hasError = Boolean(error);
  const message = <FieldMessage id={messageId} error={error} hint={hint} />;
  return (
    <div className={cn(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': hasError || undefined,
        'aria-describedby': hasError || hint ? messageId : undefined,
      })}
      {aside === undefined ? (
        message
      ) : (
        <div className={styles.foot}>
          {error || hint ? message : <span />}
          {aside}
        </div>
      )}
    </div>
  );
}

/**
 * The line under a field: its error (quote marks stripped) or else its hint, with the id the control's
 * aria-describedby names; nothing when there is neither.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className={styles.error}>
        {stripQuotes(error)}
      </p>
    );
  }
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

/** The border, focus ring and error state every text control shares; each field adds its size. */
export function controlClassName(invalid: boolean | undefined, extra?: string): string {
  return cn(styles.control, invalid && styles.invalid, extra);
}
