// Step 2, 상태: accident (none, or the damaged parts), repairs, structure change, warranty, purpose, licence
// plate, how it came to Korea, spare key, the overall condition (optional) and notes for dealers.
import {
  LICENSE_PLATE_LABELS,
  LICENSE_PLATE_STATUSES,
  OFFICIAL_INCOME_OPTIONS,
  PURPOSES,
  PURPOSE_LABELS,
  SECONDARY_KEY_OPTIONS,
  VEHICLE_CONDITION_OPTIONS,
} from '@autobid/shared';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { bindChoice, bindField } from '@/lib/form';
import { ChoiceField } from '@/components/ui/choice-field';
import type { ListingForm } from './form-binding';
import styles from './listing-fields.module.css';

const ACCIDENT_OPTIONS = [
  { value: 'no', label: '없음 (무사고)' },
  { value: 'yes', label: '있음' },
] as const;
const PURPOSE_OPTIONS = PURPOSES.map((purpose) => ({ value: purpose, label: PURPOSE_LABELS[purpose] }));
const PLATE_OPTIONS = LICENSE_PLATE_STATUSES.map((status) => ({
  value: status,
  label: LICENSE_PLATE_LABELS[status],
}));
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The chip groups after the accident, one each. */
const CHOICES = [
  { name: 'purpose', id: 'listing-purpose', legend: '용도', options: PURPOSE_OPTIONS },
  {
    name: 'licensePlateDesuetude',
    id: 'listing-plate',
    legend: '번호판',
    options: PLATE_OPTIONS,
    hint: '말소: 번호판을 반납해 운행할 수 없는 상태',
  },
  {
    name: 'officialIncome',
    id: 'listing-official-income',
    legend: '유통 경로',
    options: asOptions(OFFICIAL_INCOME_OPTIONS),
  },
  {
    name: 'secondaryKey',
    id: 'listing-secondary-key',
    legend: '보조키',
    options: asOptions(SECONDARY_KEY_OPTIONS),
  },
  {
    name: 'condition',
    id: 'listing-vehicle-condition',
    legend: '차량 상태 (선택)',
    options: asOptions(VEHICLE_CONDITION_OPTIONS),
    hint: '외관·엔진·주행 상태를 종합해 골라주세요. 딜러와 운영자에게 보입니다.',
  },
] as const;

/** The optional repair notes, up to 500 characters each. */
const REPAIR_NOTES = [
  { name: 'repair', id: 'listing-repair', label: '수리 내역', placeholder: '예) 2024년 체인·스프라켓 교체' },
  {
    name: 'structureChange',
    id: 'listing-structure-change',
    label: '구조 변경',
    placeholder: '예) 머플러 튜닝 (구조 변경 승인 완료)',
  },
  { name: 'otherRepair', id: 'listing-other-repair', label: '기타 수리', placeholder: '예) 도색, 시트 교체' },
] as const;
const REPAIR_NOTE_MAX = 500;

export function ConditionStep({ form }: { form: ListingForm }) {
  const hasAccident = form.watch('hasAccident');
  const accident = bindChoice(form, 'hasAccident');
  return (
    <div className={styles.grid}>
      <ChoiceField
        id="listing-accident"
        legend="사고 여부"
        options={ACCIDENT_OPTIONS}
        className={styles.wide}
        {...accident}
        onChange={(value) => {
          accident.onChange(value);
          form.clearErrors('accidentParts');
        }}
      />
      {hasAccident === 'yes' ? (
        <TextField
          id="listing-accident-parts"
          label="사고 부위"
          placeholder="예) 앞 범퍼, 운전석 도어 (쉼표로 구분)"
          maxLength={200}
          hint="여러 곳이면 쉼표(,)로 나눠 적어주세요."
          className={styles.wide}
          {...bindField(form, 'accidentParts')}
        />
      ) : null}
      {CHOICES.map(({ name, ...choice }) => (
        <ChoiceField key={name} {...choice} {...bindChoice(form, name)} />
      ))}
      <h3 className={styles.sectionTitle}>정비·보증 (선택)</h3>
      {REPAIR_NOTES.map(({ name, ...note }) => (
        <TextAreaField key={name} {...note} maxLength={REPAIR_NOTE_MAX} {...bindField(form, name)} />
      ))}
      <TextField
        id="listing-warranty"
        label="보증 만료일"
        type="date"
        hint="제조사 보증이 남아 있다면 만료일을 선택해주세요."
        {...bindField(form, 'warrantyExpirationDate')}
      />
      <TextAreaField
        id="listing-etc"
        label="기타 설명"
        placeholder="딜러에게 알리고 싶은 점을 자유롭게 적어주세요. (선택)"
        maxLength={2_000}
        className={styles.wide}
        {...bindField(form, 'etc')}
      />
    </div>
  );
}
