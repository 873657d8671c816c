// A search box over a console list (the shared search rule: at most 100 characters), with 검색 and 초기화.
// The form follows `value` when the URL changes it.
import { useEffect } from 'react';
import { adminSearchForm } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bindField, useSchemaForm } from '@/lib/form';
import { FilterBar } from '../../components/admin-page';
import styles from './search-box.module.css';

type SearchBoxProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
};

export function SearchBox({ id, label, placeholder, value, onSearch }: SearchBoxProps) {
  const form = useSchemaForm(adminSearchForm, { q: value });
  useEffect(() => {
    form.reset({ q: value });
  }, [value, form]);

  return (
    <FilterBar onSubmit={() => void form.handleSubmit(({ q }) => onSearch(q))()}>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        type="search"
        maxLength={100}
        className={styles.field}
        {...bindField(form, 'q')}
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
