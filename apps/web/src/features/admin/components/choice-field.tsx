// A labelled choice among a few options (a role, a category) as a row of radio buttons that look like a
// segmented control; its error under it, like the text fields.
import { useId } from 'react';
import { cn } from '@/lib/cn';
import styles from './choice-field.module.css';

type ChoiceFieldProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
};

export function ChoiceField<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
}: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <fieldset className={styles.field} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={cn(styles.option, value === option.value && styles.checked)}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={styles.radio}
            />
            <span className={styles.text}>{option.label}</span>
            {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
