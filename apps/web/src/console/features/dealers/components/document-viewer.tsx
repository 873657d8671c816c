// A dealer's documents for review: a thumbnail each (사업자등록증, 명함, 프로필 사진; "미등록" when missing),
// opening the image large in a dialog with previous / next (also the arrow keys) and the original in a tab.
import { useId, useState } from 'react';
import type { DealerDocuments } from '@autobid/shared';
import { Modal } from '@/components/ui/modal';
import { CloseButton } from '@/components/ui/icon-button';
import { useArrowKeys } from '../../../components/use-arrow-keys';
import styles from './document-viewer.module.css';

const DOCUMENTS: readonly { key: keyof DealerDocuments; label: string }[] = [
  { key: 'agencyRegistrationImage', label: '사업자등록증' },
  { key: 'businessCard', label: '명함' },
  { key: 'image', label: '프로필 사진' },
];

type Shown = { label: string; url: string };

export function DocumentViewer({ documents }: { documents: DealerDocuments }) {
  const present: Shown[] = DOCUMENTS.filter((doc) => documents[doc.key]).map((doc) => ({
    label: doc.label,
    url: documents[doc.key],
  }));
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <>
      <ul className={styles.thumbs}>
        {DOCUMENTS.map((doc) => {
          const url = documents[doc.key];
          return (
            <li key={doc.key} className={styles.thumbItem}>
              {url ? (
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => setOpened(present.findIndex((shown) => shown.url === url))}
                  aria-label={`${doc.label} 크게 보기`}
                >
                  <img src={url} alt="" loading="lazy" />
                </button>
              ) : (
                <div className={styles.missing}>미등록</div>
              )}
              <span className={styles.caption}>{doc.label}</span>
            </li>
          );
        })}
      </ul>
      {opened !== null && present[opened] ? (
        <DocumentDialog
          documents={present}
          index={opened}
          onIndex={setOpened}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}

type DocumentDialogProps = {
  documents: readonly Shown[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

function DocumentDialog({ documents, index, onIndex, onClose }: DocumentDialogProps) {
  const titleId = useId();
  const shown = documents[index]!;
  const hasPrevious = index > 0;
  const hasNext = index < documents.length - 1;

  useArrowKeys((by) => {
    if (by < 0 ? hasPrevious : hasNext) {
      onIndex(index + by);
    }
  });

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog} isFullScreenOnMobile>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {shown.label}
          <span className={styles.position}>
            {index + 1} / {documents.length}
          </span>
        </h2>
        <div className={styles.headActions}>
          <a href={shown.url} target="_blank" rel="noreferrer" className={styles.original}>
            원본 보기
          </a>
          <CloseButton onClick={onClose} />
        </div>
      </div>
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => onIndex(index - 1)}
          disabled={!hasPrevious}
          aria-label="이전 서류"
        >
          ‹
        </button>
        <img src={shown.url} alt={shown.label} className={styles.image} />
        <button
          type="button"
          className={styles.arrow}
          onClick={() => onIndex(index + 1)}
          disabled={!hasNext}
          aria-label="다음 서류"
        >
          ›
        </button>
      </div>
    </Modal>
  );
}
