// What the seller entered, as the dealers read it (the plate in full, only here): vehicle, plate and the owner's
// consent, condition, place and hope price.
import {
  FUEL_LABELS,
  LICENSE_PLATE_LABELS,
  NO_ACCIDENT,
  PURPOSE_LABELS,
  formatKoreanWon,
  type SellerAuctionDetail,
  formatNumber,
} from '@autobid/shared';
import { ListingRow, labelOf } from '../../components/listing-row';
import { consentLine, plateLabelOf } from '../../lib/owner-consent';
import styles from './listing-summary.module.css';

export function ListingSummary({ detail }: { detail: SellerAuctionDetail }) {
  const rows: { label: string; value: string }[] = [
    { label: '브랜드', value: detail.brandName ?? '' },
    { label: '연식', value: detail.year === null ? '' : `${detail.year}년` },
    {
      label: '주행거리',
      value: detail.mileage === null ? '' : `${formatNumber(detail.mileage)}km`,
    },
    { label: '연료', value: labelOf(FUEL_LABELS, detail.fuel) },
    { label: '색상', value: detail.color },
    { label: '사고 여부', value: detail.accident === NO_ACCIDENT ? '없음 (무사고)' : detail.accident },
    { label: '용도', value: labelOf(PURPOSE_LABELS, detail.purpose) },
    { label: plateLabelOf(detail.vehicleType), value: detail.plateNumber },
    { label: '소유자 동의', value: consentLine(detail.ownerConsent) },
    { label: '번호판', value: labelOf(LICENSE_PLATE_LABELS, detail.licensePlateDesuetude) },
    { label: '유통 경로', value: detail.officialIncome },
    { label: '보조키', value: detail.secondaryKey },
    { label: '수리 내역', value: detail.repair },
    { label: '구조 변경', value: detail.structureChange },
    { label: '기타 수리', value: detail.otherRepair },
    { label: '보증 만료일', value: detail.warrantyExpirationDate },
    { label: '지역', value: [detail.region1, detail.region2, detail.region3].filter(Boolean).join(' ') },
    { label: '희망 가격', value: detail.hopePrice === null ? '' : formatKoreanWon(detail.hopePrice) },
    { label: '기타 설명', value: detail.etc },
  ];
  return (
    <section className={styles.card} aria-labelledby="seller-listing-summary">
      <h2 id="seller-listing-summary" className={styles.title}>
        매물 정보
      </h2>
      <dl className={styles.rows}>
        {rows
          .filter((row) => row.value.trim() !== '')
          .map((row) => (
            <ListingRow key={row.label} label={row.label} value={row.value} />
          ))}
      </dl>
    </section>
  );
}
