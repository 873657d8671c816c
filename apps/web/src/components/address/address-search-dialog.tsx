// The "주소 검색" modal: the Daum postcode widget when its script loads, otherwise the built-in region search.
import { useEffect, useId, useRef, useState } from 'react';
import { REGION_TREE, type RegionMatch } from '@autobid/shared/regions';
import { Modal } from '@/components/ui/modal';
import { loadPostcodeScript, type PostcodeConstructor, type PostcodeResult } from './load-postcode-script';
import { RegionSearch } from './region-search';
import styles from './address-search-dialog.module.css';

const POSTCODE_UNAVAILABLE_MESSAGE = '우편번호 서비스를 현재 사용할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** What the dialog hands back: the address text and whatever regions the source knew. */
export type AddressChoice = Pick<RegionMatch, 'address' | 'region1' | 'region2' | 'region3'>;

type Props = { onPick: (choice: AddressChoice) => void; onClose: () => void };

type Source =
  | { kind: 'loading' }
  | { kind: 'postcode'; Postcode: PostcodeConstructor }
  | { kind: 'offline' }
  | { kind: 'none' };

function fromPostcode(data: PostcodeResult): AddressChoice {
  return {
    address: data.roadAddress || data.address,
    region1: data.sido ?? '',
    region2: data.sigungu ?? '',
    region3: data.bname ?? '',
  };
}

export function AddressSearchDialog({ onPick, onClose }: Props) {
  const titleId = useId();
  const embedRef = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState<Source>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void loadPostcodeScript().then((Postcode) => {
      if (!live) {
        return;
      }
      if (Postcode) {
        setSource({ kind: 'postcode', Postcode });
      } else {
        setSource(REGION_TREE.length > 0 ? { kind: 'offline' } : { kind: 'none' });
      }
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (source.kind !== 'postcode' || !embedRef.current) {
      return;
    }
    const node = embedRef.current;
    const fallBack = () => setSource(REGION_TREE.length > 0 ? { kind: 'offline' } : { kind: 'none' });
    try {
      new source.Postcode({
        oncomplete: (data) => onPick(fromPostcode(data)),
        width: '100%',
        height: '100%',
      }).embed(node);
    } catch {
      // The widget failed to start: fall back to the built-in search (a microtask, not a cascading render).
      queueMicrotask(fallBack);
    }
  }, [source, onPick]);

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      className={styles.dialog}
      closeLabel="주소 검색 닫기"
      isFullScreenOnMobile
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          주소 검색
        </h2>
        <button type="button" className={styles.close} aria-label="닫기" onClick={onClose}>
          ×
        </button>
      </header>
      <div className={styles.body}>
        {source.kind === 'loading' ? (
          <p className={styles.loading}>주소 검색을 준비하고 있습니다...</p>
        ) : null}
        {source.kind === 'postcode' ? <div ref={embedRef} className={styles.embed} /> : null}
        {source.kind === 'offline' ? <RegionSearch onPick={onPick} /> : null}
        {source.kind === 'none' ? <p className={styles.unavailable}>{POSTCODE_UNAVAILABLE_MESSAGE}</p> : null}
      </div>
    </Modal>
  );
}
