// The active bids, highest first: the price in 만/억 and in exact won, when, the masked dealer and agency,
// the dealer's trust card with the expected price and, while the seller may choose, "이 딜러 선택" behind a
// confirmation.
import { useState } from 'react';
import {
  SELLER_MESSAGES,
  formatKoreanWon,
  formatShortDateTime,
  formatWon,
  type SellerBid,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSelectBid } from '../../api/select-bid';
import { TRUST_NOTE } from '../../lib/trust';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TrustCard } from './trust-card';
import styles from './bid-list.module.css';

type BidListProps = {
  auctionId: number;
  bids: SellerBid[];
  canSelect: boolean;
};

export function BidList({ auctionId, bids, canSelect }: BidListProps) {
  const [chosen, setChosen] = useState<SellerBid | null>(null);
  const select = useSelectBid(auctionId);

  return (
    <section className={styles.section} aria-labelledby="seller-bids-title">
      <header className={styles.head}>
        <h2 id="seller-bids-title" className={styles.title}>
          입찰 <span className={styles.count}>{bids.length}건</span>
        </h2>
        <p className={styles.sort}>높은 가격순</p>
      </header>
      {bids.length === 0 ? (
        <p className={styles.empty}>아직 입찰이 없습니다. 입찰이 들어오면 이곳에 바로 표시됩니다.</p>
      ) : (
        <ol className={styles.list}>
          {bids.map((bid, index) => (
            <li key={bid.id} className={cn(styles.bid, bid.isSelected && styles.selected)}>
              <div className={styles.top}>
                <span className={styles.rank}>{index + 1}위</span>
                <div className={styles.price}>
                  <strong>{formatKoreanWon(bid.price)}</strong>
                  <span>{formatWon(bid.price)}</span>
                </div>
                {bid.isSelected ? <span className={styles.selectedTag}>선택한 딜러</span> : null}
              </div>
              <p className={styles.dealer}>
                <strong>{bid.dealer.name}</strong> {bid.dealer.agencyName}
                <time className={styles.time} dateTime={bid.biddingAt}>
                  {formatShortDateTime(bid.biddingAt)} 입찰
                </time>
              </p>
              <TrustCard trust={bid.trust} expectedPrice={bid.expectedPrice} />
              {canSelect ? (
                <Button
                  variant={index === 0 ? 'primary' : 'outline'}
                  block
                  className={styles.selectButton}
                  aria-label={`이 딜러 선택: ${bid.dealer.name} 딜러, ${formatKoreanWon(bid.price)}`}
                  onClick={() => setChosen(bid)}
                >
                  이 딜러 선택
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {bids.length > 0 ? (
        <aside className={styles.note} aria-label="딜러 신뢰 정보 보는 법">
          <strong>딜러 신뢰 정보 보는 법</strong>
          <p>{TRUST_NOTE}</p>
        </aside>
      ) : null}
      {chosen ? (
        <ConfirmDialog
          title="이 딜러를 선택할까요?"
          confirmLabel="선택하기"
          isPending={select.isPending}
          onConfirm={() => select.mutateAsync(chosen.id)}
          doneMessage={SELLER_MESSAGES.selected}
          onClose={() => setChosen(null)}
        >
          <p>
            <strong className={styles.dialogPrice}>{formatKoreanWon(chosen.price)}</strong> (
            {formatWon(chosen.price)})
          </p>
          <p>
            {chosen.dealer.name} · {chosen.dealer.agencyName}
          </p>
          <p>선택하면 딜러가 낙찰을 확인하고 수수료를 입금한 뒤 연락드립니다. 선택은 되돌릴 수 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
