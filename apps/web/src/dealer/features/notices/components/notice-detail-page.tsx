// /notice/detail/:id: title, date, contents (HTML sanitized again here), previous/next links and "목록".
import { Link, useParams } from 'react-router';
import { formatDotDate, type NoticeDetail } from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { LoadingView, NotFoundView } from '@/components/ui/status-view';
import { NoticeHtml } from '@/components/notice-html/notice-html';
import { ReadFailure } from '@/components/ui/query-state';
import { useNotice } from '../api/get-notice';
import styles from './notice-pages.module.css';
import { cn } from '@/lib/cn';

const NOTICE_READ_FAILED_TITLE = '공지사항을 불러오지 못했습니다.';

function parseId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function SiblingRow({ label, link }: { label: string; link: NoticeDetail['previous'] }) {
  return (
    <li className={styles.sibling}>
      <span className={styles.siblingLabel}>{label}</span>
      {link ? (
        <Link
          to={`/notice/detail/${link.id}`}
          className={styles.siblingTitle}
          aria-label={`${label}: ${link.title}`}
        >
          {link.title}
        </Link>
      ) : (
        <span className={cn(styles.siblingTitle, styles.siblingNone)}>
          {label === '이전글' ? '이전글이 없습니다.' : '다음글이 없습니다.'}
        </span>
      )}
    </li>
  );
}

export function NoticeDetailPage() {
  const id = parseId(useParams().id);
  const query = useNotice(id);
  const notice = query.data;
  if (notice === undefined && query.error) {
    return (
      <PageContainer>
        <ReadFailure
          title={NOTICE_READ_FAILED_TITLE}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </PageContainer>
    );
  }
  if (id > 0 && query.isPending) {
    return <LoadingView />;
  }
  if (!notice) {
    return (
      <PageContainer>
        <NotFoundView
          action={
            <ButtonLink to="/notice/list" variant="outline">
              목록
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer className={styles.page}>
      <article className={styles.detail}>
        <header className={styles.head}>
          <h1 className={styles.title}>{notice.title}</h1>
          <time className={styles.date} dateTime={notice.date}>
            {formatDotDate(notice.date)}
          </time>
        </header>
        <NoticeHtml className={styles.contents} html={notice.contents} />
      </article>
      <ul className={styles.siblings}>
        <SiblingRow label="이전글" link={notice.previous} />
        <SiblingRow label="다음글" link={notice.next} />
      </ul>
      <div className={styles.actions}>
        <ButtonLink to="/notice/list" variant="outline" size="lg">
          목록
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
