// One choice among a few, as a row of radio chips with its legend and its message below (fuel, purpose,
// licence plate, spare key...): quicker than a select on a phone.
import { useId } from 'react';
import { FieldMessage } from '@/components/ui/field-wrapper';
import { cn } from '@/lib/cn';
import styles from './listing-fields.module.css';

type ChoiceFieldProps<T extends string> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
  /** Id of the first chip, for focusing the field. */
  id?: string;
  className?: string;
};

export function ChoiceField<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  id,
  className,
}: ChoiceFieldProps<T>) {
  const name = useId();
  const messageId = `${name}-message`;
  return (
    <fieldset
      className={cn(styles.choiceField, className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error || hint ? messageId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option, index) => (
          <label key={option.value} className={cn(styles.chip, value === option.value && styles.chipOn)}>
            <input
              id={index === 0 ? id : undefined}
              className={styles.chipInput}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </fieldset>
  );
}
