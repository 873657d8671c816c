// A labelled input with a button beside it (phone number + "인증번호 받기", code + "확인") and its message below.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { stripQuotes } from '@autobid/shared';
import styles from './inline-field.module.css';

type InlineFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  action: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  extra?: ReactNode;
};

export function InlineField({ id, label, action, error, hint, extra, ...rest }: InlineFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.inputWrap}>
          <input
            id={id}
            className={[styles.input, error ? styles.invalid : ''].join(' ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? messageId : undefined}
            {...rest}
          />
          {extra ? <span className={styles.extra}>{extra}</span> : null}
        </div>
        {action}
      </div>
      {error ? (
        <p id={messageId} className={styles.error}>
          {stripQuotes(error)}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
