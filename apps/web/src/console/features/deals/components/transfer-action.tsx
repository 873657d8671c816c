// The title-transfer status an operator sets by hand (docs/domain.md "Title transfer"): mark a transfer in
// progress delayed with a reason, or resume a delayed one. The completion starts it and its confirmation ends it.
import { useState } from 'react';
import { AUCTION_STATUS_LABELS, transferTargetsOf, type AuctionStatus } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '../../../components/action-dialog';
import { useSetTransferStatus } from '../api/set-transfer-status';

const BUTTON_LABELS: Partial<Record<AuctionStatus, string>> = {
  TRANSACTION: '명의이전 지연 처리',
  TRANSACTION_DELAY: '명의이전 재개',
};

export function TransferAction({ auctionId, status }: { auctionId: number; status: AuctionStatus }) {
  const [isOpen, setIsOpen] = useState(false);
  const setTransfer = useSetTransferStatus();
  const [target] = transferTargetsOf(status);
  if (!target) {
    return null;
  }
  const isDelay = target === 'TRANSACTION_DELAY';
  return (
    <>
      <Button variant={isDelay ? 'outline' : 'primary'} size="sm" onClick={() => setIsOpen(true)}>
        {BUTTON_LABELS[status]}
      </Button>
      {isOpen ? (
        <ActionDialog
          title={BUTTON_LABELS[status] ?? '명의이전 상태 변경'}
          description={
            <>
              {AUCTION_STATUS_LABELS[status]} → <strong>{AUCTION_STATUS_LABELS[target]}</strong>로 바꿉니다.
              {isDelay ? ' 지연 사유는 작업 기록에 남습니다.' : ''}
            </>
          }
          confirmLabel="변경"
          reasonLabel={isDelay ? '지연 사유' : undefined}
          onConfirm={(reason) =>
            setTransfer.mutateAsync({ auctionId, status: target, ...(reason ? { reason } : {}) })
          }
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </>
  );
}
