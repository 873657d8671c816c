// The completion form (docs/spec.md §2 "Completion form"): same price as the winning price or a different
// one (in 만원, with a reason), the inspection result and six inspection photos; before the trade date, the
// dealer's confirmation that the trade happened early (docs/domain.md "Completion"); messages at their fields.
import { useId, useState, type FormEvent } from 'react';
import {
  BID_UNIT_WON,
  COMPLETION_REASON_MAX,
  DEAL_MESSAGES,
  INSPECTION_PHOTO_COUNT,
  INSPECTION_RESULT_MAX,
  completionForm,
  formatDotDate,
  formatKoreanWon,
  parseManwon,
  type CompleteDealRequest,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ImageUpload, type UploadCredential } from '@/components/ui/image-upload';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import controls from '@/components/ui/form-controls.module.css';
import styles from './completion-form.module.css';
import { cn } from '@/lib/cn';
import { useSingleFlight } from '@/lib/use-single-flight';
import { askConfirm } from '@/components/ui/app-dialog';

type PriceMode = 'same' | 'different';
type CompletionField = 'priceManwon' | 'reason' | 'images' | 'earlyTradeConfirmed';
/** Field order, for focusing the first error. */
const COMPLETION_FIELDS: readonly CompletionField[] = [
  'priceManwon',
  'reason',
  'images',
  'earlyTradeConfirmed',
];

export const SAME_PRICE_LABEL = '낙찰가와 동일';
export const DIFFERENT_PRICE_LABEL = '다른 가격';
export const SUBMIT_LABEL = '거래 완료';

type CompletionFormProps = {
  winningPrice: number;
  /** The agreed trade date (00:00 Asia/Seoul); before it the dealer confirms the trade happened early. */
  tradeDate: string | null;
  /** A code link's code when the form was opened from one (the photos are the bound dealer's); else the session. */
  uploadCredential?: UploadCredential;
  /** Sends the body; resolves true when the server accepted it. */
  onSubmit: (body: CompleteDealRequest) => Promise<boolean>;
};

/** Whether completing now comes before the agreed trade date (docs/domain.md "Completion"). */
function isBeforeTradeDate(tradeDate: string | null): boolean {
  const start = tradeDate ? Date.parse(tradeDate) : Number.NaN;
  return Number.isFinite(start) && Date.now() < start;
}

