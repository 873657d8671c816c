// The bid form: amount in 만원 (digits only), then the app's confirmation — the penalty warning with the amount
// in words and digits and a red warning for an amount far from the hope price or the top bid — then POST in won
// with an idempotency key. With `raise` the same input and confirmation raise the dealer's active bid (PATCH).
// A dealer whose profile says it may not bid yet sees why in place of the form: the ban with its end, or the
// bank-account verification (offered right here, then the form). A refusal the server gives (an ended
// auction, a code link's ban, …) shows its message under the form.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  AUCTION_MESSAGES,
  BID_UNIT_WON,
  bidForm,
  formatDotDateTime,
  formatKoreanWon,
  parseManwon,
  recommendedPriceRange,
  type ErrorCode,
} from '@autobid/shared';
import { BankAccountDialog } from '@/dealer/components/bank-account/bank-account-dialog';
import { askConfirm } from '@/components/ui/app-dialog';
import { Button } from '@/components/ui/button';
import type { AuctionTarget } from '@/lib/auction-target';
import { fieldError, useSchemaForm } from '@/lib/form';
import { ApiError } from '@/lib/call';
import { isBanned } from '@/lib/ban';
import { useProfile } from '@/lib/dealer-session';
import { newIdempotencyKey, usePlaceBid } from '../api/place-bid';
import { useRaiseBid } from '../api/raise-bid';
import { amountInWords, bidWarnings } from '../lib/bid-check';
import controls from '@/components/ui/form-controls.module.css';
import styles from './bidding-panel.module.css';
import { cn } from '@/lib/cn';

export const BID_CONFIRM_MESSAGE = '입찰 후 취소하면 페널티가 부과됩니다. 입찰하시겠습니까?';

/** Raising the dealer's own active bid instead of placing one. */
type RaiseMode = { biddingId: number; currentPrice: number; onClose: () => void };

type BidFormProps = {
  target: AuctionTarget;
  hopePrice: number | null;
  /** The top bid now, for the confirmation's warnings (0 when none). */
  maxBiddingPrice: number;
  /** Not PROGRESS. */
  disabled: boolean;
  raise?: RaiseMode;
};

/** What the confirmation shows under its question: the amount, what a raise starts from, the warnings in red. */
function BidConfirmDetails({
  price,
  hopePrice,
  maxBiddingPrice,
  currentPrice,
}: {
  price: number;
  hopePrice: number | null;
  maxBiddingPrice: number;
  currentPrice?: number;
}) {
  const warnings = bidWarnings({ price, hopePrice, maxBiddingPrice });
  return (
    <>
      <p className={styles.confirmAmount} data-bid-amount>
        {amountInWords(price)}
      </p>
      {currentPrice ? (
        <p className={styles.confirmFrom}>현재 내 입찰가 {formatKoreanWon(currentPrice)}에서 올립니다.</p>
      ) : null}
      {warnings.length ? (
        <ul className={styles.confirmWarnings} data-bid-warnings>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
          <li>금액을 다시 확인해주세요.</li>
        </ul>
      ) : null}
    </>
  );
}

