// The completion form (docs/spec.md §2 "Completion form"): same price as the winning price or a different
// one, the inspection result and six inspection photos; before the trade date, the dealer's confirmation that
// the trade happened early (docs/domain.md "Completion"); messages at their fields. A different price is only
// the one a price claim settled (docs/domain.md "Handover"): without one, "다른 가격" leads to the claim form;
// while a claim waits, the form says so instead of sending.
import { useId, useState, type FormEvent } from 'react';
import {
  BID_UNIT_WON,
  DEAL_MESSAGES,
  INSPECTION_PHOTO_COUNT,
  INSPECTION_RESULT_MAX,
  PENDING_CLAIM_STATUSES,
  PRICE_CLAIM_MESSAGES,
  completionForm,
  formatDotDate,
  formatKoreanWon,
  formatWon,
  type CompleteDealRequest,
  type PriceClaimStatus,
} from '@autobid/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { ImageUpload, type UploadCredential } from '@/components/ui/image-upload';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import controls from '@/components/ui/form-controls.module.css';
import styles from './completion-form.module.css';
import { cn } from '@/lib/cn';
import { useSingleFlight } from '@/lib/use-single-flight';
import { askConfirm } from '@/components/ui/app-dialog';

type PriceMode = 'same' | 'different';
type CompletionField = 'images' | 'earlyTradeConfirmed';
/** Field order, for focusing the first error. */
const COMPLETION_FIELDS: readonly CompletionField[] = ['images', 'earlyTradeConfirmed'];

export const SAME_PRICE_LABEL = '낙찰가와 동일';
export const DIFFERENT_PRICE_LABEL = '다른 가격';
export const SUBMIT_LABEL = '거래 완료';
export const CLAIM_LINK_LABEL = '감가 요청하기';

/** Whether a claim waits for the seller or an operator. */
function isPending(status: PriceClaimStatus | null): boolean {
  return status !== null && (PENDING_CLAIM_STATUSES as readonly string[]).includes(status);
}

type CompletionFormProps = {
  winningPrice: number;
  /** The price a claim settled (the seller agreed or an operator decided); null: the winning price. */
  agreedPrice?: number | null;
  /** The deal's latest claim's status, null when none. */
  claimStatus?: PriceClaimStatus | null;
  /** The claim form of this deal: "다른 가격" leads there. */
  claimHref: string;
  /** The agreed trade date (00:00 Asia/Seoul); before it the dealer confirms the trade happened early. */
  tradeDate: string | null;
  /** Server clock minus device clock (the detail's `clockOffsetMs`): "before the trade date" is the server's. */
  clockOffsetMs: number;
  /** A code link's code when the form was opened from one (the photos are the bound dealer's); else the session. */
  uploadCredential?: UploadCredential;
  /** Sends the body; resolves true when the server accepted it. */
  onSubmit: (body: CompleteDealRequest) => Promise<boolean>;
};

/**
 * Whether completing at `now` (the server's clock, docs/domain.md "Clock") comes before the agreed trade date
 * (docs/domain.md "Completion").
 */
function isBeforeTradeDate(tradeDate: string | null, now: number): boolean {
  const start = tradeDate ? Date.parse(tradeDate) : Number.NaN;
  return Number.isFinite(start) && now < start;
}

