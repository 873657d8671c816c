// A boxed note with a bold title and a line of text beside a listing: why the review rejected it, or that
// the first dealer cancelled and another may be chosen.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SellerAuctionView } from '../api/get-my-auction';
import styles from './seller-note.module.css';

type SellerNoteProps = {
  title: string;
  children: ReactNode;
  tone?: 'primary' | 'warning';
  size?: 'md' | 'lg';
};

export function SellerNote({ title, children, tone = 'primary', size = 'md' }: SellerNoteProps) {
  return (
    <div
      className={cn(styles.note, tone === 'warning' && styles.warning, size === 'lg' && styles.large)}
      role="note"
    >
      <strong>{title}</strong>
      <p>{children}</p>
    </div>
  );
}

/** The review's reason on a rejected listing; nothing on any other. */
export function RejectNote({ detail, size }: { detail: SellerAuctionView; size?: 'md' | 'lg' }) {
  if (detail.status !== 'REJECTED' || !detail.rejectReason) {
    return null;
  }
  return (
    <SellerNote title="반려 사유" size={size}>
      {detail.rejectReason}
    </SellerNote>
  );
}
