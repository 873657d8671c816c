// "딜러 신고": the reason, on the shared `sellerReportRequest` rule, sent once per listing; operators review it.
import { useId } from 'react';
import { SELLER_REVIEW_MESSAGES, sellerReportRequest } from '@autobid/shared';
import { DialogActions, DialogBox } from '@/components/ui/dialog-box';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField, useSchemaForm } from '@/lib/form';
import { useReportDealer } from '../../api/dealer-feedback';
import { refusalText } from '@/lib/call';
import styles from './report-dialog.module.css';
import { showAlert } from '@/components/ui/app-dialog';

const REASON_MAX = 500;

export function ReportDialog({ auctionId, onClose }: { auctionId: number; onClose: () => void }) {
  const id = useId();
  const report = useReportDealer(auctionId);
  const form = useSchemaForm(sellerReportRequest, { reason: '' });

  const submit = form.handleSubmit(async (body) => {
    try {
      await report.mutateAsync(body);
    } catch (error) {
      form.setError('reason', { message: refusalText(error) });
      return;
    }
    onClose();
    await showAlert(SELLER_REVIEW_MESSAGES.reported);
  });

  return (
    <DialogBox title="딜러 신고" onClose={onClose} className={styles.dialog}>
      <p className={styles.lead}>
        약속을 어기거나 현장에서 부당하게 가격을 깎는 등 문제가 있었다면 알려주세요. 운영팀이 확인 후
        조치합니다.
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          id={`${id}-reason`}
          label="신고 사유"
          placeholder="어떤 일이 있었는지 적어주세요."
          maxLength={REASON_MAX}
          {...bindField(form, 'reason')}
        />
        <DialogActions
          onClose={onClose}
          actionLabel="신고하기"
          isPending={report.isPending}
          pendingLabel="접수 중..."
        />
      </form>
    </DialogBox>
  );
}
