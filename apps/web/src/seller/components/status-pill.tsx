// The listing's status label as a small pill (the server sends the Korean label with the status; a draft
// reads "작성 중").
import type { AuctionStatus } from '@autobid/shared';
import { cn } from '@/lib/cn';
import { sellerStatusLabel } from '../lib/next-step';
import styles from './status-pill.module.css';

type Tone = 'draft' | 'review' | 'live' | 'deal' | 'done' | 'closed';

function toneOf(status: AuctionStatus): Tone {
  switch (status) {
    case 'REGISTERED':
    case 'INPUT_INFORMATION':
      return 'draft';
    case 'AUDIT':
    case 'APPROVED':
    case 'REJECTED':
      return 'review';
    case 'PROGRESS':
    case 'TIME_EXPIRED':
      return 'live';
    case 'DEALER_CONFIRM':
    case 'DEALER_DEPOSIT':
    case 'RESERVATION':
    case 'RESERVATION_COMPLETE':
      return 'deal';
    case 'COMPLETE':
    case 'TRANSACTION':
    case 'TRANSACTION_DELAY':
      return 'done';
    case 'ADMIN_CANCELED':
    case 'DEALER_CANCELED':
    case 'USER_CANCELED':
      return 'closed';
  }
}

export function StatusPill({ status, label }: { status: AuctionStatus; label: string }) {
  return <span className={cn(styles.pill, styles[toneOf(status)])}>{sellerStatusLabel(status, label)}</span>;
}
