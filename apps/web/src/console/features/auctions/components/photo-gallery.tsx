// The listing's photos for review: the chosen one large, every photo as a thumbnail named by its slot, and
// the large one opened full size in a dialog (‹ › and the arrow keys step through them).
import { useId, useState } from 'react';
import { LISTING_PHOTO_LABELS, type ListingImage } from '@autobid/shared';
import { Modal } from '@/components/ui/modal';
import { PhotoThumbs } from '@/components/ui/photo-thumbs';
import { CloseButton, IconButton } from '@/components/ui/icon-button';
import { useArrowKeys } from '../../../components/use-arrow-keys';
import styles from './photo-gallery.module.css';

const slotOf = (photo: ListingImage) => LISTING_PHOTO_LABELS[photo.type];

export function PhotoGallery({ photos }: { photos: readonly ListingImage[] }) {
  const [index, setIndex] = useState(0);
  const [isEnlarged, setIsEnlarged] = useState(false);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) {
    return <div className={styles.none}>등록된 사진이 없습니다</div>;
  }
  const position = `${Math.min(index, photos.length - 1) + 1} / ${photos.length}`;
  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.stage}
        onClick={() => setIsEnlarged(true)}
        aria-label={`${slotOf(current)} 크게 보기`}
      >
        <img src={current.image} alt={slotOf(current)} />
        <span className={styles.caption}>
          {slotOf(current)} · {position}
        </span>
        <span className={styles.zoom} aria-hidden="true">
          확대
        </span>
      </button>
      <PhotoThumbs
        photos={photos}
        current={index}
        onSelect={setIndex}
        labelOf={slotOf}
        hasCaption
        classes={{ list: styles.thumbs, thumb: styles.thumb, current: styles.current }}
      />
      {isEnlarged ? (
        <EnlargedPhoto
          photos={photos}
          index={index}
          onIndex={setIndex}
          onClose={() => setIsEnlarged(false)}
        />
      ) : null}
    </div>
  );
}

type EnlargedPhotoProps = {
  photos: readonly ListingImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

function EnlargedPhoto({ photos, index, onIndex, onClose }: EnlargedPhotoProps) {
  const titleId = useId();
  const photo = photos[index] ?? photos[0]!;
  const step = (by: number) => onIndex((index + by + photos.length) % photos.length);
  useArrowKeys(step);
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.viewer} closeLabel="사진 닫기">
      <div className={styles.viewerHead}>
        <h2 id={titleId} className={styles.viewerTitle}>
          {slotOf(photo)} <span>{`${index + 1} / ${photos.length}`}</span>
        </h2>
        <CloseButton tone="dark" onClick={onClose} />
      </div>
      <div className={styles.viewerBody}>
        <IconButton label="이전 사진" tone="dark" onClick={() => step(-1)} disabled={photos.length < 2}>
          ‹
        </IconButton>
        <img src={photo.image} alt={slotOf(photo)} className={styles.full} />
        <IconButton label="다음 사진" tone="dark" onClick={() => step(1)} disabled={photos.length < 2}>
          ›
        </IconButton>
      </div>
    </Modal>
  );
}
