// What the operator may do with the auction now, each behind a confirming dialog: approve a listing in
// review (opens at the next 09:00), reject it with the reason the seller reads, or cancel the auction
// (ADMIN_CANCELED) with its deal in force. A refusal from the server shows in the dialog.
import { useState } from 'react';
import { RULE_SENTENCES, auctionOpensAt, formatDotDateTime, type AdminListingDetail } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '../../../components/action-dialog';
import { won } from '../../../lib/format';
import { useApproveAuction } from '../api/approve-auction';
import { useCancelAuction } from '../api/cancel-auction';
import { useRejectAuction } from '../api/reject-auction';
import styles from './auction-actions.module.css';

type Open = 'approve' | 'reject' | 'cancel' | null;

export function AuctionActions({ auction }: { auction: AdminListingDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const approve = useApproveAuction();
  const reject = useRejectAuction();
  const cancel = useCancelAuction();
  const { actions } = auction;
  const liveDeal = auction.deals.find((deal) => deal.isLive);
  const close = () => setOpen(null);
  if (!actions.canApprove && !actions.canReject && !actions.canCancel) {
    return null;
  }
  return (
    <div className={styles.actions}>
      {actions.canApprove ? <Button onClick={() => setOpen('approve')}>승인</Button> : null}
      {actions.canReject ? (
        <Button variant="outline" onClick={() => setOpen('reject')}>
          반려
        </Button>
      ) : null}
      {actions.canCancel ? (
        <Button variant="outline" className={styles.danger} onClick={() => setOpen('cancel')}>
          운영자 취소
        </Button>
      ) : null}

      {open === 'approve' ? (
        <ActionDialog
          title="매물 승인"
          description={
            <>
              승인하면 <strong>{formatDotDateTime(auctionOpensAt(auction.serverNow))}</strong>
              {RULE_SENTENCES.approvalDialogAfterOpening}
            </>
          }
          confirmLabel="승인"
          onConfirm={() => approve.mutateAsync(auction.id)}
          onClose={close}
        />
      ) : null}
      {open === 'reject' ? (
        <ActionDialog
          title="매물 반려"
          description="반려 사유는 판매자에게 알림톡으로 전달되고 매물 화면에도 표시됩니다. 판매자는 내용을 고쳐 다시 심사를 요청할 수 있습니다. 점검표 내용이 사진과 다르면 어느 항목이 어떻게 다른지 반려 사유에 적어주세요."
          confirmLabel="반려"
          tone="danger"
          reasonLabel="반려 사유"
          onConfirm={(reason) => reject.mutateAsync({ id: auction.id, reason })}
          onClose={close}
        />
      ) : null}
      {open === 'cancel' ? (
        <ActionDialog
          title="경매 운영자 취소"
          description={
            <div className={styles.cancelText}>
              <p>
                이 경매를 <strong>운영자 취소</strong>합니다. 되돌릴 수 없으며, 판매자에게 취소 사유와 함께
                알림톡이 발송됩니다. 입찰한 딜러에게도 취소를 알리며, 이 취소로 딜러에게 페널티는 없습니다.
              </p>
              {liveDeal ? (
                <p>
                  진행 중인 거래({liveDeal.dealer.name} 딜러, 낙찰가 {won(liveDeal.price)})도 함께 취소됩니다.
                </p>
              ) : null}
              {auction.feePaid ? (
                <p className={styles.warning}>
                  이 거래는 수수료 {won(liveDeal?.fee)}이 이미 입금되었습니다. 입금액은 환불 대상으로 남으며,
                  환불은 입금 확인 화면에서 처리합니다.
                </p>
              ) : null}
            </div>
          }
          confirmLabel="운영자 취소"
          tone="danger"
          reasonLabel="취소 사유 (판매자에게 전달됩니다)"
          onConfirm={(reason) => cancel.mutateAsync({ id: auction.id, reason })}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
