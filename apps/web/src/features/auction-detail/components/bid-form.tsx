// The bid form: amount in 만원 (digits only), penalty warning confirm, then POST in won with an idempotency key.
// A refusal (a ban, an ended auction, …) shows its message under the form; a dealer whose bank account is not
// verified yet is offered the verification right here, then bids.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  AUCTION_MESSAGES,
  BID_UNIT_WON,
  bidForm,
  formatKoreanWon,
  parseManwon,
  recommendedPriceRange,
  type ErrorCode,
} from '@autobid/shared';
import { BankAccountDialog } from '@/components/bank-account/bank-account-dialog';
import { Button } from '@/components/ui/button';
import type { AuctionTarget } from '@/lib/auction-target';
import { fieldError, useSchemaForm } from '@/lib/form';
import { failureMessage } from '@/lib/http';
import { useProfile } from '@/lib/profile-store';
import { newIdempotencyKey, usePlaceBid } from '../api/place-bid';
import controls from '@/components/ui/form-controls.module.css';
import styles from './bidding-panel.module.css';
import { cn } from '@/lib/cn';

export const BID_CONFIRM_MESSAGE = '입찰 후 취소하면 페널티가 부과됩니다. 입찰하시겠습니까?';

type BidFormProps = {
  target: AuctionTarget;
  hopePrice: number | null;
  /** Not PROGRESS, or already holding an active bid. */
  disabled: boolean;
  note?: string | null;
};

export function BidForm({ target, hopePrice, disabled, note }: BidFormProps) {
  const inputId = useId();
  const form = useSchemaForm(bidForm, { amount: 0 });
  const amount = form.watch('amount');
  const error = fieldError(form, 'amount');
  const [refusal, setRefusal] = useState<{ message: string; errorCode: ErrorCode | null } | null>(null);
  const [isBankDialogOpen, setBankDialogOpen] = useState(false);
  const profile = useProfile();
  const mutation = usePlaceBid(target);
  const isDisabled = disabled || mutation.isPending;
  const range = recommendedPriceRange(hopePrice);
  // The dealer's own session (not a code link) can verify here: before trying when the profile says so,
  // and whenever the server asked for it.
  const canVerifyHere = target.kind === 'id';
  const needsBankAccount =
    canVerifyHere &&
    (refusal?.errorCode === 'BANK_ACCOUNT_REQUIRED' || (profile.id > 0 && !profile.isBankAccountAuth));

  const send = form.handleSubmit(({ price }) => {
    if (isDisabled || !window.confirm(BID_CONFIRM_MESSAGE)) {
      return;
    }
    setRefusal(null);
    // One key per submit: a network retry of this submit is the same bid to the server.
    mutation.mutate(
      { priceWon: price, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (result) => {
          if (result.ok) {
            form.reset({ amount: 0 });
          } else {
            setRefusal({ message: failureMessage(result), errorCode: result.errorCode });
          }
        },
      },
    );
  });

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
        입찰 금액
      </label>
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
      {note ? <p className={styles.note}>{note}</p> : null}
      {needsBankAccount ? (
        <div className={styles.bankRequired} role="alert">
          <p>{AUCTION_MESSAGES.bankAccountRequired}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => setBankDialogOpen(true)}>
            계좌 인증하기
          </Button>
        </div>
      ) : refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={isDisabled}>
        {mutation.isPending ? '입찰 중...' : '입찰하기'}
      </Button>
      <Link to="/fee" className={styles.feeLink}>
        수수료 안내 <span aria-hidden="true">›</span>
      </Link>
      {isBankDialogOpen ? (
        <BankAccountDialog onClose={() => setBankDialogOpen(false)} onVerified={() => setRefusal(null)} />
      ) : null}
    </form>
  );
}
