// One auction's deal as the operator follows it: the parties with their phones, the amounts and deadlines,
// the timeline of the deal's steps and the title-transfer action once completed; an ended auction still
// waiting for its seller shows its bids and the selection deadline. Earlier cancelled deals follow.
import { useId } from 'react';
import {
  ADMIN_DEAL_STAGE_LABELS,
  DEAL_CANCELED_BY_LABELS,
  formatNumber,
  formatPhone,
  type AdminDealRecord,
  type AdminFeeVirtualAccount,
  type AdminListingDetail,
} from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { Badge } from '../../../components/badge';
import { DetailList } from '../../../components/detail-list';
import { QueryState } from '@/components/ui/query-state';
import { dateTime, won } from '../../../lib/format';
import { useAdminAuction } from '../../../api/get-auction';
import { auctionHref } from '../../../lib/auctions-url';
import { auctionStatusTone } from '../../../lib/status-tone';
import { FEE_NEAR_MS, SELECT_NEAR_MS } from '../lib/deal-stage';
import { Deadline } from './deadline';
import { DealTimeline } from '../../../components/deal-timeline';
import { ContactReveal } from '../../../components/contact-reveal';
import { TitleTransferPanel } from './title-transfer-panel';
import { TransferAction } from './transfer-action';
import { CloseButton } from '@/components/ui/icon-button';
import styles from './deal-dialog.module.css';

const DEAL_READ_FAILED_TITLE = '거래 정보를 불러오지 못했습니다.';

const VIRTUAL_ACCOUNT_STATUS_LABELS: Record<AdminFeeVirtualAccount['status'], string> = {
  WAITING: '입금 대기',
  PAID: '입금 완료',
  CANCELED: '취소됨',
  EXPIRED: '기한 만료',
};

/** The deal's own fee account (docs/domain.md "Fee virtual accounts"): bank, number and state; empty without one. */
function virtualAccountText(account: AdminFeeVirtualAccount | null | undefined): string {
  return account
    ? `${account.bankName} ${account.accountNumber} · ${VIRTUAL_ACCOUNT_STATUS_LABELS[account.status]}`
    : '';
}

type DealDialogProps = { auctionId: number; dealId: number | null; onClose: () => void };

export function DealDialog({ auctionId, dealId, onClose }: DealDialogProps) {
  const titleId = useId();
  const query = useAdminAuction(auctionId);
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog} isFullScreenOnMobile>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          거래 상세 <span className={styles.number}>#{auctionId}</span>
        </h2>
        <CloseButton onClick={onClose} />
      </header>
      <div className={styles.body}>
        <QueryState query={query} failedTitle={DEAL_READ_FAILED_TITLE}>
          {(auction) => <DealBody auction={auction} dealId={dealId} />}
        </QueryState>
      </div>
    </Modal>
  );
}

function DealBody({ auction, dealId }: { auction: AdminListingDetail; dealId: number | null }) {
  const shown =
    auction.deals.find((deal) => deal.id === dealId) ??
    auction.deals.find((deal) => deal.isLive) ??
    (auction.status === 'TIME_EXPIRED' ? undefined : auction.deals[0]);
  const others = auction.deals.filter((deal) => deal !== shown);
  const photo = auction.images.find((image) => image.type === 'MAIN') ?? auction.images[0];
  return (
    <div className={styles.content}>
      <section className={styles.summary}>
        {photo ? <img src={photo.image} alt="" className={styles.thumb} /> : null}
        <div className={styles.summaryText}>
          <p className={styles.model}>
            {[auction.brandName, auction.model].filter(Boolean).join(' ') || '모델 미입력'}
          </p>
          <p className={styles.badges}>
            <Badge tone={auctionStatusTone(auction.status)}>{auction.statusLabel}</Badge>
            {shown && !shown.isLive ? (
              <Badge tone="danger">{ADMIN_DEAL_STAGE_LABELS.CANCELED}된 거래</Badge>
            ) : null}
          </p>
        </div>
        <div className={styles.links}>
          <ButtonLink to={auctionHref(auction.id)} variant="outline" size="sm">
            매물 상세
          </ButtonLink>
          <AuditHistoryLink targetType="AUCTION" targetId={auction.id} />
        </div>
      </section>

      {shown ? (
        <DealSection auction={auction} deal={shown} />
      ) : (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>판매자 선택 대기</h3>
          <DetailList
            items={[
              {
                label: '판매자',
                value: `${auction.seller.name || '이름 미입력'} · ${formatPhone(auction.seller.phone)}`,
              },
              {
                label: '입찰',
                value: `${formatNumber(auction.bidderCount)}명 · 최고 ${won(auction.maxBiddingPrice)}`,
              },
              { label: '선택 기한', value: <Deadline at={auction.selectExpireAt} nearMs={SELECT_NEAR_MS} /> },
            ]}
          />
          <p className={styles.hint}>
            판매자가 기한 안에 선택하지 않으면 운영자가 매물 상세에서 대신 선택할 수 있습니다.
          </p>
        </section>
      )}

      {others.length ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>이전 거래 {others.length}건</h3>
          {others.map((deal) => (
            <details key={deal.id} className={styles.earlier}>
              <summary>
                {deal.dealer.name} ({deal.dealer.username}) · {won(deal.price)} ·{' '}
                {deal.canceledBy ? `${DEAL_CANCELED_BY_LABELS[deal.canceledBy]} 취소` : '취소'}{' '}
                {dateTime(deal.canceledAt)}
              </summary>
              <DealTimeline deal={deal} auctionStatus={auction.status} />
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}

function DealSection({ auction, deal }: { auction: AdminListingDetail; deal: AdminDealRecord }) {
  return (
    <>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>거래 정보</h3>
        <DetailList
          items={[
            {
              label: '낙찰 딜러',
              value: `${deal.dealer.name} (${deal.dealer.username})${deal.dealer.agencyName ? ` · ${deal.dealer.agencyName}` : ''}`,
            },
            {
              label: '딜러 연락처',
              value: (
                <ContactReveal phone={deal.dealer.phone} subject={{ kind: 'DEALER', id: deal.dealer.id }} />
              ),
            },
            { label: '판매자', value: auction.seller.name || '이름 미입력' },
            {
              label: '판매자 연락처',
              value: (
                <ContactReveal
                  phone={auction.seller.phone}
                  subject={{ kind: 'SELLER', id: auction.seller.id }}
                />
              ),
            },
            { label: '낙찰가', value: won(deal.price) },
            { label: '수수료', value: won(deal.fee) },
            { label: '최종 거래가', value: won(deal.finalPrice) },
            { label: '입금 코드', value: deal.depositReference ?? '' },
            { label: '전용 계좌', value: virtualAccountText(deal.virtualAccount) },
            {
              label: '입금 기한',
              value:
                deal.isLive && auction.status === 'DEALER_DEPOSIT' ? (
                  <Deadline at={deal.depositDeadline} nearMs={FEE_NEAR_MS} />
                ) : (
                  dateTime(deal.depositDeadline)
                ),
            },
            { label: '거래일', value: deal.reservedAt ? dateTime(deal.reservedAt).slice(0, 10) : '' },
          ]}
        />
      </section>
      {deal.isLive && deal.titleTransfer ? (
        <TitleTransferPanel auctionId={auction.id} status={auction.status} transfer={deal.titleTransfer} />
      ) : null}
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>진행 기록</h3>
          {deal.isLive ? <TransferAction auctionId={auction.id} status={auction.status} /> : null}
        </div>
        <DealTimeline deal={deal} auctionStatus={auction.status} />
      </section>
    </>
  );
}
