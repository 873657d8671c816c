// Company address: a box with the chosen address (or a placeholder) that opens the search modal; the
// pick is geocoded (0,0 when that fails) and handed back with its regions.
import { useCallback, useId, useState } from 'react';
import { stripQuotes } from '@autobid/shared';
import { lookupCoordinates, type PickedAddress } from './get-coordinates';
import { AddressSearchDialog, type AddressChoice } from './address-search-dialog';
import styles from './address-picker.module.css';
import { cn } from '@/lib/cn';

const ADDRESS_PLACEHOLDER = '주소를 검색해주세요';

type AddressPickerProps = {
  label: string;
  address: string;
  onPick: (picked: PickedAddress) => void;
  error?: string | null;
};

export function AddressPicker({ label, address, onPick, error }: AddressPickerProps) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [looking, setLooking] = useState(false);

  const close = useCallback(() => setOpen(false), []);
  const pick = useCallback(
    (choice: AddressChoice) => {
      setOpen(false);
      setLooking(true);
      // Show the text at once; the coordinates follow.
      onPick({ ...choice, longitude: 0, latitude: 0 });
      void lookupCoordinates(choice.address, choice)
        .then(onPick)
        .finally(() => setLooking(false));
    },
    [onPick],
  );

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <button
          type="button"
          className={cn(styles.box, !address && styles.placeholder, error && styles.invalid)}
          aria-labelledby={`${labelId} ${labelId}-value`}
          onClick={() => setOpen(true)}
        >
          <span id={`${labelId}-value`}>{address || ADDRESS_PLACEHOLDER}</span>
        </button>
        <button type="button" className={styles.searchButton} onClick={() => setOpen(true)}>
          주소 검색
        </button>
      </div>
      {looking ? <p className={styles.hint}>위치 정보를 확인하고 있습니다...</p> : null}
      {error ? <p className={styles.error}>{stripQuotes(error)}</p> : null}
      {open ? <AddressSearchDialog onPick={pick} onClose={close} /> : null}
    </div>
  );
}
