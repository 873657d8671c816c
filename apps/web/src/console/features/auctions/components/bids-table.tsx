// Every bid on the auction, newest first: the dealer in full with the phone, the price, the dealer's trust
// numbers (docs/domain.md "Dealer trust") and the bid's state; on an ended auction whose seller may still
// choose, the operator selects a bid for the seller from here.
import { useState } from 'react';
import { formatPhone, type AdminListingDetail, type AdminAuctionBid } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '../../../components/action-dialog';
import { Badge } from '../../../components/badge';
import { DataTable, type Column } from '../../../components/data-table';
import { timeColumn } from '../../../components/time-column';
import { dateTime, won } from '../../../lib/format';
import { useSelectBid } from '../api/select-bid';
import cells from '../../../components/list-layout.module.css';
import styles from './bids-table.module.css';

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

function TrustNumbers({ bid }: { bid: AdminAuctionBid }) {
  const { trust } = bid;
  return (
    <span className={styles.trust}>
      <span>
        완료 거래 <strong>{trust.completedTrades}</strong>건 · 취소율{' '}
        <strong className={trust.cancelRate >= 0.2 ? styles.bad : undefined}>
          {percent(trust.cancelRate)}
        </strong>
      </span>
      <span className={cells.sub}>
        후기 긍정 {trust.positiveReviews} · 부정 {trust.negativeReviews} · 최종가/입찰가{' '}
        {trust.medianFinalToBidRatio === null ? '-' : percent(trust.medianFinalToBidRatio)}
      </span>
    </span>
  );
}

function BidState({ bid }: { bid: AdminAuctionBid }) {
  if (bid.canceledAt) {
    return (
      <span className={cells.stack}>
        <Badge tone="neutral">취소</Badge>
        <span className={cells.sub}>
          {dateTime(bid.canceledAt)}
          {bid.cancelReason ? ` · ${bid.cancelReason}` : ''}
        </span>
      </span>
    );
  }
  return (
    <span className={styles.badges}>
      {bid.isSelected ? <Badge tone="success">낙찰 선택</Badge> : <Badge tone="info">유효</Badge>}
      {bid.dealer.canTrade ? null : <Badge tone="danger">거래 제한</Badge>}
    </span>
  );
}

export function BidsTable({ auction }: { auction: AdminListingDetail }) {
  const [chosen, setChosen] = useState<AdminAuctionBid | null>(null);
  const select = useSelectBid();
  const columns: Column<AdminAuctionBid>[] = [
    timeColumn('at', '입찰 시각', (bid) => bid.biddingAt),
    {
      key: 'dealer',
      header: '딜러',
      render: (bid) => (
        <span className={styles.dealer}>
          <span>
            <strong>{bid.dealer.name}</strong> <span className={cells.sub}>{bid.dealer.username}</span>
          </span>
          <span className={cells.sub}>
            {bid.dealer.agencyName || '상호 미입력'} · {formatPhone(bid.dealer.phone)}
          </span>
        </span>
      ),
    },
    {
      key: 'price',
      header: '입찰가',
      align: 'right',
      width: '120px',
      render: (bid) => (
        <strong className={bid.canceledAt ? styles.struck : undefined}>{won(bid.price)}</strong>
      ),
    },
    { key: 'trust', header: '신뢰 지표', render: (bid) => <TrustNumbers bid={bid} /> },
    { key: 'state', header: '상태', width: '150px', render: (bid) => <BidState bid={bid} /> },
  ];
  if (auction.actions.canSelect) {
    columns.push({
      key: 'select',
      header: '대리 선택',
      align: 'center',
      width: '110px',
      render: (bid) =>
        bid.canSelect ? (
          <Button size="sm" variant="outline" onClick={() => setChosen(bid)}>
            낙찰 선택
          </Button>
        ) : null,
    });
  }
  return (
    <>
      <DataTable
        caption="입찰 목록"
        columns={columns}
        rows={auction.bids}
        rowKey={(bid) => bid.id}
        emptyText="아직 입찰이 없습니다."
      />
      {chosen ? (
        <ActionDialog
          title="낙찰자 대리 선택"
          description={
            <>
              판매자 대신 <strong>{chosen.dealer.name}</strong> 딜러(
              {chosen.dealer.agencyName || chosen.dealer.username})의 <strong>{won(chosen.price)}</strong>{' '}
              입찰을 낙찰로 선택합니다. 딜러에게 낙찰 알림톡이 발송되고, 딜러가 낙찰을 확정하면 수수료 입금
              단계로 넘어갑니다.
            </>
          }
          confirmLabel="낙찰 선택"
          onConfirm={() => select.mutateAsync({ id: auction.id, biddingId: chosen.id })}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </>
  );
}
