// Lifting and extending a ban, through the confirmation dialog: lifting asks the reason; extending asks the
// days (1..90, the shared rule) and shows the new end before it is sent.
import { useState } from 'react';
import {
  ADMIN_DEALER_MESSAGES,
  adminPenaltyExtendRequest,
  MAX_EXTEND_DAYS,
  type AdminPenalty,
} from '@autobid/shared';
import { TextField } from '@/components/ui/text-field';
import { ActionDialog, NotSent } from '../../../components/action-dialog';
import { dateTime } from '../../../lib/format';
import { useExtendPenalty } from '../api/extend-penalty';
import { useLiftPenalty } from '../api/lift-penalty';
import styles from './penalty-dialogs.module.css';

const DAY_MS = 24 * 3600_000;

type DialogProps = { penalty: AdminPenalty; onClose: () => void };

const subjectOf = (penalty: AdminPenalty) =>
  `${penalty.dealer.name} (${penalty.dealer.username}) 딜러의 「${penalty.kindLabel}」 입찰 제한`;

export function LiftPenaltyDialog({ penalty, onClose }: DialogProps) {
  const lift = useLiftPenalty();
  return (
    <ActionDialog
      title="입찰 제한 해제"
      description={`${subjectOf(penalty)}을 지금 해제합니다. 이어서 예정된 제한이 있으면 그만큼 앞당겨지고, 딜러에게 알림톡이 발송됩니다.`}
      confirmLabel="해제"
      reasonLabel="해제 사유 (작업 기록에 남습니다)"
      onConfirm={(reason) => lift.mutateAsync({ id: penalty.id, reason })}
      onClose={onClose}
    />
  );
}

export function ExtendPenaltyDialog({ penalty, onClose }: DialogProps) {
  const extend = useExtendPenalty();
  const [days, setDays] = useState('7');
  const parsed = adminPenaltyExtendRequest.shape.days.safeParse(Number(days));
  const newEnd =
    parsed.success && penalty.expiresAt
      ? new Date(new Date(penalty.expiresAt).getTime() + parsed.data * DAY_MS)
      : null;
  return (
    <ActionDialog
      title="입찰 제한 연장"
      description={`${subjectOf(penalty)}을 연장합니다. 이어서 예정된 제한도 같은 기간만큼 늦춰지고, 딜러에게 사유와 함께 알림톡이 발송됩니다.`}
      confirmLabel="연장"
      tone="danger"
      reasonLabel="연장 사유 (딜러에게 전달됩니다)"
      onConfirm={async (reason) => {
        if (!days.trim() || !parsed.success) {
          throw new NotSent(ADMIN_DEALER_MESSAGES.extendDays);
        }
        await extend.mutateAsync({ id: penalty.id, days: parsed.data, reason });
      }}
      onClose={onClose}
    >
      <div className={styles.days}>
        <TextField
          id={`extend-days-${penalty.id}`}
          label="연장 일수"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_EXTEND_DAYS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          hint={`1일부터 ${MAX_EXTEND_DAYS}일까지`}
          className={styles.daysField}
        />
        <p className={styles.preview}>
          현재 종료 <strong>{dateTime(penalty.expiresAt)}</strong>
          <br />
          연장 후 종료 <strong>{newEnd ? dateTime(newEnd.toISOString()) : '-'}</strong>
        </p>
      </div>
    </ActionDialog>
  );
}