export function CompletionForm({ winningPrice, tradeDate, uploadCredential, onSubmit }: CompletionFormProps) {
  const id = useId();
  // Fixed when the form opens, so a form left open past midnight still asks.
  const [isEarly] = useState(() => isBeforeTradeDate(tradeDate));
  const form = useSchemaForm(
    completionForm,
    {
      mode: 'same',
      priceManwon: 0,
      reason: '',
      inspectionResult: '',
      images: Array.from({ length: INSPECTION_PHOTO_COUNT }, () => ''),
      winningPrice,
      isEarly,
      earlyTradeConfirmed: false,
    },
    // The first message in field order gets the focus, the photo group included.
    { shouldFocusError: false },
  );
  const values = form.watch();
  const errors = {
    finalPrice: fieldError(form, 'priceManwon'),
    images: fieldError(form, 'images'),
    early: fieldError(form, 'earlyTradeConfirmed'),
  };

  const fieldId = (field: CompletionField) => `${id}-${field === 'priceManwon' ? 'finalPrice' : field}`;

  const setMode = (mode: PriceMode) => {
    form.setValue('mode', mode);
    form.clearErrors(['priceManwon', 'reason']);
  };

  const setImage = (index: number, url: string) => {
    form.setValue(
      'images',
      form.getValues('images').map((value, i) => (i === index ? url : value)),
    );
    form.clearErrors('images');
  };

  const { run: accept, isRunning: isSubmitting } = useSingleFlight(async (body: CompleteDealRequest) => {
    if (await askConfirm(DEAL_MESSAGES.completeConfirm)) {
      await onSubmit(body);
    }
  });

  const send = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(accept, (found) => {
      const first = COMPLETION_FIELDS.find((field) => found[field]);
      if (first) {
        document.getElementById(fieldId(first))?.focus();
      }
    })(event);

  const isSame = values.mode === 'same';
  const shownManwon = isSame ? Math.round(winningPrice / BID_UNIT_WON) : values.priceManwon;
  const priceMessageId = `${fieldId('priceManwon')}-message`;
  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>최종 거래 금액</legend>
        <div className={styles.modes} role="radiogroup" aria-label="거래 금액 선택">
          {(
            [
              ['same', SAME_PRICE_LABEL],
              ['different', DIFFERENT_PRICE_LABEL],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className={cn(styles.mode, values.mode === mode && styles.modeChecked)}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={values.mode === mode}
                onChange={() => setMode(mode)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>

        <div className={styles.priceField}>
          <label htmlFor={fieldId('priceManwon')} className={styles.label}>
            {isSame ? '낙찰 금액' : '최종 거래 금액'}
          </label>
          <div
            className={cn(styles.amount, errors.finalPrice && controls.invalid, isSame && styles.readOnly)}
          >
            <input
              id={fieldId('priceManwon')}
              className={controls.amountInput}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              readOnly={isSame}
              value={shownManwon > 0 ? String(shownManwon) : ''}
              aria-invalid={errors.finalPrice ? true : undefined}
              aria-describedby={priceMessageId}
              onChange={(event) => {
                if (isSame) {
                  return;
                }
                form.setValue('priceManwon', parseManwon(event.target.value));
                form.clearErrors('priceManwon');
              }}
            />
            <span className={controls.suffix} aria-hidden="true">
              만원
            </span>
          </div>
          {errors.finalPrice ? (
            <p id={priceMessageId} className={controls.error}>
              {errors.finalPrice}
            </p>
          ) : (
            <p id={priceMessageId} className={controls.hint}>
              {shownManwon > 0
                ? `${formatKoreanWon(shownManwon * BID_UNIT_WON)}${isSame ? ' (낙찰 금액)' : ''}`
                : '만원 단위로 입력해주세요.'}
            </p>
          )}
        </div>

        {isSame ? null : (
          <TextAreaField
            id={fieldId('reason')}
            label="가격 변경 사유"
            placeholder="낙찰 금액과 다른 가격으로 거래한 사유를 입력해주세요."
            maxLength={COMPLETION_REASON_MAX}
            {...bindField(form, 'reason')}
          />
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>검수 정보</legend>
        <TextAreaField
          label="검수 결과"
          placeholder="차량 상태, 특이 사항 등 검수 결과를 입력해주세요."
          maxLength={INSPECTION_RESULT_MAX}
          {...bindField(form, 'inspectionResult')}
        />
        <div
          className={styles.photos}
          role="group"
          aria-labelledby={`${id}-photos-title`}
          aria-describedby={`${id}-photos-message`}
          // Focus target for the "at least one photo" message.
          id={fieldId('images')}
          tabIndex={-1}
        >
          <div className={styles.photosHead}>
            <span id={`${id}-photos-title`} className={styles.label}>
              검수 사진
            </span>
            <span className={styles.photosNote}>최소 1장, 최대 {values.images.length}장</span>
          </div>
          <div className={styles.photoGrid}>
            {values.images.map((url, index) => (
              <ImageUpload
                // The six slots never reorder.
                key={index}
                label={`검수 사진 ${index + 1}`}
                value={url}
                onChange={(next) => setImage(index, next)}
                credential={uploadCredential}
              />
            ))}
          </div>
          {errors.images ? (
            <p id={`${id}-photos-message`} className={controls.error}>
              {errors.images}
            </p>
          ) : null}
        </div>
      </fieldset>

      {isEarly ? (
        <div className={styles.early}>
          <label className={styles.earlyLabel}>
            <input
              id={fieldId('earlyTradeConfirmed')}
              type="checkbox"
              checked={values.earlyTradeConfirmed}
              aria-invalid={errors.early ? true : undefined}
              aria-describedby={`${id}-early-message`}
              onChange={(event) => {
                form.setValue('earlyTradeConfirmed', event.target.checked);
                form.clearErrors('earlyTradeConfirmed');
              }}
            />
            <span>
              약속한 거래일({formatDotDate(tradeDate)}) 전에 거래했습니다. 거래가 앞당겨 이루어졌음을
              확인합니다.
            </span>
          </label>
          <p id={`${id}-early-message`} className={errors.early ? controls.error : controls.hint}>
            {errors.early ?? '거래일 전에 완료를 등록하면 앞당긴 거래로 기록됩니다.'}
          </p>
        </div>
      ) : null}

      <p className={styles.notice}>
        거래 완료 후에는 취소할 수 없습니다. 최종 거래 금액과 검수 사진을 다시 한 번 확인해주세요.
      </p>
      <Button type="submit" size="lg" block isBusy={isSubmitting} busyLabel="처리 중...">
        {SUBMIT_LABEL}
      </Button>
    </form>
  );
}
