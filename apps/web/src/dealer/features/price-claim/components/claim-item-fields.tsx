// One item of the claim form (docs/domain.md "Handover"): the sheet's item it disputes (grouped as the sheet
// is, with what the sheet said), what was found on site, the deduction in 만원 beside the guide's range, the
// reason the range asks for, and 1 to 6 photos taken at the handover. Each message under its own field.
import type { ReactNode } from 'react';
import {
  BID_UNIT_WON,
  PRICE_CLAIM_PHOTOS_MAX,
  formatKoreanWon,
  parseManwon,
  type PriceClaimsView,
} from '@autobid/shared';
import { FieldMessage, FieldWrapper, controlClassName } from '@/components/ui/field-wrapper';
import { ImageUpload, type UploadCredential } from '@/components/ui/image-upload';
import { TextAreaField } from '@/components/ui/text-area-field';
import controls from '@/components/ui/form-controls.module.css';
import { cn } from '@/lib/cn';
import { guideText, needsReason, type ClaimItemDraft, type ClaimItemField } from '../lib/claim-form';
import styles from './claim-form.module.css';

type SheetRow = PriceClaimsView['sheet'][number];

type ClaimItemFieldsProps = {
  /** 0-based position: the legend says "감가 항목 {index + 1}". */
  index: number;
  entry: ClaimItemDraft;
  sheet: readonly SheetRow[];
  guide: PriceClaimsView['guide'];
  /** Items other rows already claim (each item once per claim). */
  taken: ReadonlySet<string>;
  errors: Partial<Record<ClaimItemField, string>>;
  /** The id of each field, for focusing the first message. */
  fieldId: (field: ClaimItemField) => string;
  onChange: (patch: Partial<ClaimItemDraft>, cleared: ClaimItemField[]) => void;
  /** Adds uploaded photos (functional, so several uploads in a row all land). */
  onAddPhoto: (url: string) => void;
  onRemovePhoto: (photoIndex: number) => void;
  /** Null when the item cannot be removed (the only one). */
  onRemove: (() => void) | null;
  uploadCredential?: UploadCredential;
};

function groupsOf(rows: readonly SheetRow[]): [string, SheetRow[]][] {
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  }
  return [...groups];
}

/** What the listing's sheet said of the item, in words (a defect said in words, not by colour alone). */
function sheetSaid(row: SheetRow): ReactNode {
  return (
    <>
      점검표: <strong>{row.stateLabel}</strong>
      {row.ok ? '' : ' (확인 필요로 표시됨)'}
      {row.note ? ` · ${row.note}` : ''}
    </>
  );
}

export function ClaimItemFields({
  index,
  entry,
  sheet,
  guide,
  taken,
  errors,
  fieldId,
  onChange,
  onAddPhoto,
  onRemovePhoto,
  onRemove,
  uploadCredential,
}: ClaimItemFieldsProps) {
  const number = index + 1;
  const row = sheet.find((candidate) => candidate.key === entry.item);
  const range = entry.item ? guideText(guide, entry.item) : null;
  const isReasonNeeded = needsReason(guide, entry);
  const amountMessageId = `${fieldId('amount')}-message`;
  const photosLeft = PRICE_CLAIM_PHOTOS_MAX - entry.photos.length;

  const amountHint = entry.item
    ? `${range ?? '감가 기준표에 없는 항목'}${entry.amountManwon > 0 ? ` · ${formatKoreanWon(entry.amountManwon * BID_UNIT_WON)}` : ''}`
    : '만원 단위로 입력해주세요.';

  return (
    <fieldset className={styles.item}>
      <legend className={styles.itemLegend}>감가 항목 {number}</legend>
      {onRemove ? (
        <button type="button" className={styles.remove} onClick={onRemove}>
          감가 항목 {number} 삭제
        </button>
      ) : null}

      <FieldWrapper
        label="점검표 항목"
        id={fieldId('item')}
        error={errors.item}
        hint={row ? sheetSaid(row) : '판매자가 작성한 점검표에서 현장과 다른 항목을 골라주세요.'}
      >
        {(control) => (
          <select
            {...control}
            className={controlClassName(Boolean(errors.item), styles.select)}
            value={entry.item}
            onChange={(event) => onChange({ item: event.target.value }, ['item', 'amount', 'reason'])}
          >
            <option value="">항목을 선택해주세요</option>
            {groupsOf(sheet).map(([group, rows]) => (
              <optgroup key={group} label={group}>
                {rows.map((option) => (
                  <option key={option.key} value={option.key} disabled={taken.has(option.key)}>
                    {option.label} · 점검표 {option.stateLabel}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FieldWrapper>

      <TextAreaField
        id={fieldId('observed')}
        label="현장 확인 내용"
        className={styles.short}
        placeholder="예: 뒤 타이어 마모 80% (점검표에는 20%)"
        maxLength={200}
        rows={2}
        value={entry.observed}
        error={errors.observed}
        onChange={(event) => onChange({ observed: event.target.value }, ['observed'])}
      />

      <div className={controls.field}>
        <label htmlFor={fieldId('amount')} className={styles.label}>
          감가 금액
        </label>
        <div className={cn(controls.amount, errors.amount && controls.invalid)}>
          <input
            id={fieldId('amount')}
            className={controls.amountInput}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={entry.amountManwon > 0 ? String(entry.amountManwon) : ''}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={amountMessageId}
            onChange={(event) =>
              onChange({ amountManwon: parseManwon(event.target.value) }, ['amount', 'reason'])
            }
          />
          <span className={controls.suffix} aria-hidden="true">
            만원
          </span>
        </div>
        <FieldMessage id={amountMessageId} error={errors.amount} hint={amountHint} />
      </div>

      <TextAreaField
        id={fieldId('reason')}
        label="감가 사유"
        className={styles.short}
        placeholder="기준 범위를 벗어난 금액이면 그 이유를 적어주세요."
        maxLength={300}
        rows={2}
        value={entry.reason}
        error={errors.reason}
        hint={
          isReasonNeeded
            ? '감가 기준표의 범위를 벗어난 금액이라 사유가 필요합니다.'
            : '기준 범위 안의 금액이면 비워 두어도 됩니다.'
        }
        onChange={(event) => onChange({ reason: event.target.value }, ['reason'])}
      />

      <div className={styles.photos} role="group" aria-labelledby={`${fieldId('photos')}-title`}>
        <div className={styles.photosHead}>
          <span id={`${fieldId('photos')}-title`} className={styles.label}>
            현장 사진
          </span>
          <span className={controls.hint}>
            {entry.photos.length}/{PRICE_CLAIM_PHOTOS_MAX}장 · 최소 1장
          </span>
        </div>
        {entry.photos.length > 0 ? (
          <ul className={styles.photoList}>
            {entry.photos.map((url, photoIndex) => (
              <li key={url} className={styles.photo}>
                <img src={url} alt={`감가 항목 ${number} 현장 사진 ${photoIndex + 1}`} />
                <button
                  type="button"
                  className={styles.photoRemove}
                  onClick={() => onRemovePhoto(photoIndex)}
                >
                  사진 {photoIndex + 1} 삭제
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photosLeft > 0 ? (
          <ImageUpload
            id={fieldId('photos')}
            label="현장 사진 추가"
            value=""
            maxFiles={photosLeft}
            credential={uploadCredential}
            error={errors.photos}
            hint={`거래 현장에서 찍은 사진, ${photosLeft}장 더 올릴 수 있습니다.`}
            onChange={onAddPhoto}
          />
        ) : errors.photos ? (
          <p className={controls.error}>{errors.photos}</p>
        ) : null}
      </div>
    </fieldset>
  );
}
