// /deal/list: the dealer's deal history as cards (4 per row, 12 per page) titled with the total.
import { useQueryClient } from '@tanstack/react-query';
import { DEAL_PAGE_SIZE } from '@autobid/shared';
import { PageContainer } from '@/components/ui/page-container';
import { CardGrid } from '@/components/ui/card-grid';
import { QueryState } from '@/components/ui/query-state';
import { LoadingView } from '@/components/ui/status-view';
import { totalPagesOf, usePageParam } from '@/lib/use-page-param';
import { useDeals } from '../api/get-deals';
import { DealCard } from './deal-card';
import styles from './deal-list-page.module.css';

const DEAL_LIST_EMPTY_TEXT = '거래 내역이 없습니다.';

export function DealListPage() {
  const [page, goTo] = usePageParam();
  const query = useDeals(page);
  const list = query.data;
  const totalPages = totalPagesOf(list, DEAL_PAGE_SIZE);
  const queryClient = useQueryClient();
  // At a fee deadline the server's clock decides (paid, cancelled, offered to the runner-up): ask it again.
  const onDeadline = () => void queryClient.invalidateQueries({ queryKey: ['deals'] });

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          거래 내역 <span className={styles.total}>{list ? `${list.total}건` : ''}</span>
        </h1>
      </header>
      <QueryState query={query} loading={<LoadingView />}>
        {(answer) => (
          <CardGrid
            isPending={false}
            items={answer.items}
            emptyText={DEAL_LIST_EMPTY_TEXT}
            renderCard={(item) => <DealCard item={item} onDeadline={onDeadline} />}
            page={page}
            totalPages={totalPages}
            onPageChange={goTo}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}
