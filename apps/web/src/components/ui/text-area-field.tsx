// A labelled multi-line input with a character count and its error text underneath (quotes stripped).
import { useId, type TextareaHTMLAttributes } from 'react';
import { stripQuotes } from '@autobid/shared';
import styles from './text-area-field.module.css';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  label: string;
  value: string;
  maxLength: number;
  error?: string | null;
  hint?: string;
  id?: string;
};

export function TextAreaField({ label, value, maxLength, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const hasError = Boolean(error);
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={[styles.input, hasError ? styles.invalid : ''].join(' ')}
        value={value}
        maxLength={maxLength}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError || hint ? messageId : undefined}
        {...rest}
      />
      <div className={styles.foot}>
        {hasError ? (
          <p id={messageId} className={styles.error}>
            {stripQuotes(error ?? '')}
          </p>
        ) : hint ? (
          <p id={messageId} className={styles.hint}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        <span className={styles.count} aria-hidden="true">
          {value.length.toLocaleString('ko-KR')}/{maxLength.toLocaleString('ko-KR')}
        </span>
      </div>
    </div>
  );
}
