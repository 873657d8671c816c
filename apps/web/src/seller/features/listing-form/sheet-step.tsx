// Step 3, 상태 점검표 (docs/domain.md "Handover"): every item of the brand's vehicle type's sheet, group by
// group: a choice as a row of options, a tyre's wear as a number, a date, a text; a note where the chosen
// state asks for one (required then) or when the seller adds one; an optional photo per item, uploaded as
// the seller (saved to the draft as it arrives, as the listing's photos are). Each item's mistake shows at
// its field. "모두 이상 없음으로 채우기" answers the choices not answered yet, for a seller on a phone.
import { useState } from 'react';
import {
  CONDITION_MESSAGES,
  CONDITION_NOTE_MAX,
  CONDITION_SHEETS,
  CONDITION_TEXT_MAX,
  TYRE_WEAR_DEFECT_PERCENT,
  VEHICLE_TYPE_LABELS,
  type ConditionEntry,
  type ConditionItemDef,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { ImageUpload } from '@/components/ui/image-upload';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { fieldError } from '@/lib/form';
import {
  EMPTY_ENTRY,
  fillClear,
  sheetField,
  sheetProgress,
  sheetToday,
  type SheetFormValue,
} from '../../lib/condition-sheet';
import type { ListingStepId } from '../../lib/listing-form';
import type { ListingForm } from './form-binding';
import { UnitField } from './unit-field';
import styles from './sheet-step.module.css';

type SheetStepProps = {
  form: ListingForm;
  /** After a photo of an item arrived or went (the draft keeps it at once). */
  onPhotoChange?: () => void;
  onJump: (step: ListingStepId) => void;
};

/** An id for an item's control: the item key without its dots. */
const idOf = (key: string, part: string) => `sheet-${key.replace(/\./g, '-')}-${part}`;

function groupsOf(items: readonly ConditionItemDef[]): [string, ConditionItemDef[]][] {
  const groups = new Map<string, ConditionItemDef[]>();
  for (const item of items) {
    groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  }
  return [...groups];
}

export function SheetStep({ form, onPhotoChange, onJump }: SheetStepProps) {
  const sheet = form.watch('conditionReport');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (sheet.vehicleType === '') {
    return (
      <div className={styles.step}>
        <p className={styles.lead}>
          점검 항목은 차종마다 다릅니다. 먼저 차량 정보에서 브랜드를 선택해주세요.
        </p>
        <Button variant="outline" onClick={() => onJump('vehicle')}>
          차량 정보로 가기
        </Button>
      </div>
    );
  }
  const type = sheet.vehicleType;
  const progress = sheetProgress(sheet);

  const setSheet = (next: SheetFormValue) => form.setValue('conditionReport', next, { shouldDirty: true });
  /** One item's change, from the sheet as it is now (an upload may land after other edits). */
  const setEntry = (key: string, change: Partial<ConditionEntry>) => {
    const current = form.getValues('conditionReport');
    const entry = current.items[key] ?? EMPTY_ENTRY;
    setSheet({ ...current, items: { ...current.items, [key]: { ...entry, ...change } } });
    form.clearErrors(sheetField(key));
  };
  const open = (key: string, part: 'note' | 'photo') => setOpened(new Set(opened).add(`${key}:${part}`));

  const fillAll = () => {
    const current = form.getValues('conditionReport');
    setSheet(fillClear(current));
    for (const item of CONDITION_SHEETS[type]) {
      if (item.kind === 'choice') {
        form.clearErrors(sheetField(item.key));
      }
    }
  };

  const itemView = (item: ConditionItemDef) => {
    const entry = sheet.items[item.key] ?? EMPTY_ENTRY;
    const error = fieldError(form, sheetField(item.key));
    const option = item.options?.find((o) => o.value === entry.state);
    const needsNote = option?.needsNote ?? false;
    // A missing note is said at the note; every other mistake at the state.
    const isNoteError = error === CONDITION_MESSAGES.noteRequired(item.label);
    const showsNote = needsNote || entry.note !== '' || opened.has(`${item.key}:note`);
    const showsPhoto = entry.photo !== '' || opened.has(`${item.key}:photo`);
    const stateError = isNoteError ? undefined : error;
    return (
      <li key={item.key} className={styles.item} data-item={item.key}>
        {item.kind === 'choice' ? (
          <ChoiceField
            id={idOf(item.key, 'state')}
            legend={item.label}
            options={item.options ?? []}
            value={entry.state}
            error={stateError}
            onChange={(state) => setEntry(item.key, { state })}
          />
        ) : null}
        {item.kind === 'percent' ? (
          <UnitField
            id={idOf(item.key, 'state')}
            label={`${item.label}(%)`}
            unit="%"
            name={idOf(item.key, 'state')}
            placeholder="0~100"
            value={entry.state}
            error={stateError}
            hint={`새 타이어는 0, 다 닳았으면 100에 가깝게. ${TYRE_WEAR_DEFECT_PERCENT}% 이상이면 딜러에게 ‘확인 필요’로 보입니다.`}
            onChange={(event) =>
              setEntry(item.key, { state: event.target.value.replace(/\D/g, '').slice(0, 3) })
            }
          />
        ) : null}
        {item.kind === 'date' ? (
          <TextField
            id={idOf(item.key, 'state')}
            label={`${item.label} (선택)`}
            type="date"
            max={sheetToday()}
            value={entry.state}
            error={stateError}
            hint="모르면 비워두세요."
            onChange={(event) => setEntry(item.key, { state: event.target.value })}
          />
        ) : null}
        {item.kind === 'text' ? (
          <TextField
            id={idOf(item.key, 'state')}
            label={item.optional ? `${item.label} (선택)` : item.label}
            maxLength={CONDITION_TEXT_MAX}
            value={entry.state}
            error={stateError}
            onChange={(event) => setEntry(item.key, { state: event.target.value })}
          />
        ) : null}

        {showsNote ? (
          <TextAreaField
            id={idOf(item.key, 'note')}
            label={needsNote ? `${item.label} 내용` : `${item.label} 설명 (선택)`}
            placeholder={
              needsNote ? '어떤 부분인지 구체적으로 적어주세요.' : '딜러가 알아야 할 점을 적어주세요.'
            }
            maxLength={CONDITION_NOTE_MAX}
            rows={2}
            value={entry.note}
            error={isNoteError ? error : undefined}
            onChange={(event) => setEntry(item.key, { note: event.target.value })}
          />
        ) : null}
        {showsPhoto ? (
          <div className={styles.photo}>
            <ImageUpload
              id={idOf(item.key, 'photo')}
              label={`${item.label} 사진 (선택)`}
              value={entry.photo}
              session="seller"
              onChange={(photo) => {
                setEntry(item.key, { photo });
                onPhotoChange?.();
              }}
            />
            {entry.photo ? (
              <button
                type="button"
                className={styles.remove}
                onClick={() => {
                  setEntry(item.key, { photo: '' });
                  onPhotoChange?.();
                }}
              >
                {item.label} 사진 삭제
              </button>
            ) : null}
          </div>
        ) : null}
        {showsNote && showsPhoto ? null : (
          <div className={styles.extras}>
            {showsNote ? null : (
              <button type="button" className={styles.extra} onClick={() => open(item.key, 'note')}>
                <span className="visually-hidden">{item.label} </span>설명 추가
              </button>
            )}
            {showsPhoto ? null : (
              <button type="button" className={styles.extra} onClick={() => open(item.key, 'photo')}>
                <span className="visually-hidden">{item.label} </span>사진 추가
              </button>
            )}
          </div>
        )}
      </li>
    );
  };

  return (
    <div className={styles.step}>
      <p className={styles.lead}>
        {VEHICLE_TYPE_LABELS[type]} 점검표입니다. 딜러는 이 점검표를 보고 입찰하고, 차량을 넘겨받을 때
        점검표와 다른 항목만 감가를 요청할 수 있어요. 있는 그대로 적을수록 거래 현장에서 가격이 깎일 일이
        줄어듭니다.
      </p>
      <div className={styles.quick}>
        <Button variant="outline" onClick={fillAll}>
          모두 이상 없음으로 채우기
        </Button>
        <p className={styles.quickHint}>
          아직 고르지 않은 항목만 ‘이상 없음’으로 채웁니다. 다른 항목은 직접 고치고, 타이어 마모율은 직접
          입력해주세요.
        </p>
      </div>
      <p className={styles.progress} role="status">
        필수 항목 {progress.total}개 중 {progress.done}개 작성
      </p>
      {groupsOf(CONDITION_SHEETS[type]).map(([group, items]) => (
        <section key={group} className={styles.group} aria-labelledby={idOf(group, 'group')}>
          <h3 id={idOf(group, 'group')} className={styles.groupTitle}>
            {group}
          </h3>
          <ul className={styles.items}>{items.map(itemView)}</ul>
        </section>
      ))}
    </div>
  );
}
