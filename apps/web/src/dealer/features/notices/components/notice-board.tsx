// The notice list with numbered pagination: title and yyyy.MM.dd date per row, each linking to the detail.
import { DEFAULT_PAGE_SIZE, type NoticeListItem, type PagedList } from '@autobid/shared';
import { QueryState } from '@/components/ui/query-state';
import { LoadingView } from '@/components/ui/status-view';
import { useNotices } from '../api/get-notices';
import { Pagination } from '@/components/ui/pagination';
import { totalPagesOf } from '@/components/ui/pagination-window';
import { NoticeRow } from './notice-row';
import styles from './notice-board.module.css';

type NoticeBoardProps = { page: number; onPageChange: (page: number) => void };

export function NoticeBoard({ page, onPageChange }: NoticeBoardProps) {
  const query = useNotices({ page, size: DEFAULT_PAGE_SIZE });
  return (
    <QueryState query={query} loading={<LoadingView />}>
      {(data) => <NoticeBoardRows data={data} page={page} onPageChange={onPageChange} />}
    </QueryState>
  );
}

function NoticeBoardRows({
  data,
  page,
  onPageChange,
}: NoticeBoardProps & { data: PagedList<NoticeListItem> }) {
  const { items } = data;
  const totalPages = totalPagesOf(data.total, DEFAULT_PAGE_SIZE);
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
