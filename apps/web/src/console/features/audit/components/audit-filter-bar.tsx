// The audit screen's filters: 작업, 대상 종류, 대상 번호, 운영자 아이디 and a period of Asia/Seoul days, on the
// shared filter rules. Applying writes them to the URL (the page reads them back from there), so the form
// follows the URL when a link or "this target's history" changes it.
import { useEffect } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  auditLogFilterForm,
  type AuditLogFilters,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { FieldWrapper, controlClassName } from '@/components/ui/field-wrapper';
import { TextField } from '@/components/ui/text-field';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import { FilterBar } from '../../../components/admin-page';
import { NO_FILTERS, hasFilters } from '../lib/audit-url';
import styles from './audit-filter-bar.module.css';

type Option = { value: string; label: string };

/** The period's ends: Asia/Seoul days, both included. */
const PERIOD = [
  { name: 'from', label: '시작일' },
  { name: 'to', label: '종료일' },
] as const;

type AuditFilterBarProps = {
  filters: AuditLogFilters;
  actors: readonly string[];
  onApply: (filters: AuditLogFilters) => void;
};

export function AuditFilterBar({ filters, actors, onApply }: AuditFilterBarProps) {
  const form = useSchemaForm(auditLogFilterForm, filters);
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    form.reset(JSON.parse(filtersKey) as AuditLogFilters);
  }, [filtersKey, form]);

  const select = (name: 'action' | 'targetType' | 'actor', label: string, options: readonly Option[]) => {
    const error = fieldError(form, name);
    return (
      <FieldWrapper label={label} id={`audit-${name}`} error={error} className={styles.field}>
        {(control) => (
          <select
            {...control}
            className={controlClassName(Boolean(error), styles.select)}
            value={form.watch(name)}
            onChange={(event) => {
              form.setValue(name, event.target.value);
              form.clearErrors(name);
            }}
          >
            <option value="">전체</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FieldWrapper>
    );
  };

  const actorOptions = [...new Set([...actors, ...(filters.actor ? [filters.actor] : [])])].map((actor) => ({
    value: actor,
    label: actor === 'cli' ? 'cli (명령줄)' : actor,
  }));

  return (
    <FilterBar onSubmit={() => void form.handleSubmit(onApply)()}>
      <div className={styles.grid}>
        {select(
          'action',
          '작업',
          AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
        )}
        {select(
          'targetType',
          '대상 종류',
          AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_LABELS[type] })),
        )}
        <TextField
          label="대상 번호"
          id="audit-targetId"
          inputMode="numeric"
          placeholder="예: 12"
          maxLength={100}
          className={styles.field}
          {...bindField(form, 'targetId')}
        />
        {select('actor', '운영자 아이디', actorOptions)}
        {PERIOD.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            id={`audit-${name}`}
            type="date"
            className={styles.field}
            {...bindField(form, name)}
          />
        ))}
        <div className={styles.buttons}>
          <Button
            variant="outline"
            disabled={!hasFilters(filters)}
            onClick={() => {
              form.reset(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            초기화
          </Button>
          <Button type="submit">검색</Button>
        </div>
      </div>
    </FilterBar>
  );
}
