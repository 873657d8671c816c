// The left column's vehicle information: gallery, brand, model, every field of docs/spec.md §2 and the
// condition sheet the dealers bid on (docs/domain.md "Handover").
import { useState, type ReactNode } from 'react';
import {
  PURPOSE_LABELS,
  FUEL_LABELS,
  formatNumber,
  formatWon,
  type Fuel,
  type Purpose,
} from '@autobid/shared';
import { ConditionSheet } from '@/components/condition-sheet/condition-sheet';
import { OwnerConsentBadge } from '@/components/ui/auction-card';
import type { AuctionDetailView } from '@/lib/auction-detail-query';
import styles from './vehicle-info.module.css';
import { cn } from '@/lib/cn';

const label = <K extends string>(labels: Record<K, string>, value: string): string =>
  (labels as Record<string, string>)[value] ?? (value || '-');

function licensePlateLabel(value: string): string {
  return value === 'REGISTERED' ? '등록' : '말소';
}

export function VehicleInfo({ detail, children }: { detail: AuctionDetailView; children?: ReactNode }) {
  const rows: [string, ReactNode][] = [
    ['연식', detail.year ? `${detail.year}년` : '-'],
    ['주행거리', `${formatNumber(detail.mileage)}km`],
    ['차량 상태', detail.condition || '-'],
    ['희망 가격', detail.hopePrice === null ? '-' : formatWon(detail.hopePrice)],
    ['연료', label<Fuel>(FUEL_LABELS, detail.fuel)],
    ['색상', detail.color || '-'],
    ['보증 만료일', detail.warrantyExpirationDate || '-'],
    ['지역', [detail.region1, detail.region2].filter(Boolean).join(' ') || '-'],
    ['용도', label<Purpose>(PURPOSE_LABELS, detail.purpose)],
    // Masked (12가 ****) until this dealer's fee is paid (docs/domain.md "Owner consent").
    [detail.vehicleType === 'MOTORBIKE' ? '사용신고 번호' : '차량번호', detail.plateNumber || '-'],
    ['번호판 상태', licensePlateLabel(detail.licensePlateDesuetude)],
    ['유통 경로', detail.officialIncome || '-'],
    ['보조키', detail.secondaryKey || '-'],
    ['사고 여부', detail.accident || '-'],
    ['수리 내역', detail.repair || '-'],
    ['구조 변경', detail.structureChange || '-'],
    ['기타 수리', detail.otherRepair || '-'],
  ];
  return (
    <section className={styles.card} aria-labelledby="vehicle-title">
      <Gallery detail={detail} />
      <div className={styles.head}>
        {detail.brand ? (
          <span className={styles.brand}>
            {detail.brand.logo ? <img src={detail.brand.logo} alt="" className={styles.brandLogo} /> : null}
            {detail.brand.name}
          </span>
        ) : null}
        <h1 id="vehicle-title" className={styles.model}>
          {detail.model}
        </h1>
        <p className={styles.sub}>
          {[detail.year ? `${detail.year}년식` : null, `${formatNumber(detail.mileage)}km`, detail.region1]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {detail.ownerConsent?.status === 'CONFIRMED' ? <OwnerConsentBadge /> : null}
      </div>
      <InfoSection id="vehicle-fields-title" title="차량 정보">
        <dl className={styles.fields}>
          {rows.map(([name, value]) => (
            <div key={name} className={styles.field}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <div className={styles.sheet}>
        <ConditionSheet
          vehicleType={detail.vehicleType}
          report={detail.conditionReport}
          titleId="vehicle-sheet-title"
        />
      </div>
      <InfoSection id="vehicle-etc-title" title="참고 사항">
        <p className={styles.etc}>{detail.etc || '-'}</p>
      </InfoSection>
      {children}
    </section>
  );
}

/** A titled part of the vehicle card, named by its heading. */
function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Gallery({ detail }: { detail: AuctionDetailView }) {
  const images =
    detail.images.length > 0 ? detail.images : detail.image ? [{ type: 'MAIN', image: detail.image }] : [];
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) {
    return <div className={styles.noImage}>등록된 사진이 없습니다</div>;
  }
  return (
    <div className={styles.gallery}>
      <img src={current.image} alt={`${detail.model} 사진 ${selected + 1}`} className={styles.mainImage} />
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((img, index) => (
            <li key={`${img.type}-${img.image}`}>
              <button
                type="button"
                className={cn(styles.thumb, index === selected && styles.thumbActive)}
                aria-label={`사진 ${index + 1} 보기`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={img.image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
