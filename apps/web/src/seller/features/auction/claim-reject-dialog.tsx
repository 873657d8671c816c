// "거절하기" on a price claim: the reason is required (the shared `priceClaimRejectRequest`, its message at the
// field); a refusal of the server (the answer time passed) shows in the dialog. Rejected, the claim goes to
// an operator as a dispute (docs/domain.md "Handover").
import { useId, useState } from 'react';
import { PRICE_CLAIM_MESSAGES, priceClaimRejectRequest } from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { DialogActions, DialogBox } from '@/components/ui/dialog-box';
import { TextAreaField } from '@/components/ui/text-area-field';
import { refusalText } from '@/lib/call';
import { bindField, useSchemaForm } from '@/lib/form';
import { useRejectPriceClaim } from '../../api/answer-price-claim';

const REASON_MAX = 500;

type ClaimRejectDialogProps = { auctionId: number; claimId: number; onClose: () => void };

export function ClaimRejectDialog({ auctionId, claimId, onClose }: ClaimRejectDialogProps) {
  const id = useId();
  const reject = useRejectPriceClaim(auctionId);
  const form = useSchemaForm(priceClaimRejectRequest, { reason: '' });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await reject.mutateAsync({ claimId, body });
    } catch (error) {
      setRefusal(refusalText(error));
      return;
    }
    onClose();
    await showAlert(PRICE_CLAIM_MESSAGES.rejected);
  });

  return (
    <DialogBox
      title="감가 요청을 거절할까요?"
      description="거절하면 운영자가 점검표, 현장 사진과 양쪽의 설명을 확인해 판정합니다."
      size="md"
      onClose={onClose}
      onSubmit={() => void submit()}
      refusal={refusal}
      actions={
        <DialogActions
          onClose={onClose}
          actionLabel="거절하기"
          isPending={reject.isPending}
          pendingLabel="보내는 중..."
        />
      }
    >
      <TextAreaField
        id={`${id}-reason`}
        label="거절 사유"
        placeholder="예) 등록할 때 사진과 점검표에 이미 알린 상태입니다."
        maxLength={REASON_MAX}
        rows={4}
        {...bindField(form, 'reason')}
      />
    </DialogBox>
  );
}
