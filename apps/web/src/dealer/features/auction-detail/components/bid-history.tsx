// Bids on this auction, newest first: time, masked name (the server masks), price; cancelled ones struck through.
import { Link } from 'react-router';
import { formatKoreanWon, formatShortDateTime, type Bidding } from '@autobid/shared';
import styles from './vehicle-info.module.css';
import { cn } from '@/lib/cn';

export function BidHistory({ biddings }: { biddings: Bidding[] }) {
  const sorted = [...biddings].sort(
    (a, b) => new Date(b.biddingAt).getTime() - new Date(a.biddingAt).getTime(),
  );
  return (
    <section className={styles.section} aria-labelledby="bid-history-title">
      <h2 id="bid-history-title" className={styles.sectionTitle}>
        입찰 내역 <span className={styles.count}>{biddings.length}</span>
      </h2>
      {sorted.length === 0 ? (
        <p className={styles.empty}>아직 입찰이 없습니다.</p>
      ) : (
        <ul className={styles.bids}>
          {sorted.map((bid) => {
            const canceled = bid.canceledAt !== null;
            return (
              <li
                key={bid.id}
                className={cn(styles.bid, canceled && styles.bidCanceled, bid.isMine && styles.bidMine)}
              >
                <time className={styles.bidTime} dateTime={bid.biddingAt}>
                  {formatShortDateTime(bid.biddingAt)}
                </time>
                <span className={styles.bidName}>
                  {bid.dealer.name}
                  {bid.isMine ? <span className={styles.mineTag}>내 입찰</span> : null}
                  {bid.isSelected ? <span className={styles.selectedTag}>낙찰</span> : null}
                </span>
                <span className={styles.bidPrice}>
                  {canceled ? <span className={styles.canceledTag}>취소</span> : null}
                  {canceled ? <s>{formatKoreanWon(bid.price)}</s> : formatKoreanWon(bid.price)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/fee" className={styles.feeLink}>
        수수료 안내 <span aria-hidden="true">›</span>
      </Link>
    </section>
  );
}
