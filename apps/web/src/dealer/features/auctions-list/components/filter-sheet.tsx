// Mobile filters: a bottom sheet with the filter groups on a draft; "적용" writes the draft, "초기화" clears its
// search conditions (the 관심 차량 view stays: it is switched outside the sheet).
import { useState } from 'react';
import { Sheet } from 'react-modal-sheet';
import { Button } from '@/components/ui/button';
import { clearConditions, type AuctionFilters } from '../filters';
import { FilterGroups } from './filter-groups';
import styles from './filter-sheet.module.css';

type FilterSheetProps = {
  isOpen: boolean;
  value: AuctionFilters;
  onApply: (next: AuctionFilters) => void;
  onClose: () => void;
};

export function FilterSheet({ isOpen, value, onApply, onClose }: FilterSheetProps) {
  return (
    <Sheet
      isOpen={isOpen}
      onClose={onClose}
      detent="content-height"
      dragVelocityThreshold={500}
      dragCloseThreshold={0.6}
      role="dialog"
      aria-modal="true"
      aria-labelledby="auction-filter-sheet-title"
    >
      <Sheet.Container className={styles.container}>
        <Sheet.Header className={styles.header}>
          <span className={styles.handle} aria-hidden="true" />
          <h2 id="auction-filter-sheet-title" className={styles.title}>
            검색 필터
          </h2>
        </Sheet.Header>
        <Sheet.Content disableDrag>
          {/* Mounted only while open, so each opening starts from the applied filters. */}
          {isOpen ? <SheetBody initial={value} onApply={onApply} /> : null}
        </Sheet.Content>
      </Sheet.Container>
      <Sheet.Backdrop className={styles.backdrop} onTap={onClose} />
    </Sheet>
  );
}

function SheetBody({
  initial,
  onApply,
}: {
  initial: AuctionFilters;
  onApply: (next: AuctionFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <div className={styles.body}>
      <Sheet.Scroller className={styles.scroller}>
        <FilterGroups value={draft} onChange={setDraft} withSummary />
      </Sheet.Scroller>
      <div className={styles.actions}>
        <Button variant="outline" size="lg" onClick={() => setDraft(clearConditions(draft))}>
          초기화
        </Button>
        <Button variant="primary" size="lg" onClick={() => onApply(draft)}>
          적용
        </Button>
      </div>
    </div>
  );
}