export function BidForm({ target, hopePrice, maxBiddingPrice, disabled, raise }: BidFormProps) {
  const inputId = useId();
  const form = useSchemaForm(bidForm, { amount: 0 });
  const amount = form.watch('amount');
  const error = fieldError(form, 'amount');
  const [refusal, setRefusal] = useState<{ message: string; errorCode: ErrorCode | null } | null>(null);
  const [isBankDialogOpen, setBankDialogOpen] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const profile = useProfile();
  const placeMutation = usePlaceBid(target);
  const raiseMutation = useRaiseBid(target);
  const isPending = placeMutation.isPending || raiseMutation.isPending;
  const isDisabled = disabled || isPending || isAsking;
  const range = recommendedPriceRange(hopePrice);
  // The dealer's own session (not a code link) can verify here: before trying when the profile says so,
  // and whenever the server asked for it.
  const canVerifyHere = target.kind === 'id';
  // What the dealer's own profile already says blocks a bid is shown in place of the form: the ban, or the
  // bank-account step (docs/domain.md "Bids"); a code link has no profile and learns it from the answer.
  const isSignedIn = profile.id > 0;
  const isBlockedByBan = isSignedIn && isBanned(profile.penaltyExpiredAt);
  const isBankStepFirst = canVerifyHere && isSignedIn && !profile.isBankAccountAuth;
  const needsBankAccount = canVerifyHere && refusal?.errorCode === 'BANK_ACCOUNT_REQUIRED';
  const bankDialog = isBankDialogOpen ? (
    <BankAccountDialog onClose={() => setBankDialogOpen(false)} onVerified={() => setRefusal(null)} />
  ) : null;
  const bankStep = (
    <div className={styles.bankRequired} role="alert">
      <p>{AUCTION_MESSAGES.bankAccountRequired}</p>
      <Button type="button" variant="secondary" size="sm" onClick={() => setBankDialogOpen(true)}>
        계좌 인증하기
      </Button>
    </div>
  );

  const send = form.handleSubmit(async ({ price }) => {
    if (isDisabled) {
      return;
    }
    // A raise only goes up: said here, before any question, as the server would refuse it.
    if (raise && price <= raise.currentPrice) {
      form.setError('amount', { message: AUCTION_MESSAGES.bidNotHigher });
      return;
    }
    setAsking(true);
    const accepted = await askConfirm(BID_CONFIRM_MESSAGE, {
      details: (
        <BidConfirmDetails
          price={price}
          hopePrice={hopePrice}
          maxBiddingPrice={maxBiddingPrice}
          currentPrice={raise?.currentPrice}
        />
      ),
    });
    setAsking(false);
    if (!accepted) {
      return;
    }
    setRefusal(null);
    const handlers = {
      onSuccess: () => {
        form.reset({ amount: 0 });
        raise?.onClose();
      },
      onError: (error: Error) => {
        setRefusal({ message: error.message, errorCode: error instanceof ApiError ? error.errorCode : null });
      },
    };
    // One key per submit: a network retry of this submit is the same bid (or raise) to the server.
    const idempotencyKey = newIdempotencyKey();
    if (raise) {
      raiseMutation.mutate({ biddingId: raise.biddingId, priceWon: price, idempotencyKey }, handlers);
    } else {
      placeMutation.mutate({ priceWon: price, idempotencyKey }, handlers);
    }
  });

  if (isBlockedByBan || isBankStepFirst) {
    return (
      <div className={styles.form} data-bid-blocked>
        {isBlockedByBan ? (
          <div className={styles.blocked} role="status">
            <strong>입찰 제한 기간입니다</strong>
            <p>{formatDotDateTime(profile.penaltyExpiredAt)}까지 입찰할 수 없습니다.</p>
          </div>
        ) : (
          bankStep
        )}
        {raise ? (
          <Button type="button" variant="outline" size="lg" block onClick={raise.onClose}>
            닫기
          </Button>
        ) : null}
        <Link to="/fee" className={styles.feeLink}>
          수수료 안내 <span aria-hidden="true">›</span>
        </Link>
        {bankDialog}
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        if (isDisabled) {
          event.preventDefault();
          return;
        }
        void send(event);
      }}
      noValidate
    >
      <label htmlFor={inputId} className={styles.label}>
        {raise ? '올릴 입찰 금액' : '입찰 금액'}
      </label>
      {raise ? (
        <p className={styles.note}>
          현재 내 입찰가 {formatKoreanWon(raise.currentPrice)}보다 높게 입력해주세요.
        </p>
      ) : null}
      <div className={cn(styles.amount, error && controls.invalid, isDisabled && styles.amountDisabled)}>
        <input
          id={inputId}
          className={controls.amountInput}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          // Empty when 0 (docs/spec.md §5).
          value={amount > 0 ? String(amount) : ''}
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            form.setValue('amount', parseManwon(event.target.value));
            form.clearErrors('amount');
          }}
        />
        <span className={controls.suffix} aria-hidden="true">
          만원
        </span>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className={controls.error}>
          {error}
        </p>
      ) : amount > 0 ? (
        <p className={styles.preview}>{formatKoreanWon(amount * BID_UNIT_WON)}</p>
      ) : null}
      {range ? (
        <div className={styles.recommend}>
          <strong>
            추천 입찰가 {formatKoreanWon(range.min)}~{formatKoreanWon(range.max)}
          </strong>
          <span>이 범위의 입찰가는 낙찰 확률이 높습니다.</span>
        </div>
      ) : null}
      {needsBankAccount ? (
        bankStep
      ) : refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal.message}
        </p>
      ) : null}
      {raise ? (
        <div className={styles.raiseActions}>
          <Button type="button" variant="outline" size="lg" onClick={raise.onClose} disabled={isPending}>
            닫기
          </Button>
          <Button type="submit" size="lg" disabled={isDisabled} isBusy={isPending} busyLabel="올리는 중...">
            입찰가 올리기
          </Button>
        </div>
      ) : (
        <Button type="submit" size="lg" block disabled={isDisabled} isBusy={isPending} busyLabel="입찰 중...">
          입찰하기
        </Button>
      )}
      <Link to="/fee" className={styles.feeLink}>
        수수료 안내 <span aria-hidden="true">›</span>
      </Link>
      {bankDialog}
    </form>
  );
}
