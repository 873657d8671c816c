// Deciding a seller's report: 신고 인정 or 신고 기각 with a reason (kept in the audit log), and, when the
// dealer is suspended, whether to lift the suspension in the same step.
import { useState } from 'react';
import {
  ADMIN_DEALER_MESSAGES,
  REPORT_DECISION_LABELS,
  REPORT_DECISIONS,
  type AdminReport,
  type ReportDecision,
} from '@autobid/shared';
import { ActionDialog, NotSent } from '../../../components/action-dialog';
import { ChoiceField } from '@/components/ui/choice-field';
import { useDecideReport } from '../api/decide-report';
import styles from './decide-report-dialog.module.css';

const HINTS: Record<ReportDecision, string> = {
  UPHELD: '딜러에게 책임이 있다고 판단합니다.',
  DISMISSED: '근거가 부족하거나 딜러의 책임이 아닙니다.',
};

export function DecideReportDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const decide = useDecideReport();
  const [decision, setDecision] = useState<ReportDecision | null>(null);
  const [liftSuspension, setLiftSuspension] = useState(false);
  const isSuspended = report.dealer.suspendedAt !== null;

  return (
    <ActionDialog
      title="신고 처리"
      description={
        <>
          <strong>{report.seller.name || '판매자'}</strong>님이 <strong>{report.dealer.name}</strong> (
          {report.dealer.username}) 딜러를 신고했습니다: “{report.reason}”
        </>
      }
      confirmLabel="처리 완료"
      reasonLabel="처리 사유 (작업 기록에 남습니다)"
      onConfirm={async (reason) => {
        if (!decision) {
          throw new NotSent(ADMIN_DEALER_MESSAGES.decisionRequired);
        }
        await decide.mutateAsync({
          id: report.id,
          decision,
          reason,
          liftSuspension: isSuspended && liftSuspension,
        });
      }}
      onClose={onClose}
    >
      <ChoiceField
        variant="tiles"
        legend="처리 결과"
        options={REPORT_DECISIONS.map((value) => ({
          value,
          label: REPORT_DECISION_LABELS[value],
          hint: HINTS[value],
        }))}
        value={decision ?? undefined}
        onChange={setDecision}
      />
      {isSuspended ? (
        <label className={styles.lift}>
          <input
            type="checkbox"
            checked={liftSuspension}
            onChange={(event) => setLiftSuspension(event.target.checked)}
          />
          이 딜러의 이용 정지도 함께 해제합니다 (알림톡 발송)
        </label>
      ) : null}
    </ActionDialog>
  );
}
