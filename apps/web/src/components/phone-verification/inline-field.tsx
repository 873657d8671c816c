// A labelled input with a button beside it (phone number + "인증번호 받기", code + "확인") and its message below.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldWrapper, controlClassName } from '@/components/ui/field-wrapper';
import styles from './inline-field.module.css';

type InlineFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id?: string;
  label: string;
  action: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  extra?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function InlineField({ id, label, action, error, hint, extra, className, ...rest }: InlineFieldProps) {
  return (
    <FieldWrapper label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className={styles.row}>
          <div className={styles.inputWrap}>
            <input {...control} className={controlClassName(Boolean(error), styles.input)} {...rest} />
            {extra ? <span className={styles.extra}>{extra}</span> : null}
          </div>
          {action}
        </div>
      )}
    </FieldWrapper>
  );
}
