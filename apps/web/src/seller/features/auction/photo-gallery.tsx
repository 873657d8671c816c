// The listing's photos: one large, the rest as thumbnails to switch to, each named by its slot.
import { useState } from 'react';
import { LISTING_PHOTO_LABELS, type AuctionImageType, type ListingImage } from '@autobid/shared';
import { PhotoThumbs } from '@/components/ui/photo-thumbs';
import styles from './photo-gallery.module.css';

const labelOf = (type: string) => LISTING_PHOTO_LABELS[type as AuctionImageType] ?? '사진';

export function PhotoGallery({ images, fallback }: { images: ListingImage[]; fallback: string }) {
  const photos = images.length > 0 ? images : fallback ? [{ type: 'MAIN' as const, image: fallback }] : [];
  const [current, setCurrent] = useState(0);
  const shown = photos[Math.min(current, photos.length - 1)];
  if (!shown) {
    return (
      <div className={styles.empty} role="img" aria-label="등록된 사진 없음">
        아직 등록된 사진이 없습니다
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <figure className={styles.main}>
        <img src={shown.image} alt={labelOf(shown.type)} />
        <figcaption className={styles.caption}>
          {labelOf(shown.type)} · {Math.min(current, photos.length - 1) + 1}/{photos.length}
        </figcaption>
      </figure>
      {photos.length > 1 ? (
        <PhotoThumbs
          photos={photos}
          current={current}
          onSelect={setCurrent}
          labelOf={(photo) => labelOf(photo.type)}
          classes={{ list: styles.thumbs, thumb: styles.thumb, current: styles.thumbOn }}
        />
      ) : null}
    </div>
  );
}
