// A deal as the operator reads it (`adminDealRecord`): its dealer, amounts, deadlines and the time of each
// step, the auction's title-transfer changes on the deal in force. The auction detail and the deals screen
// both answer it.
import type {
  AdminDealRecord,
  AdminFeeVirtualAccount,
  DealCanceledBy,
  TitleTransferView,
  TransferStatus,
} from '@autobid/shared';
import { DEAL_CANCELED_BY } from '@autobid/shared';
import { toIso } from '../../lib/dates';
import type { DealRow } from './auctions.repository';
import type { DealDealer } from './deal-history';
import type { FeeVirtualAccountRow } from './fee-virtual-accounts';

export type TransferChange = { status: TransferStatus; at: Date; reason: string; actor: string };

const canceledByOf = (value: string | null): DealCanceledBy | null =>
  (DEAL_CANCELED_BY as readonly string[]).includes(value ?? '') ? (value as DealCanceledBy) : null;

export function dealRecordOf(
  deal: DealRow,
  dealer: DealDealer,
  transfers: readonly TransferChange[],
  titleTransfer: TitleTransferView | null = null,
  feeAccount: FeeVirtualAccountRow | null = null,
): AdminDealRecord {
  const isLive = deal.canceledAt === null;
  return {
    id: deal.id,
    biddingId: deal.biddingId,
    dealer,
    price: deal.price,
    fee: deal.fee,
    finalPrice: deal.finalPrice,
    depositReference: deal.depositReference,
    depositDeadline: toIso(deal.depositDeadline),
    reservedAt: toIso(deal.reservedAt),
    isLive,
    selectedAt: deal.selectedAt.toISOString(),
    confirmedAt: toIso(deal.confirmedAt),
    feePaidAt: toIso(deal.depositConfirmedAt),
    reservationEnteredAt: toIso(deal.reservationEnteredAt),
    completedAt: toIso(deal.completedAt),
    completedEarly: deal.completedEarly,
    canceledAt: toIso(deal.canceledAt),
    canceledBy: canceledByOf(deal.canceledBy),
    cancelReason: deal.cancelReason,
    feeRefundedAt: toIso(deal.feeRefundedAt),
    virtualAccount: feeAccount
      ? {
          provider: feeAccount.provider,
          orderId: feeAccount.orderId,
          bankName: feeAccount.bankName,
          accountNumber: feeAccount.accountNumber,
          amount: feeAccount.amount,
          dueAt: feeAccount.dueAt.toISOString(),
          status: feeAccount.status as AdminFeeVirtualAccount['status'],
        }
      : null,
    // Title transfer follows completion, so it belongs to the deal in force.
    transfers: isLive ? transfers.map((change) => ({ ...change, at: change.at.toISOString() })) : [],
    titleTransfer: isLive ? titleTransfer : null,
  };
}

/** A timestamp read through raw SQL (a Date or text, by driver). */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();
