// A won vehicle at the top of a deal screen (completion form, seller review): photo, model, facts and
// the caller's rows (winning price, trade date, seller).
import type { ReactNode } from 'react';
import type { AuctionListItem } from '@autobid/shared';
import { cardImage, formatMileage } from './auction-card-parts';
import styles from './vehicle-summary.module.css';

export type SummaryRow = { label: string; value: ReactNode; isStrong?: boolean };

type VehicleSummaryProps = {
  vehicle: Pick<
    AuctionListItem,
    'images' | 'image' | 'model' | 'brand' | 'year' | 'mileage' | 'region1' | 'region2'
  >;
  rows: SummaryRow[];
};

export function VehicleSummary({ vehicle, rows }: VehicleSummaryProps) {
  const image = cardImage(vehicle);
  const facts = [
    vehicle.year ? `${vehicle.year}년식` : '',
    formatMileage(vehicle.mileage),
    [vehicle.region1, vehicle.region2].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section className={styles.summary} aria-label="차량 정보">
      <div className={styles.media}>{image ? <img src={image} alt={`${vehicle.model} 사진`} /> : null}</div>
      <div className={styles.head}>
        {vehicle.brand ? <span className={styles.brand}>{vehicle.brand.name}</span> : null}
        <strong className={styles.model}>{vehicle.model}</strong>
        <span className={styles.facts}>{facts}</span>
      </div>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd className={row.isStrong ? styles.strong : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
