// A labelled multi-line input with a character count and its error or hint underneath.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldWrapper, controlClassName } from './field-wrapper';
import styles from './text-area-field.module.css';
import { formatNumber } from '@autobid/shared';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  label: string;
  value: string;
  maxLength: number;
  error?: string | null;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({
  label,
  value,
  maxLength,
  error,
  hint,
  id,
  className,
  ...rest
}: TextAreaFieldProps) {
  const count = (
    <span className={styles.count} aria-hidden="true">
      {formatNumber(value.length)}/{formatNumber(maxLength)}
    </span>
  );
  return (
    <FieldWrapper label={label} error={error} hint={hint} id={id} className={className} aside={count}>
      {(control) => (
        <textarea
          {...control}
          className={controlClassName(Boolean(error), styles.input)}
          value={value}
          maxLength={maxLength}
          {...rest}
        />
      )}
    </FieldWrapper>
  );
}
