// The 매물 cell of the auction and deal lists: the photo (an empty box without one) beside the model (or that
// none was entered) over the auction number, the brand and, where the row has it, the year.
import styles from './list-layout.module.css';

type Listing = { id: number; image: string; model: string; brandName: string | null; year?: number | null };

export function ListingCell({ listing }: { listing: Listing }) {
  return (
    <span className={styles.item}>
      {listing.image ? (
        <img src={listing.image} alt="" className={styles.thumb} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <span className={styles.stack}>
        <strong>{listing.model || '모델 미입력'}</strong>
        <span className={styles.sub}>
          #{listing.id}
          {listing.brandName ? ` · ${listing.brandName}` : ''}
          {listing.year ? ` · ${listing.year}년식` : ''}
        </span>
      </span>
    </span>
  );
}
