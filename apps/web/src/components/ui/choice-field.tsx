// One choice among a few, as a row of radios drawn as tiles with a legend and its message below: `chips`
// (the listing form's fuel, purpose, spare key...: quicker than a select on a phone) or `tiles` (the
// console's role, category and decision: equal columns, each option may carry a hint line).
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage } from './field-wrapper';
import styles from './choice-field.module.css';

const LOOKS = {
  chips: { row: styles.chipRow, option: styles.chip, text: undefined },
  tiles: { row: styles.tileRow, option: styles.tile, text: styles.tileText },
} as const;

type ChoiceFieldProps<T extends string> = {
  legend: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
  variant?: 'chips' | 'tiles';
  /** Id of the first radio, for focusing the field. */
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
  variant = 'chips',
  id,
  className,
}: ChoiceFieldProps<T>) {
  const name = useId();
  const look = LOOKS[variant];
  const messageId = `${name}-message`;
  return (
    <fieldset
      className={cn(styles.field, className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error || hint ? messageId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={look.row}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cn(styles.option, look.option, value === option.value && styles.checked)}
          >
            <input
              id={index === 0 ? id : undefined}
              className={styles.radio}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={look.text}>{option.label}</span>
            {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </fieldset>
  );
}
