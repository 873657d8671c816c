// The badge tone of an auction status in the console: waiting on the operator (review) in amber, live and
// dealing in blue, a completed trade in green, a cancellation or rejection in red, drafts in grey.
import type { AuctionStatus } from '@autobid/shared';
import type { BadgeTone } from '../components/badge';

export function auctionStatusTone(status: AuctionStatus): BadgeTone {
  switch (status) {
    case 'AUDIT':
    case 'TIME_EXPIRED':
    case 'TRANSACTION_DELAY':
      return 'warning';
    case 'APPROVED':
    case 'PROGRESS':
    case 'DEALER_CONFIRM':
    case 'DEALER_DEPOSIT':
    case 'RESERVATION':
    case 'RESERVATION_COMPLETE':
      return 'info';
    case 'COMPLETE':
    case 'TRANSACTION':
      return 'success';
    case 'REJECTED':
    case 'ADMIN_CANCELED':
    case 'DEALER_CANCELED':
    case 'USER_CANCELED':
      return 'danger';
    case 'REGISTERED':
    case 'INPUT_INFORMATION':
      return 'neutral';
  }
}
