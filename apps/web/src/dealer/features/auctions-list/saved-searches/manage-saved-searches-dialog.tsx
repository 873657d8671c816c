// The dealer's saved searches in a list: each opens the list with its conditions, switches its 09:00 digest on
// or off, is renamed in place or deleted (after a question).
import { useState } from 'react';
import {
  SAVED_SEARCH_DIGEST_TIME,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
} from '@autobid/shared';
import { askConfirm } from '@/components/ui/app-dialog';
import { Button } from '@/components/ui/button';
import { DialogBox } from '@/components/ui/dialog-box';
import { TextField } from '@/components/ui/text-field';
import { refusalText } from '@/lib/call';
import { useBrands } from '../api/get-brands';
import { describeFilters } from './describe-filters';
import { useDeleteSavedSearch, useUpdateSavedSearch } from './saved-searches-api';
import styles from './saved-searches.module.css';

type Props = {
  searches: SavedSearch[];
  onOpen: (search: SavedSearch) => void;
  onClose: () => void;
};

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSavedSearch();
  return (
    <form
      className={styles.rename}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!name.trim()) {
          setError(SAVED_SEARCH_MESSAGES.nameRequired);
          return;
        }
        update.mutate(
          { id: search.id, name: name.trim() },
          { onSuccess: onDone, onError: (failure) => setError(refusalText(failure)) },
        );
      }}
    >
      <TextField
        label="새 이름"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        error={error}
        data-autofocus
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.rowActions}>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          취소
        </Button>
        <Button type="submit" size="sm" isBusy={update.isPending}>
          이름 저장
        </Button>
      </div>
    </form>
  );
}

function SearchRow({ search, onOpen }: { search: SavedSearch; onOpen: (search: SavedSearch) => void }) {
  const brands = useBrands();
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const switchId = `saved-search-notify-${search.id}`;
  const failure = update.isError ? update.error : remove.isError ? remove.error : null;
  return (
    <li className={styles.item}>
      {renaming ? (
        <RenameForm search={search} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className={styles.itemHead}>
            <button type="button" className={styles.itemName} onClick={() => onOpen(search)}>
              {search.name}
            </button>
            <label className={styles.notify} htmlFor={switchId}>
              <span>알림 {search.notify ? '켜짐' : '꺼짐'}</span>
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                className={styles.switch}
                aria-label={`${search.name} ${SAVED_SEARCH_DIGEST_TIME} 알림`}
                checked={search.notify}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ id: search.id, notify: event.target.checked })}
              />
            </label>
          </div>
          <p className={styles.itemFilters}>{describeFilters(search.filters, brands.data)}</p>
          <div className={styles.rowActions}>
            <Button variant="outline" size="sm" onClick={() => onOpen(search)}>
              목록 열기
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
              이름 변경
            </Button>
            <Button
              variant="ghost"
              size="sm"
              isBusy={remove.isPending}
              onClick={async () => {
                if (await askConfirm(`'${search.name}' 검색을 삭제할까요?`, { confirmLabel: '삭제' })) {
                  remove.mutate(search.id);
                }
              }}
            >
              삭제
            </Button>
          </div>
        </>
      )}
      {failure ? (
        <p className={styles.error} role="alert">
          {refusalText(failure)}
        </p>
      ) : null}
    </li>
  );
}

export function ManageSavedSearchesDialog({ searches, onOpen, onClose }: Props) {
  return (
    <DialogBox
      title="저장된 검색"
      size="lg"
      onClose={onClose}
      description={`알림을 켠 검색은 매일 ${SAVED_SEARCH_DIGEST_TIME} 새로 시작한 경매 중 조건에 맞는 차량 수를 알림톡 한 통으로 알려드립니다.`}
    >
      {searches.length ? (
        <ul className={styles.items}>
          {searches.map((search) => (
            <SearchRow key={search.id} search={search} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>저장된 검색이 없습니다.</p>
      )}
      <Button variant="outline" onClick={onClose}>
        닫기
      </Button>
    </DialogBox>
  );
}
