// One auction as the operator reviews and follows it: the photos (large, thumbnails, full size), the status
// with its dates, the seller with the phone, every listing value beside the condition sheet dealers bid on
// (docs/domain.md "Handover"), every bid with the dealer's trust numbers (selecting one for the seller when
// it applies), and each deal with the timeline of its steps.
import { VEHICLE_TYPES, formatNumber, type AdminListingDetail, type VehicleType } from '@autobid/shared';
import { ConditionSheet } from '@/components/condition-sheet/condition-sheet';
import { ButtonLink } from '@/components/ui/button';
import { AdminPanel } from '../../../components/admin-page';
import pageStyles from '../../../components/admin-page.module.css';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { Badge } from '../../../components/badge';
import type { DetailItem } from '../../../components/detail-list';
import { DealTimeline } from '../../../components/deal-timeline';
import { dealHref } from '../../../lib/deals-url';
import { dateTime, won } from '../../../lib/format';
import { auctionStatusTone } from '../../../lib/status-tone';
import { AuctionActions } from './auction-actions';
import { BidsTable } from './bids-table';
import { FactRows } from './fact-rows';
import { ListingValues } from './listing-values';
import { OwnerConsentRecords } from './owner-consent-records';
import { priceGuideRows } from './price-guide-rows';
import { PhotoGallery, listingPhotos } from '../../../components/photo-gallery';
import { ContactReveal } from '../../../components/contact-reveal';
import styles from './auction-detail.module.css';

/** A date of the timeline, left out until it has happened (or been set). */
function whenSet(label: string, at: string | null): DetailItem[] {
  return at ? [{ label, value: dateTime(at) }] : [];
}

const vehicleTypeOf = (value: string): VehicleType | null =>
  (VEHICLE_TYPES as readonly string[]).includes(value) ? (value as VehicleType) : null;

/** The dates that matter at this point of the auction's life. */
function timeline(auction: AdminListingDetail): DetailItem[] {
  return [
    { label: '등록', value: dateTime(auction.createdAt) },
    ...whenSet('심사 요청', auction.submittedAt),
    ...whenSet('승인', auction.approvedAt),
    ...whenSet('경매 시작 예정', auction.opensAt),
    ...whenSet('경매 시작', auction.startAt),
    ...whenSet('경매 마감', auction.endDate),
    ...whenSet('낙찰자 선택 기한', auction.selectExpireAt),
    { label: '상태 변경', value: dateTime(auction.statusChangedAt) },
  ];
}

export function AuctionDetail({ auction }: { auction: AdminListingDetail }) {
  const title = [auction.brandName, auction.model].filter(Boolean).join(' ') || '모델 미입력';
  return (
    <div className={styles.detail}>
      <header className={pageStyles.head}>
        <div className={pageStyles.titles}>
          <p className={styles.number}>경매 #{auction.id}</p>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.badges}>
            <Badge tone={auctionStatusTone(auction.status)}>{auction.statusLabel}</Badge>
            {auction.year ? <span className={styles.meta}>{auction.year}년식</span> : null}
            {auction.mileage !== null ? (
              <span className={styles.meta}>{formatNumber(auction.mileage)}km</span>
            ) : null}
          </p>
        </div>
        <AuctionActions auction={auction} />
      </header>

      {auction.status === 'REJECTED' && auction.rejectReason ? (
        <p className={styles.notice}>
          <strong>반려 사유</strong>
          {auction.rejectReason}
        </p>
      ) : null}

      <div className={styles.top}>
        <PhotoGallery photos={listingPhotos(auction.images)} />
        <div className={styles.side}>
          <AdminPanel title="판매자">
            <FactRows
              items={[
                { label: '이름', value: auction.seller.name || '이름 미입력' },
                {
                  label: '휴대폰',
                  value: (
                    <ContactReveal
                      phone={auction.seller.phone}
                      subject={{ kind: 'SELLER', id: auction.seller.id }}
                    />
                  ),
                },
              ]}
            />
          </AdminPanel>
          <AdminPanel title="소유자 동의">
            <OwnerConsentRecords auction={auction} />
          </AdminPanel>
          <AdminPanel title="경매 현황">
            <FactRows
              items={[
                ...priceGuideRows(auction),
                {
                  label: '최고 입찰',
                  value: auction.bidderCount
                    ? `${won(auction.maxBiddingPrice)} (${formatNumber(auction.bidderCount)}명)`
                    : '',
                },
                ...timeline(auction),
              ]}
            />
            <div className={styles.links}>
              <AuditHistoryLink targetType="AUCTION" targetId={auction.id} label="이 경매의 작업 기록" />
            </div>
          </AdminPanel>
        </div>
      </div>

      <div className={styles.review}>
        <AdminPanel title="매물 정보">
          <ListingValues listing={auction} />
        </AdminPanel>
        <AdminPanel>
          <ListingSheet auction={auction} />
        </AdminPanel>
      </div>

      <AdminPanel title={`입찰 ${auction.bids.length}건`}>
        {auction.actions.canSelect ? (
          <p className={styles.hint}>
            판매자가 아직 낙찰자를 선택하지 않았습니다 (선택 기한 {dateTime(auction.selectExpireAt)}).
            판매자의 요청이 있을 때 대신 선택할 수 있습니다.
          </p>
        ) : null}
        <BidsTable auction={auction} />
      </AdminPanel>

      {auction.deals.length ? (
        <AdminPanel title="거래">
          <div className={styles.deals}>
            {auction.deals.map((deal) => (
              <section key={deal.id} className={styles.deal} aria-label={`${deal.dealer.name} 딜러와의 거래`}>
                <div className={styles.dealHead}>
                  <p>
                    <strong>{deal.dealer.name}</strong> ({deal.dealer.username}) · 낙찰가 {won(deal.price)}
                    {deal.fee !== null ? ` · 수수료 ${won(deal.fee)}` : ''}
                  </p>
                  <span className={styles.dealBadges}>
                    {deal.isLive ? (
                      <Badge tone="info">진행 중</Badge>
                    ) : (
                      <Badge tone="danger">취소된 거래</Badge>
                    )}
                    <ButtonLink to={dealHref(auction.id, deal.id)} variant="ghost" size="sm">
                      거래 화면에서 보기
                    </ButtonLink>
                  </span>
                </div>
                <DealTimeline deal={deal} auctionStatus={auction.status} />
              </section>
            ))}
          </div>
        </AdminPanel>
      ) : null}
    </div>
  );
}

/** The sheet as the seller filled it; a listing without a brand has no vehicle type, so no sheet to show. */
function ListingSheet({ auction }: { auction: AdminListingDetail }) {
  const vehicleType = vehicleTypeOf(auction.vehicleType);
  if (vehicleType === null) {
    return (
      <section className={styles.sheetMissing} aria-labelledby="listing-sheet-title">
        <h2 id="listing-sheet-title">상태 점검표</h2>
        <p className={styles.hint}>브랜드(차종)가 정해지지 않아 점검표를 보여줄 수 없습니다.</p>
      </section>
    );
  }
  return (
    <ConditionSheet
      vehicleType={vehicleType}
      report={auction.conditionReport}
      titleId="listing-sheet-title"
    />
  );
}
