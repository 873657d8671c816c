// The claim's items as the operator weighs them (docs/domain.md "Handover"): for each, what the approved sheet
// said ("등록 내용", with the seller's photo) against what the dealer found at the handover ("현장 확인"), the
// deduction asked with the guide's usual range (and the dealer's reason when outside it), and the handover
// photos, each opened large on click.
import { useState } from 'react';
import type { PriceClaimItem } from '@autobid/shared';
import { Badge } from '../../../components/badge';
import { PhotoViewer, type LabelledPhoto } from '../../../components/photo-gallery';
import { won } from '../../../lib/format';
import styles from './claim-items.module.css';

type Open = { photos: LabelledPhoto[]; index: number } | null;

export function guideText(guide: PriceClaimItem['guide']): string {
  return guide ? `${won(guide.min)} ~ ${won(guide.max)}` : '기준 없음';
}

export function ClaimItems({ items }: { items: readonly PriceClaimItem[] }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <ol className={styles.items}>
        {items.map((item) => {
          const handover = item.photos.map((image, n) => ({
            image,
            label: `${item.label} 현장 사진 ${n + 1}`,
          }));
          const seller = item.sheet.photo
            ? [{ image: item.sheet.photo, label: `${item.label} 등록 사진` }]
            : [];
          return (
            <li key={item.item} className={styles.item} data-item={item.item}>
              <div className={styles.head}>
                <h3 className={styles.title}>
                  <span className={styles.group}>{item.group}</span> {item.label}
                </h3>
                <strong className={styles.amount}>{won(item.amount)}</strong>
              </div>
              <div className={styles.compare}>
                <section className={styles.side} aria-label={`${item.label} 등록 내용`}>
                  <h4 className={styles.sideTitle}>등록 내용</h4>
                  <p className={item.sheet.ok ? styles.state : styles.defect}>
                    {item.sheet.stateLabel}
                    {item.sheet.ok ? null : ' · 확인 필요'}
                  </p>
                  {item.sheet.note ? <p className={styles.note}>{item.sheet.note}</p> : null}
                  {seller.length ? (
                    <Thumbs photos={seller} onOpen={(index) => setOpen({ photos: seller, index })} />
                  ) : null}
                </section>
                <section className={styles.side} aria-label={`${item.label} 현장 확인`}>
                  <h4 className={styles.sideTitle}>현장 확인</h4>
                  <p className={styles.observed}>{item.observed}</p>
                  <Thumbs photos={handover} onOpen={(index) => setOpen({ photos: handover, index })} />
                </section>
              </div>
              <p className={styles.guide}>
                <span>감가 기준 {guideText(item.guide)}</span>
                {item.outsideGuide ? (
                  <Badge tone="warning">기준 밖</Badge>
                ) : (
                  <Badge tone="success">기준 안</Badge>
                )}
              </p>
              {item.outsideGuide ? (
                <p className={styles.reason}>
                  <strong>기준 밖 사유</strong> {item.reason || '-'}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {open ? (
        <PhotoViewer
          photos={open.photos}
          index={open.index}
          onIndex={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

function Thumbs({ photos, onOpen }: { photos: readonly LabelledPhoto[]; onOpen: (index: number) => void }) {
  return (
    <ul className={styles.thumbs}>
      {photos.map((photo, index) => (
        <li key={`${photo.image}-${index}`}>
          <button
            type="button"
            className={styles.thumb}
            onClick={() => onOpen(index)}
            aria-label={`${photo.label} 크게 보기`}
          >
            <img src={photo.image} alt="" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
