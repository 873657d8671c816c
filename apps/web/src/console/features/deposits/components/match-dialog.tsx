// Matching an unmatched deposit by hand (docs/domain.md "Fees"): pick one of the deals waiting for a fee of
// the same amount (reference and name matches first) or type an auction number; the server checks the rules
// again and its refusal shows in the dialog.
import { useId, useState } from 'react';
import { adminDepositMatchForm, type AdminDeposit } from '@autobid/shared';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { ActionDialog, NotSent } from '../../../components/action-dialog';
import { Badge } from '../../../components/badge';
import { dateTime, won } from '../../../lib/format';
import { useMatchDeposit } from '../api/match-deposit';
import { MATCH_LABEL, transferText } from '../lib/deposit-messages';
import styles from './match-dialog.module.css';

type MatchDialogProps = {
  deposit: AdminDeposit;
  /** The candidate picked in the panel, else the best one. */
  auctionId: number | null;
  onClose: () => void;
  onMatched: (deposit: AdminDeposit) => void;
};

export function MatchDialog({ deposit, auctionId, onClose, onMatched }: MatchDialogProps) {
  const id = useId();
  const first = auctionId ?? deposit.candidates[0]?.auctionId ?? null;
  const [typed, setTyped] = useState(first === null ? '' : String(first));
  const match = useMatchDeposit();

  const confirm = async () => {
    const parsed = adminDepositMatchForm.safeParse({ auctionId: typed });
    if (!parsed.success) {
      throw new NotSent(parsed.error.issues[0]?.message ?? '');
    }
    onMatched(await match.mutateAsync({ depositId: deposit.id, auctionId: parsed.data.auctionId }));
  };

  return (
    <ActionDialog
      title="입금 수동 매칭"
      description={
        <>
          <strong>{transferText(deposit)}</strong>을 선택한 거래의 수수료로 확인합니다. 거래는 바로 거래일
          조율 단계로 넘어가고 딜러와 판매자에게 알림톡이 발송됩니다.
        </>
      }
      confirmLabel={MATCH_LABEL}
      onConfirm={confirm}
      onClose={onClose}
    >
      {deposit.candidates.length ? (
        <fieldset className={styles.candidates}>
          <legend className={styles.legend}>금액이 같은 입금 대기 거래</legend>
          {deposit.candidates.map((candidate) => {
            const value = String(candidate.auctionId);
            return (
              <label key={value} className={cn(styles.candidate, typed === value && styles.checked)}>
                <input
                  type="radio"
                  name={`${id}-candidate`}
                  value={value}
                  checked={typed === value}
                  onChange={() => setTyped(value)}
                />
                <span className={styles.text}>
                  <span className={styles.title}>
                    #{candidate.auctionId} {candidate.model}
                  </span>
                  <span className={styles.sub}>
                    {candidate.dealer.name}({candidate.dealer.username}) · 입금 코드{' '}
                    {candidate.depositReference ?? '-'} · 기한 {dateTime(candidate.depositDeadline)}
                  </span>
                </span>
                <span className={styles.tags}>
                  {candidate.isReferenceMatch ? <Badge tone="success">코드 일치</Badge> : null}
                  {candidate.isNameMatch ? <Badge tone="info">이름 일치</Badge> : null}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p className={styles.none}>
          {won(deposit.amount)}의 수수료를 기다리는 거래가 없습니다. 경매 번호를 직접 입력해주세요.
        </p>
      )}
      <TextField
        id={`${id}-auction`}
        label="경매 번호"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={typed}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        hint="후보를 고르거나 경매 번호를 직접 입력합니다. 입금액과 수수료가 같아야 합니다."
      />
    </ActionDialog>
  );
}
