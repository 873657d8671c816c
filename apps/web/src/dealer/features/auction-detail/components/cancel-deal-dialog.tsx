// The deal-cancellation dialog in its two variants ("낙찰 포기" before the fee is paid, "거래 취소" once the
// seller's contact is shown), with the penalty warning; POST cancel, alert, refresh, close.
import type { AuctionStatus } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { useCancelDeal } from '../api/cancel-deal';
import { DEAL_CANCEL_COPY, DEAL_CANCEL_PENALTY_TEXT } from '../lib/deal-cancel';
import { dealCancelVariant } from '../lib/deal-steps';
import { ReasonDialog } from './reason-dialog';

type CancelDealDialogProps = {
  target: AuctionTarget;
  /** The deal's current status picks the variant. */
  status: AuctionStatus;
  onClose: () => void;
};

export function CancelDealDialog({ target, status, onClose }: CancelDealDialogProps) {
  const action = useCancelDeal(target);
  const copy = DEAL_CANCEL_COPY[dealCancelVariant(status)];
  return (
    <ReasonDialog
      title={copy.title}
      lead={copy.lead}
      options={copy.options}
      submitLabel={copy.submitLabel}
      warning={DEAL_CANCEL_PENALTY_TEXT}
      isPending={action.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        void action.run(
          { reason },
          {
            onDone: onClose,
          },
        )
      }
    />
  );
}
