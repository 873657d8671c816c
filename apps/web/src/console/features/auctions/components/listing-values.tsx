// Every value of the listing as the seller entered it, in Korean, grouped as the operator reviews it:
// the vehicle, its condition, and the terms of the sale. An empty value shows as '-'.
import {
  FUEL_LABELS,
  LICENSE_PLATE_LABELS,
  NO_ACCIDENT,
  PURPOSE_LABELS,
  VEHICLE_TYPE_LABELS,
  formatKoreanWon,
  formatNumber,
  isHighMileage,
  type AdminListingDetail,
} from '@autobid/shared';
import { Badge } from '../../../components/badge';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import styles from './listing-values.module.css';

/** The Korean word of a stored code, the stored text itself when it has none. */
const wordOf = (words: Record<string, string>, code: string) => words[code] ?? code;

/** The mileage, flagged above HIGH_MILEAGE_KM: the seller confirmed it, the review checks it once more. */
function mileageOf(mileage: number | null) {
  if (mileage === null) {
    return '';
  }
  return isHighMileage(mileage) ? (
    <>
      {formatNumber(mileage)}km <Badge tone="warning">30만km 초과 · 확인 필요</Badge>
    </>
  ) : (
    `${formatNumber(mileage)}km`
  );
}

function groupsOf(listing: AdminListingDetail): { title: string; items: DetailItem[] }[] {
  return [
    {
      title: '차량',
      items: [
        { label: '차종', value: wordOf(VEHICLE_TYPE_LABELS, listing.vehicleType) },
        { label: '브랜드', value: listing.brandName },
        { label: '모델', value: listing.model },
        { label: '연식', value: listing.year ? `${listing.year}년` : '' },
        { label: '주행거리', value: mileageOf(listing.mileage) },
        { label: '연료', value: wordOf(FUEL_LABELS, listing.fuel) },
        { label: '색상', value: listing.color },
        { label: '용도', value: wordOf(PURPOSE_LABELS, listing.purpose) },
      ],
    },
    {
      title: '상태',
      items: [
        { label: '차량 상태', value: listing.condition },
        {
          label: '사고 여부',
          value:
            listing.accident === NO_ACCIDENT
              ? '무사고'
              : listing.accident && `사고 있음 (${listing.accident})`,
        },
        { label: '수리 내역', value: listing.repair },
        { label: '구조 변경', value: listing.structureChange },
        { label: '기타 수리', value: listing.otherRepair },
        { label: '보증 만료일', value: listing.warrantyExpirationDate },
      ],
    },
    {
      title: '거래 조건',
      items: [
        {
          label: listing.vehicleType === 'MOTORBIKE' ? '사용신고 번호' : '차량번호',
          value: listing.plateNumber,
        },
        { label: '번호판', value: wordOf(LICENSE_PLATE_LABELS, listing.licensePlateDesuetude) },
        { label: '유통 경로', value: listing.officialIncome },
        { label: '보조키', value: listing.secondaryKey },
        {
          label: '차량 위치',
          value: [listing.region1, listing.region2, listing.region3].filter(Boolean).join(' '),
        },
        { label: '희망 가격', value: listing.hopePrice === null ? '' : formatKoreanWon(listing.hopePrice) },
      ],
    },
  ];
}

export function ListingValues({ listing }: { listing: AdminListingDetail }) {
  return (
    <div className={styles.groups}>
      {groupsOf(listing).map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <h3 className={styles.title}>{group.title}</h3>
          <DetailList items={group.items} />
        </section>
      ))}
      <section className={styles.group} aria-label="기타 설명">
        <h3 className={styles.title}>기타 설명</h3>
        <p className={styles.note}>{listing.etc.trim() || '-'}</p>
      </section>
    </div>
  );
}
