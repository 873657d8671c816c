// "판정하기" (docs/domain.md "Handover"): the outcome (감가 인정 = the claim's total, 일부 인정 = an amount in
// 만원 below it, 감가 불인정 = none), the reason both parties are told, and the price the deal then completes
// at, shown before sending. A mistake shows at its field, the server's refusal in the dialog.
import { useId, useState } from 'react';
import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  DISPUTE_WINDOW_DAYS,
  DISPUTES_LOST_FOR_BAN,
  type DisputeDetail,
  type DisputeOutcome,
} from '@autobid/shared';
import { ChoiceField } from '@/components/ui/choice-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { refusalText } from '@/lib/call';
import { FormDialog } from '../../../components/form-dialog';
import { won } from '../../../lib/format';
import { useDecideDispute } from '../api/decide-dispute';
import {
  EMPTY_DECISION,
  decisionOf,
  grantedOf,
  manwonDigits,
  type DecisionErrors,
  type DecisionForm,
} from '../lib/decision';
import styles from './decide-dialog.module.css';

type DecideDialogProps = {
  detail: DisputeDetail;
  onClose: () => void;
  /** The dispute as the decision left it. */
  onDecided: (detail: DisputeDetail) => void;
};

function hintsOf(total: number): Record<DisputeOutcome, string> {
  return {
    UPHELD: `요청한 감가 ${won(total)}을 모두 인정합니다.`,
    PARTIAL: '요청보다 적은 금액만 인정합니다.',
    REJECTED: '감가를 인정하지 않습니다. 낙찰가로 거래합니다.',
  };
}

export function DecideDialog({ detail, onClose, onDecided }: DecideDialogProps) {
  const id = useId();
  const decide = useDecideDispute();
  const [form, setForm] = useState<DecisionForm>(EMPTY_DECISION);
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { claim } = detail;
  const granted = grantedOf(form, claim.total);
  const lostAfter = detail.dealerDisputesLost + 1;

  const edit = (next: Partial<DecisionForm>, field: keyof DecisionErrors) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const result = decisionOf(form, claim.total);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      onDecided(await decide.mutateAsync({ id: detail.dispute.id, body: result.body }));
    } catch (error) {
      setRefusal(refusalText(error));
      return;
    } finally {
      setPending(false);
    }
    onClose();
  };

  return (
    <FormDialog
      title="감가 분쟁 판정"
      description={`${detail.dealer.name} 딜러의 감가 요청 ${won(claim.total)} (낙찰가 ${won(claim.winningPrice)})을 판정합니다. 판정은 한 번만 할 수 있고, 딜러와 판매자에게 사유와 함께 알림톡이 발송됩니다.`}
      submitLabel="판정하기"
      cancelLabel="닫기"
      refusal={refusal}
      isPending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
    >
      <ChoiceField
        id={`${id}-outcome`}
        variant="tiles"
        legend="판정 결과"
        options={DISPUTE_OUTCOMES.map((value) => ({
          value,
          label: DISPUTE_OUTCOME_LABELS[value],
          hint: hintsOf(claim.total)[value],
        }))}
        value={form.outcome ?? undefined}
        onChange={(outcome) => edit({ outcome }, 'outcome')}
        error={errors.outcome}
      />
      {form.outcome === 'PARTIAL' ? (
        <TextField
          id={`${id}-amount`}
          label="인정할 감가 금액 (만원)"
          inputMode="numeric"
          autoComplete="off"
          value={form.amount}
          onChange={(event) => edit({ amount: manwonDigits(event.target.value) }, 'amount')}
          error={errors.amount}
          hint={`1만원 이상, 요청 합계 ${won(claim.total)}보다 작게 입력합니다.`}
        />
      ) : null}
      <TextAreaField
        id={`${id}-reason`}
        label="판정 사유 (딜러와 판매자에게 전달됩니다)"
        maxLength={500}
        rows={4}
        value={form.reason}
        onChange={(event) => edit({ reason: event.target.value }, 'reason')}
        error={errors.reason}
      />
      <section aria-label="판정 후 거래 가격" aria-live="polite">
        <dl className={styles.price}>
          <div>
            <dt>낙찰가</dt>
            <dd>{won(claim.winningPrice)}</dd>
          </div>
          <div>
            <dt>인정 감가</dt>
            <dd>{granted === null ? '-' : `− ${won(granted)}`}</dd>
          </div>
          <div className={styles.result}>
            <dt>거래 가격</dt>
            <dd>{granted === null ? '-' : won(claim.winningPrice - granted)}</dd>
          </div>
        </dl>
      </section>
      {form.outcome === 'REJECTED' && lostAfter >= DISPUTES_LOST_FOR_BAN ? (
        <p className={styles.warning}>
          이 딜러는 최근 {DISPUTE_WINDOW_DAYS}일 동안 감가 불인정 판정을 {detail.dealerDisputesLost}건
          받았습니다. 불인정으로 판정하면 {lostAfter}건이 되어 부당 감가 누적으로 입찰이 제한됩니다.
        </p>
      ) : null}
    </FormDialog>
  );
}
