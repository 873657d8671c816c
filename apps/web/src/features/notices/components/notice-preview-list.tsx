// The latest notices as a compact list (landing and home), linking to the notice detail.
import { Link } from 'react-router';
import { formatDotDate, HOME_NOTICE_COUNT } from '@autobid/shared';
import { useNotices } from '../api/get-notices';
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
  const { data, isPending } = useNotices({ page: 1, size: count });
  if (isPending) {
    return <p className={styles.empty}>Loading..</p>;
  }
  const items = data?.items ?? [];
  if (items.length === 0) {
    return <p className={styles.empty}>등록된 공지사항이 없습니다.</p>;
  }
  return (
    <ul className={styles.list}>
      {items.map((notice) => (
        <li key={notice.id}>
          <Link to={`/notice/detail/${notice.id}`} className={styles.item}>
            <span className={styles.title}>{withPrefix ? withNoticePrefix(notice.title) : notice.title}</span>
            <time className={styles.date} dateTime={notice.date}>
              {formatDotDate(notice.date)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
