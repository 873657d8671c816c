// A labelled input with its error or hint underneath.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldWrapper, controlClassName } from './field-wrapper';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  return (
    <FieldWrapper label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input {...control} className={controlClassName(Boolean(error), styles.input)} {...rest} />
      )}
    </FieldWrapper>
  );
}
