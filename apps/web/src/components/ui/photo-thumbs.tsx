// The thumbnails under a large photo, to choose the one shown: each a button named "{label} 보기", pressed
// while its photo is the one shown; each screen gives the list, thumbnail and pressed look.
import { cn } from '@/lib/cn';

type PhotoThumbsProps<P extends { image: string }> = {
  photos: readonly P[];
  current: number;
  onSelect: (index: number) => void;
  labelOf: (photo: P) => string;
  /** The label also written under each thumbnail. */
  hasCaption?: boolean;
  classes: { list?: string; thumb?: string; current?: string };
};

export function PhotoThumbs<P extends { image: string }>({
  photos,
  current,
  onSelect,
  labelOf,
  hasCaption = false,
  classes,
}: PhotoThumbsProps<P>) {
  return (
    <ul className={classes.list} aria-label="사진 목록">
      {photos.map((photo, index) => (
        <li key={`${photo.image}-${index}`}>
          <button
            type="button"
            className={cn(classes.thumb, index === current && classes.current)}
            onClick={() => onSelect(index)}
            aria-pressed={index === current}
            aria-label={`${labelOf(photo)} 보기`}
          >
            <img src={photo.image} alt="" loading="lazy" />
            {hasCaption ? <span>{labelOf(photo)}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
