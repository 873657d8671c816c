// The notice list with numbered pagination: title and yyyy.MM.dd date per row, each linking to the detail.
import { DEFAULT_PAGE_SIZE } from '@autobid/shared';
import { LoadingView } from '@/components/ui/status-view';
import { useNotices } from '../api/get-notices';
import { Pagination } from '@/components/ui/pagination';
import { totalPagesOf } from '@/components/ui/pagination-window';
import { NoticeRow } from './notice-row';
import styles from './notice-board.module.css';

type NoticeBoardProps = { page: number; onPageChange: (page: number) => void };

export function NoticeBoard({ page, onPageChange }: NoticeBoardProps) {
  const { data, isPending } = useNotices({ page, size: DEFAULT_PAGE_SIZE });
  if (isPending) {
    return <LoadingView />;
  }
  const items = data?.items ?? [];
  const totalPages = totalPagesOf(data?.total ?? 0, DEFAULT_PAGE_SIZE);
  return (
    <div>
      {items.length === 0 ? (
        <p className={styles.empty}>등록된 공지사항이 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} classes={styles} />
          ))}
        </ul>
      )}
      <Pagination variant="board" page={page} totalPages={totalPages} onChange={onPageChange} />
    </div>
  );
}
