// Photos as the operator looks at them (a listing in review, a dispute's listing and handover photos): the
// chosen one large, every photo as a thumbnail named by its label, and the large one opened full size in a
// dialog (‹ › and the arrow keys step through them). `PhotoViewer` is that dialog on its own, for photos shown
// some other way (a claim item's handover photos).
import { useId, useState } from 'react';
import { LISTING_PHOTO_LABELS } from '@autobid/shared';
import { Modal } from '@/components/ui/modal';
import { PhotoThumbs } from '@/components/ui/photo-thumbs';
import { CloseButton, IconButton } from '@/components/ui/icon-button';
import { useArrowKeys } from './use-arrow-keys';
import styles from './photo-gallery.module.css';

export type LabelledPhoto = { image: string; label: string };

/** A listing's photos named by their slot (앞면, 계기판 …). */
export function listingPhotos(images: readonly { type: string; image: string }[]): LabelledPhoto[] {
  const labels: Record<string, string> = LISTING_PHOTO_LABELS;
  return images.map((photo) => ({ image: photo.image, label: labels[photo.type] ?? '사진' }));
}

export function PhotoGallery({ photos }: { photos: readonly LabelledPhoto[] }) {
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
        aria-label={`${current.label} 크게 보기`}
      >
        <img src={current.image} alt={current.label} />
        <span className={styles.caption}>
          {current.label} · {position}
        </span>
        <span className={styles.zoom} aria-hidden="true">
          확대
        </span>
      </button>
      <PhotoThumbs
        photos={photos}
        current={index}
        onSelect={setIndex}
        labelOf={(photo) => photo.label}
        hasCaption
        classes={{ list: styles.thumbs, thumb: styles.thumb, current: styles.current }}
      />
      {isEnlarged ? (
        <PhotoViewer photos={photos} index={index} onIndex={setIndex} onClose={() => setIsEnlarged(false)} />
      ) : null}
    </div>
  );
}

type PhotoViewerProps = {
  photos: readonly LabelledPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

export function PhotoViewer({ photos, index, onIndex, onClose }: PhotoViewerProps) {
  const titleId = useId();
  const photo = photos[index] ?? photos[0]!;
  const step = (by: number) => onIndex((index + by + photos.length) % photos.length);
  useArrowKeys(step);
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.viewer} closeLabel="사진 닫기">
      <div className={styles.viewerHead}>
        <h2 id={titleId} className={styles.viewerTitle}>
          {photo.label} <span>{`${index + 1} / ${photos.length}`}</span>
        </h2>
        <CloseButton tone="dark" onClick={onClose} />
      </div>
      <div className={styles.viewerBody}>
        <IconButton label="이전 사진" tone="dark" onClick={() => step(-1)} disabled={photos.length < 2}>
          ‹
        </IconButton>
        <img src={photo.image} alt={photo.label} className={styles.full} />
        <IconButton label="다음 사진" tone="dark" onClick={() => step(1)} disabled={photos.length < 2}>
          ›
        </IconButton>
      </div>
    </Modal>
  );
}
