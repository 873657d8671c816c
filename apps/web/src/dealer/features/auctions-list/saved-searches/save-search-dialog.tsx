// The dialog that saves the list's current conditions under a name, with the 09:00 digest on by default; a
// refusal (a taken name, the limit of 10) is shown at the name or above the buttons.
import { useState } from 'react';
import {
  SAVED_SEARCH_DIGEST_TIME,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchFilters,
} from '@autobid/shared';
import { DialogActions, DialogBox } from '@/components/ui/dialog-box';
import { TextField } from '@/components/ui/text-field';
import { ApiError, refusalText } from '@/lib/call';
import { useBrands } from '../api/get-brands';
import { describeFilters } from './describe-filters';
import { useCreateSavedSearch } from './saved-searches-api';
import styles from './saved-searches.module.css';

type Props = {
  filters: SavedSearchFilters;
  onClose: () => void;
  onSaved?: (id: number) => void;
};

/** A refusal about the name, shown at the field; the rest above the buttons. */
function isNameRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.errorCode === 'SAVED_SEARCH_NAME_TAKEN' ||
      (error.errorCode === 'VALIDATION_FAILED' && error.message.includes('이름')))
  );
}

export function SaveSearchDialog({ filters, onClose, onSaved }: Props) {
  const [name, setName] = useState('');
  const [notify, setNotify] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const brands = useBrands();
  const create = useCreateSavedSearch();
  const submit = () => {
    if (!name.trim()) {
      setNameError(SAVED_SEARCH_MESSAGES.nameRequired);
      return;
    }
    setNameError(null);
    create.mutate(
      { name: name.trim(), filters, notify },
      {
        onSuccess: (saved) => {
          onSaved?.(saved.id);
          onClose();
        },
        onError: (error) => {
          if (isNameRefusal(error)) {
            setNameError(refusalText(error));
          }
        },
      },
    );
  };
  const refusal = create.isError && !isNameRefusal(create.error) ? refusalText(create.error) : null;
  return (
    <DialogBox
      title="검색 조건 저장"
      size="md"
      onClose={onClose}
      onSubmit={submit}
      description="지금 목록의 검색 조건을 이름을 붙여 저장합니다. 저장한 검색은 목록 위에서 바로 열 수 있습니다."
      refusal={refusal}
      actions={
        <DialogActions onClose={onClose} closeLabel="취소" actionLabel="저장" isPending={create.isPending} />
      }
    >
      <p className={styles.summary}>
        <span className={styles.summaryLabel}>조건</span> {describeFilters(filters, brands.data)}
      </p>
      <TextField
        label="검색 이름"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        placeholder="예: 서울 무사고 스쿠터"
        error={nameError}
        data-autofocus
        onChange={(event) => setName(event.target.value)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
        매일 {SAVED_SEARCH_DIGEST_TIME} 이 조건의 새 경매를 알림톡으로 받기
      </label>
    </DialogBox>
  );
}
