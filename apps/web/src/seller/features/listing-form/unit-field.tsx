// A number typed with its unit beside it (주행거리 km, 희망 가격 만원) and, under it, the message or a
// reading of the number (1억 5,250만원).
import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { FieldWrapper } from '@/components/ui/field-wrapper';
import { cn } from '@/lib/cn';
import styles from './listing-fields.module.css';

type UnitFieldProps = {
  label: string;
  unit: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  id?: string;
  className?: string;
};

export function UnitField({ label, unit, error, hint, id, className, ...input }: UnitFieldProps) {
  return (
    <FieldWrapper label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className={cn(styles.unitBox, error && styles.invalid)}>
          <input
            {...control}
            {...input}
            className={styles.unitInput}
            inputMode="numeric"
            autoComplete="off"
          />
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        </div>
      )}
    </FieldWrapper>
  );
}
