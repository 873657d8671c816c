// The latest notices as a compact list (landing and home), linking to the notice detail.
import { HOME_NOTICE_COUNT } from '@autobid/shared';
import { ReadFailure } from '@/components/ui/query-state';
import { useNotices } from '../api/get-notices';
import { NoticeRow } from './notice-row';
import styles from './notice-preview-list.module.css';

const NOTICE_PREFIX = '[공지]';

/** "[공지] title", without doubling a prefix the title already has. */
function withNoticePrefix(title: string): string {
  return title.trimStart().startsWith(NOTICE_PREFIX) ? title : `${NOTICE_PREFIX} ${title}`;
}

type NoticePreviewListProps = {
  count?: number;
  /** Home shows each title as "[공지] title". */
  withPrefix?: boolean;
};

export function NoticePreviewList({ count = HOME_NOTICE_COUNT, withPrefix = false }: NoticePreviewListProps) {
  const query = useNotices({ page: 1, size: count });
  if (query.data === undefined && query.error) {
    return (
      <ReadFailure error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  if (query.isPending) {
    return <p className={styles.empty}>Loading..</p>;
  }
  const { items } = query.data;
  if (items.length === 0) {
    return <p className={styles.empty}>등록된 공지사항이 없습니다.</p>;
  }
  return (
    <ul className={styles.list}>
      {items.map((notice) => (
        <NoticeRow
          key={notice.id}
          notice={notice}
          title={withPrefix ? withNoticePrefix(notice.title) : notice.title}
          classes={styles}
        />
      ))}
    </ul>
  );
}
