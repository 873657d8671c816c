// The outbox's search by recipient: a phone number (or an account number) in full or in part, digits only
// as typed (hyphens allowed), checked on the shared rule; 초기화 clears it. Follows the URL's value.
import { useEffect } from 'react';
import { adminOutboxPhoneForm, formatPhone } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bindField, useSchemaForm } from '@/lib/form';
import { FilterBar } from '../../components/admin-page';
import styles from './phone-search.module.css';

/** What may be typed: digits, hyphens and spaces. */
const phoneCharacters = (raw: string) => raw.replace(/[^\d\s-]/g, '');

export function PhoneSearch({ value, onSearch }: { value: string; onSearch: (phone: string) => void }) {
  const form = useSchemaForm(adminOutboxPhoneForm, {
    phone: value.length === 11 ? formatPhone(value) : value,
  });
  useEffect(() => {
    form.reset({ phone: value.length === 11 ? formatPhone(value) : value });
  }, [value, form]);

  return (
    <FilterBar onSubmit={() => void form.handleSubmit(({ phone }) => onSearch(phone))()}>
      <TextField
        id="outbox-phone"
        label="수신 번호"
        placeholder="010-1234-5678 또는 뒷자리 4자리"
        type="search"
        inputMode="tel"
        maxLength={24}
        className={styles.field}
        {...bindField(form, 'phone', phoneCharacters)}
      />
      <span className={styles.buttons}>
        <Button type="submit">검색</Button>
        {value ? (
          <Button variant="outline" onClick={() => onSearch('')}>
            초기화
          </Button>
        ) : null}
      </span>
    </FilterBar>
  );
}
