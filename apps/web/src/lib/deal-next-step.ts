// What the dealer must do now on a deal (the deal card's line): one sentence per step the dealer owns,
// none once the step is the seller's, the operator's, or the deal is over.
import { formatWon, type AuctionStatus } from '@autobid/shared';

export function dealNextStep(item: { status: AuctionStatus; fee: number | null }): string | null {
  switch (item.status) {
    case 'DEALER_CONFIRM':
      return '낙찰을 확정해주세요';
    case 'DEALER_DEPOSIT':
      return item.fee === null ? '수수료를 입금해주세요' : `수수료 ${formatWon(item.fee)}을 입금해주세요`;
    case 'RESERVATION':
      return '판매자와 통화 후 거래 날짜를 정해주세요';
    case 'RESERVATION_COMPLETE':
      return '거래 후 거래 완료를 등록해주세요';
    // The seller's, the operator's or nobody's move: no line.
    case 'REGISTERED':
    case 'INPUT_INFORMATION':
    case 'AUDIT':
    case 'APPROVED':
    case 'REJECTED':
    case 'PROGRESS':
    case 'TIME_EXPIRED':
    case 'COMPLETE':
    case 'TRANSACTION':
    case 'TRANSACTION_DELAY':
    case 'ADMIN_CANCELED':
    case 'DEALER_CANCELED':
    case 'USER_CANCELED':
      return null;
  }
}
