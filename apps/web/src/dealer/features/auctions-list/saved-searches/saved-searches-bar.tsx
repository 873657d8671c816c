// The saved searches above the list (docs/domain.md "Saved searches"): each one a chip that opens the list with
// its conditions (marked while the list shows them), 현재 조건 저장 (up to the limit) and 관리 (notify on/off,
// rename, delete).
import { lazy, Suspense, useState } from 'react';
import { SAVED_SEARCH_DIGEST_TIME, type SavedSearch } from '@autobid/shared';
import { LineIcon } from '@/components/ui/line-icon';
import { countConditions, type AuctionFilters } from '../filters';
import { filtersOfSaved, isShowing, savedOfFilters } from './saved-filters';
import { useSavedSearches } from './saved-searches-api';
import styles from './saved-searches.module.css';

// The two dialogs (with the dialog, form and field kit they use) load when one is first opened, not with the list:
// the list's first download stays within its budget (bench/bundle-size.ts, docs/decisions/043).
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
);
const ManageSavedSearchesDialog = lazy(() =>
  import('./manage-saved-searches-dialog').then((m) => ({ default: m.ManageSavedSearchesDialog })),
);

type Props = {
  filters: AuctionFilters;
  onApply: (filters: AuctionFilters) => void;
};

export function SavedSearchesBar({ filters, onApply }: Props) {
  const searches = useSavedSearches();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const items = searches.data?.items ?? [];
  const max = searches.data?.max ?? 10;
  const isFull = items.length >= max;
  const open = (search: SavedSearch) => {
    onApply(filtersOfSaved(search.filters));
    setDialog(null);
  };
  return (
    <section className={styles.bar} aria-labelledby="saved-searches-title">
      <div className={styles.barHead}>
        <h2 id="saved-searches-title" className={styles.barTitle}>
          저장된 검색
          {searches.data ? (
            <span className={styles.barCount}>
              {items.length}/{max}
            </span>
          ) : null}
        </h2>
        <div className={styles.barActions}>
          {items.length ? (
            <button type="button" className={styles.textButton} onClick={() => setDialog('manage')}>
              관리
            </button>
          ) : null}
          <button
            type="button"
            className={styles.saveButton}
            disabled={!searches.data || isFull}
            title={isFull ? `검색은 최대 ${max}개까지 저장할 수 있습니다.` : undefined}
            onClick={() => setDialog('save')}
          >
            <LineIcon size={14} strokeWidth={2.2}>
              <path d="M12 5v14M5 12h14" />
            </LineIcon>
            현재 조건 저장
          </button>
        </div>
      </div>
      {searches.isError ? (
        <p className={styles.hint} role="alert">
          저장된 검색을 불러오지 못했습니다.
        </p>
      ) : searches.data && !items.length ? (
        <p className={styles.hint}>
          {countConditions(filters) > 0
            ? `지금 조건을 저장하면 매일 ${SAVED_SEARCH_DIGEST_TIME} 새 경매를 알림톡으로 알려드립니다.`
            : `검색 조건을 고른 뒤 저장하면 매일 ${SAVED_SEARCH_DIGEST_TIME} 새 경매를 알림톡으로 알려드립니다.`}
        </p>
      ) : (
        // While the searches load, the row keeps a chip's height: the cards below do not move when they arrive
        // (the list's first screen is drawn before they do, docs/decisions/043).
        <ul className={styles.chips} aria-busy={searches.data ? undefined : true}>
          {items.map((search) => {
            const isCurrent = isShowing(filters, search.filters);
            return (
              <li key={search.id}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={isCurrent}
                  onClick={() => open(search)}
                >
                  {search.name}
                  {search.notify ? (
                    <span
                      className={styles.bell}
                      aria-label={`${SAVED_SEARCH_DIGEST_TIME} 알림 켜짐`}
                      role="img"
                    >
                      <LineIcon size={12} strokeWidth={2.2}>
                        <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
                      </LineIcon>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Suspense fallback={null}>
        {dialog === 'save' ? (
          <SaveSearchDialog filters={savedOfFilters(filters)} onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'manage' ? (
          <ManageSavedSearchesDialog searches={items} onOpen={open} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