export function CompletionForm({
  winningPrice,
  agreedPrice = null,
  claimStatus = null,
  claimHref,
  tradeDate,
  clockOffsetMs,
  uploadCredential,
  onSubmit,
}: CompletionFormProps) {
  const id = useId();
  // Fixed when the form opens, so a form left open past midnight still asks.
  const [isEarly] = useState(() => isBeforeTradeDate(tradeDate, Date.now() + clockOffsetMs));
  // A settled price differs from the winning one: "다른 가격" is where it reads first.
  const [mode, setModeState] = useState<PriceMode>(agreedPrice === null ? 'same' : 'different');
  /** Why the price chosen cannot be sent (no settled price, a claim waiting), shown in place after a submit. */
  const [priceRefusal, setPriceRefusal] = useState<string | null>(null);
  // The price sent is the one the deal completes at (docs/domain.md "Handover"): the agreed one once a claim
  // settled, else the winning one; the server names the change's reason itself.
  const price = agreedPrice ?? winningPrice;
  const form = useSchemaForm(
    completionForm,
    {
      mode: 'same',
      priceManwon: 0,
      reason: '',
      inspectionResult: '',
      images: Array.from({ length: INSPECTION_PHOTO_COUNT }, () => ''),
      winningPrice: price,
      isEarly,
      earlyTradeConfirmed: false,
    },
    // The first message in field order gets the focus, the photo group included.
    { shouldFocusError: false },
  );
  const values = form.watch();
  const errors = {
    images: fieldError(form, 'images'),
    early: fieldError(form, 'earlyTradeConfirmed'),
  };

  const fieldId = (field: CompletionField | 'price' | 'pending') => `${id}-${field}`;
  const isClaimPending = isPending(claimStatus);
  const canClaim = claimStatus === null || claimStatus === 'WITHDRAWN';

  const setMode = (next: PriceMode) => {
    setModeState(next);
    setPriceRefusal(null);
  };

  /** What keeps the chosen price from being sent (said in place after a submit), or null. */
  const priceBlock = (): string | null => {
    if (isClaimPending) {
      return PRICE_CLAIM_MESSAGES.completeWhileOpen;
    }
    if (mode === 'different' && agreedPrice === null) {
      return canClaim ? PRICE_CLAIM_MESSAGES.completeNeedsClaim : PRICE_CLAIM_MESSAGES.priceSettled;
    }
    return null;
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
      // The price the deal completes at now (a claim may have settled since the form opened).
      await onSubmit({ ...body, finalPrice: price, reason: '' });
    }
  });

  const send = (event: FormEvent<HTMLFormElement>) => {
    const blocked = priceBlock();
    if (blocked) {
      event.preventDefault();
      setPriceRefusal(blocked);
      document.getElementById(fieldId(isClaimPending ? 'pending' : 'price'))?.focus();
      return;
    }
    void form.handleSubmit(accept, (found) => {
      const first = COMPLETION_FIELDS.find((field) => found[field]);
      if (first) {
        document.getElementById(fieldId(first))?.focus();
      }
    })(event);
  };

  const shownManwon = Math.round(price / BID_UNIT_WON);
  const showsPrice = agreedPrice !== null || mode === 'same';
  const priceMessageId = `${fieldId('price')}-message`;
  const priceHint =
    agreedPrice === null
      ? `${formatKoreanWon(price)} (낙찰 금액)`
      : PRICE_CLAIM_MESSAGES.completeAtAgreed(formatWon(agreedPrice));
  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>최종 거래 금액</legend>
        {isClaimPending ? (
          // While a claim waits nothing is sent: said here, and again (as an alert) on a submit.
          <div
            id={fieldId('pending')}
            className={cn(styles.claimNote, priceRefusal && styles.claimNoteRefused)}
            role={priceRefusal ? 'alert' : 'status'}
            tabIndex={-1}
          >
            <p>{PRICE_CLAIM_MESSAGES.completeWhileOpen}</p>
          </div>
        ) : null}
        <div className={styles.modes} role="radiogroup" aria-label="거래 금액 선택">
          {(
            [
              ['same', SAME_PRICE_LABEL],
              ['different', DIFFERENT_PRICE_LABEL],
            ] as const
          ).map(([option, label]) => (
            <label key={option} className={cn(styles.mode, mode === option && styles.modeChecked)}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>

        {showsPrice ? (
          <div className={styles.priceField}>
            <label htmlFor={fieldId('price')} className={styles.label}>
              {agreedPrice === null ? '낙찰 금액' : '합의 가격'}
            </label>
            <div className={cn(styles.amount, styles.readOnly)}>
              <input
                id={fieldId('price')}
                className={controls.amountInput}
                readOnly
                value={String(shownManwon)}
                aria-describedby={priceMessageId}
              />
              <span className={controls.suffix} aria-hidden="true">
                만원
              </span>
            </div>
            <p id={priceMessageId} className={controls.hint}>
              {priceHint}
            </p>
          </div>
        ) : (
          <div
            id={fieldId('price')}
            className={cn(styles.claimNote, priceRefusal && !isClaimPending && styles.claimNoteRefused)}
            tabIndex={-1}
          >
            {isClaimPending ? (
              <p>감가 요청의 결과가 나오면 그 가격으로 거래를 완료할 수 있습니다.</p>
            ) : priceRefusal ? (
              <p className={controls.error} role="alert">
                {priceRefusal}
              </p>
            ) : (
              <p>
                {canClaim
                  ? '낙찰가와 다른 가격으로 거래하려면 판매자의 동의가 필요합니다. 점검표와 다른 항목을 현장 사진과 함께 감가 요청으로 보내면, 판매자가 동의하거나 운영자가 판정한 가격으로 거래를 완료할 수 있습니다.'
                  : PRICE_CLAIM_MESSAGES.priceSettled}
              </p>
            )}
            {canClaim ? (
              <ButtonLink to={claimHref} variant="outline" size="sm">
                {CLAIM_LINK_LABEL}
              </ButtonLink>
            ) : null}
          </div>
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
