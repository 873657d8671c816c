// "입찰 취소" dialog: a reason from BID_CANCEL_REASONS or typed in, then POST cancel (the ban follows).
import { BID_CANCEL_REASONS, DIRECT_INPUT_LABEL } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { useCancelBid } from '../api/cancel-bid';
import { ReasonDialog } from './reason-dialog';

type CancelBidDialogProps = {
  target: AuctionTarget;
  biddingId: number;
  onClose: () => void;
};

const OPTIONS = [...BID_CANCEL_REASONS, DIRECT_INPUT_LABEL];

export function CancelBidDialog({ target, biddingId, onClose }: CancelBidDialogProps) {
  const mutation = useCancelBid(target);
  return (
    <ReasonDialog
      title="입찰 취소"
      lead="입찰을 취소하면 일정 기간 입찰 및 거래가 제한될 수 있습니다. 취소 사유를 선택해주세요."
      options={OPTIONS}
      submitLabel="취소하기"
      isPending={mutation.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        mutation.mutate(
          { biddingId, reason },
          {
            onSuccess: (answer) => {
              if (answer.ok) {
                onClose();
              }
            },
          },
        )
      }
    />
  );
}
