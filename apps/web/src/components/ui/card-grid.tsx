// The body of a card-list page (bid history, deal history): loading, the empty text, or the cards with page numbers.
import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { LoadingView } from './status-view';
import styles from './card-list.module.css';

type CardGridProps<T extends { id: number }> = {
  isPending: boolean;
  items: readonly T[] | undefined;
  emptyText: string;
  renderCard: (item: T) => ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

export function CardGrid<T extends { id: number }>({
  isPending,
  items,
  emptyText,
  renderCard,
  page,
  totalPages,
  onPageChange,
}: CardGridProps<T>) {
  if (isPending) {
    return <LoadingView />;
  }
  if (!items || items.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>{renderCard(item)}</li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onChange={onPageChange} />
    </>
  );
}
