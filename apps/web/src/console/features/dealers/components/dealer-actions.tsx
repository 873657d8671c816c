// The operator's decisions on one dealer: approve or reject a waiting application (or identity change), and
// suspend or lift a suspension, each through the confirmation dialog (a reason where the dealer is told one).
import { useState } from 'react';
import { DEALER_TIERS, DEALER_TIER_LABELS, type AdminDealerSummary, type DealerTier } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '../../../components/action-dialog';
import { useApproveDealer } from '../api/approve-dealer';
import { useRejectDealer } from '../api/reject-dealer';
import { useDealerSuspension } from '../../../api/suspend-dealer';
import { useOverrideDealerTier } from '../../../api/override-dealer-tier';
import styles from './dealer-actions.module.css';

type Action = 'approve' | 'reject' | 'suspend' | 'unsuspend' | 'tier';

export function DealerActions({ dealer }: { dealer: AdminDealerSummary }) {
  const [open, setOpen] = useState<Action | null>(null);
  const approve = useApproveDealer();
  const reject = useRejectDealer();
  const suspend = useDealerSuspension('suspend');
  const unsuspend = useDealerSuspension('unsuspend');
  const overrideTier = useOverrideDealerTier();
  const [tier, setTier] = useState<DealerTier | ''>('');
  const close = () => setOpen(null);
  const isWaiting = dealer.status === 'AUDIT';
  const subject = dealer.isIdentityChange ? '정보 변경' : '가입';
  const who = `${dealer.name} (${dealer.username})`;

  return (
    <div className={styles.actions}>
      {isWaiting ? (
        <>
          <Button onClick={() => setOpen('approve')}>{dealer.isIdentityChange ? '변경 승인' : '승인'}</Button>
          <Button variant="outline" onClick={() => setOpen('reject')}>
            {dealer.isIdentityChange ? '변경 반려' : '반려'}
          </Button>
        </>
      ) : null}
      <span className={styles.spacer} />
      {dealer.status === 'APPROVED' || dealer.suspendedAt ? (
        <Button variant="outline" onClick={() => setOpen('tier')}>
          등급 지정
        </Button>
      ) : null}
      {dealer.suspendedAt ? (
        <Button variant="outline" onClick={() => setOpen('unsuspend')}>
          정지 해제
        </Button>
      ) : dealer.canSuspend ? (
        // Only a dealer approved now or before: an applicant is rejected, not suspended (docs/domain.md "Operator console").
        <Button variant="outline" className={styles.danger} onClick={() => setOpen('suspend')}>
          이용 정지
        </Button>
      ) : null}

      {open === 'approve' ? (
        <ActionDialog
          title={`${subject} 승인`}
          description={
            dealer.isIdentityChange
              ? `${who} 딜러의 변경 요청을 승인합니다. 새 정보가 바로 적용되고 알림톡으로 안내됩니다.`
              : `${who} 딜러의 가입을 승인합니다. 승인 알림톡이 발송되고 바로 경매에 참여할 수 있습니다.`
          }
          confirmLabel="승인"
          onConfirm={() => approve.mutateAsync(dealer.username)}
          onClose={close}
        />
      ) : null}
      {open === 'reject' ? (
        <ActionDialog
          title={`${subject} 반려`}
          description={
            dealer.isIdentityChange
              ? `${who} 딜러의 변경 요청을 반려합니다. 기존 승인 정보로 계속 이용하며, 사유는 알림톡으로 전달됩니다.`
              : `${who} 딜러의 가입을 반려합니다. 사유는 딜러의 심사 현황 화면과 알림톡에 그대로 표시됩니다.`
          }
          confirmLabel="반려"
          tone="danger"
          reasonLabel="반려 사유 (딜러에게 표시됩니다)"
          onConfirm={(reason) => reject.mutateAsync({ username: dealer.username, reason })}
          onClose={close}
        />
      ) : null}
      {open === 'suspend' ? (
        <ActionDialog
          title="이용 정지"
          description={`${who} 딜러의 이용을 정지합니다. 정지 중에는 입찰과 새 거래를 할 수 없고, 사유는 알림톡으로 전달됩니다.`}
          confirmLabel="이용 정지"
          tone="danger"
          reasonLabel="정지 사유 (딜러에게 전달됩니다)"
          onConfirm={(reason) => suspend.mutateAsync({ id: dealer.id, reason })}
          onClose={close}
        />
      ) : null}
      {open === 'tier' ? (
        <ActionDialog
          title="딜러 등급 지정"
          description={`${who} 딜러의 등급을 지정합니다. 지정한 등급은 해제할 때까지 유지되고, 사유는 작업 기록에 남습니다. 현재 ${DEALER_TIER_LABELS[dealer.score.tier]}${dealer.score.overridden ? ' (운영자 지정)' : ''}, 지표 등급 ${DEALER_TIER_LABELS[dealer.score.measuredTier]}.`}
          confirmLabel="등급 저장"
          reasonLabel="지정 사유 (작업 기록에 남습니다)"
          onConfirm={(reason) => overrideTier.mutateAsync({ id: dealer.id, tier: tier || null, reason })}
          onClose={close}
        >
          <label className={styles.tierField}>
            <span>등급</span>
            <select value={tier} onChange={(event) => setTier(event.target.value as DealerTier | '')}>
              <option value="">지정 해제 (지표 등급으로)</option>
              {DEALER_TIERS.map((value) => (
                <option key={value} value={value}>
                  {DEALER_TIER_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        </ActionDialog>
      ) : null}
      {open === 'unsuspend' ? (
        <ActionDialog
          title="정지 해제"
          description={`${who} 딜러의 이용 정지를 해제합니다. 바로 입찰할 수 있게 되며 알림톡으로 안내됩니다.`}
          confirmLabel="정지 해제"
          reasonLabel="해제 사유 (작업 기록에 남습니다)"
          onConfirm={(reason) => unsuspend.mutateAsync({ id: dealer.id, reason })}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
