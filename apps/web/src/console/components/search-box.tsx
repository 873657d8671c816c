// A search box over a console list, with 검색 and 초기화: one text field checked on a shared schema of
// `{ q }` (by default the list search rule, at most 100 characters). The form follows `value` when the URL
// changes it.
import { useEffect, useId, type HTMLAttributes } from 'react';
import { adminSearchForm } from '@autobid/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { bindField, useSchemaForm } from '@/lib/form';
import { FilterBar } from './admin-page';
import styles from './search-box.module.css';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  /** The rule of what may be searched; the outbox's recipient digits, say. */
  schema?: z.ZodType<{ q: string }, { q: string }>;
  /** What is typed, as kept (digits only, say). */
  normalize?: (raw: string) => string;
  /** The URL's value as the field shows it (a full phone number with hyphens, say). */
  display?: (value: string) => string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** A short value (a phone number): a narrower field. */
  isNarrow?: boolean;
};

const asIs = (value: string) => value;

export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  schema = adminSearchForm,
  normalize,
  display = asIs,
  inputMode,
  maxLength = 100,
  isNarrow = false,
}: SearchBoxProps) {
  const id = useId();
  const form = useSchemaForm(schema, { q: display(value) });
  useEffect(() => {
    form.reset({ q: display(value) });
  }, [value, display, form]);

  return (
    <FilterBar onSubmit={() => void form.handleSubmit(({ q }) => onSearch(q))()}>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        type="search"
        inputMode={inputMode}
        maxLength={maxLength}
        className={cn(styles.field, isNarrow && styles.narrow)}
        {...bindField(form, 'q', normalize)}
      />
      <div className={styles.buttons}>
        <Button type="submit">검색</Button>
        {value ? (
          <Button variant="outline" onClick={() => onSearch('')}>
            초기화
          </Button>
        ) : null}
      </div>
    </FilterBar>
  );
}
