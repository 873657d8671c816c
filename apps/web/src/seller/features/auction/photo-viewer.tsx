// One photo large (a handover photo of a claim, the listing's photo of an item), in the dialog family, with
// a close button a thumb reaches.
import { Button } from '@/components/ui/button';
import { DialogBox } from '@/components/ui/dialog-box';
import styles from './photo-viewer.module.css';

export type ViewedPhoto = { src: string; title: string };

export function PhotoViewer({ photo, onClose }: { photo: ViewedPhoto; onClose: () => void }) {
  return (
    <DialogBox title={photo.title} size="lg" onClose={onClose}>
      <img className={styles.image} src={photo.src} alt={photo.title} />
      <a className={styles.original} href={photo.src} target="_blank" rel="noreferrer">
        원본 보기
      </a>
      <Button variant="outline" block onClick={onClose}>
        닫기
      </Button>
    </DialogBox>
  );
}
