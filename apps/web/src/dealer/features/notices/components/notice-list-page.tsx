// /notice/list: the paged notice board; the page number lives in the query string (?page=) so the back
// button and a reload keep it.
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { pageFromSearch } from '../lib/page-from-search';
import { NoticeBoard } from './notice-board';
import styles from './notice-pages.module.css';

export function NoticeListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  return (
    <PageContainer className={styles.page}>
      <PageTitle title="공지사항" description="오토비드의 새로운 소식과 안내를 확인하세요." />
      <NoticeBoard
        page={page}
        onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
      />
    </PageContainer>
  );
}
