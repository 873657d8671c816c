// "입찰 취소" dialog: says what this cancellation costs this dealer (the server's preview of the same rule),
// with the wins waiting for confirmation the ban would release (docs/domain.md "Penalties"), then a reason
// from BID_CANCEL_REASONS or typed in, then POST cancel.
import { BID_CANCEL_REASONS, DIRECT_INPUT_LABEL } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { bidCancelPenaltyText, releasedWinsText } from '@/lib/penalty';
import { useCancelBid } from '../api/cancel-bid';
import { useBidCancelPenalty } from '../api/get-bid-cancel-penalty';
import { ReasonDialog } from './reason-dialog';

type CancelBidDialogProps = {
  target: AuctionTarget;
  biddingId: number;
  onClose: () => void;
};

const OPTIONS = [...BID_CANCEL_REASONS, DIRECT_INPUT_LABEL];
/** Until (or unless) the preview answers: the rule in general. */
const GENERAL_WARNING = '입찰을 취소하면 일정 기간 입찰 및 거래가 제한될 수 있습니다.';

export function CancelBidDialog({ target, biddingId, onClose }: CancelBidDialogProps) {
  const mutation = useCancelBid(target);
  const penalty = useBidCancelPenalty();
  const released = releasedWinsText(penalty.data?.releasedWins);
  const warning = penalty.data ? (
    <>
      {bidCancelPenaltyText(penalty.data, 'preview')}
      {released ? (
        <>
          <br />
          {released}
        </>
      ) : null}
    </>
  ) : penalty.isPending ? (
    '페널티를 확인하고 있습니다…'
  ) : (
    GENERAL_WARNING
  );
  return (
    <ReasonDialog
      title="입찰 취소"
      lead="취소 사유를 선택해주세요."
      warning={warning}
      options={OPTIONS}
      submitLabel="취소하기"
      isPending={mutation.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        mutation.mutate(
          { biddingId, reason },
          {
            onSuccess: onClose,
          },
        )
      }
    />
  );
}
