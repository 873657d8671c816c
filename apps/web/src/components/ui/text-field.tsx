// A labelled input with its error text underneath (quote marks stripped, docs/spec.md §5).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { stripQuotes } from '@autobid/shared';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
};

export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const hasError = Boolean(error);
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={[styles.input, hasError ? styles.invalid : ''].join(' ')}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError || hint ? messageId : undefined}
        {...rest}
      />
      {hasError ? (
        <p id={messageId} className={styles.error}>
          {stripQuotes(error ?? '')}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
