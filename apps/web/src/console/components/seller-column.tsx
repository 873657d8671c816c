// The 판매자 column of the auction and deal lists: the seller's name (or that none was entered) over the phone.
import { formatPhone } from '@autobid/shared';
import type { Column } from './data-table';
import styles from './list-layout.module.css';

type WithSeller = { seller: { name: string; phone: string } };

export function sellerColumn<T extends WithSeller>(): Column<T> {
  return {
    key: 'seller',
    header: '판매자',
    render: (row) => (
      <span className={styles.stack}>
        <span>{row.seller.name || '이름 미입력'}</span>
        <span className={styles.sub}>{formatPhone(row.seller.phone)}</span>
      </span>
    ),
  };
}
