// /seller: the seller's listings as cards with the next step of each, the way to a new listing, an empty
// state for a first-time seller (a failed read shows as a failure with a retry, docs/decisions/024) and,
// while the seller has no name yet, the small form that asks for it.
import { useQueryClient } from '@tanstack/react-query';
import { RULE_SENTENCES } from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { KOREAN_LOADING_TEXT, LoadingView } from '@/components/ui/status-view';
import { totalPagesOf, usePageParam } from '@/lib/use-page-param';
import { MY_AUCTIONS_PAGE_SIZE, useMyAuctions } from '../../api/get-my-auctions';
import { sellerSession } from '../../session';
import { sellerKeys } from '../../api/query-keys';
import { SellerNameForm } from '../../components/seller-name-form';
import { ListingCard } from './listing-card';
import styles from './seller-home-page.module.css';

export const NEW_LISTING_PATH = '/seller/auctions/new';

export function SellerHomePage() {
  const [page, goTo] = usePageParam();
  const queryClient = useQueryClient();
  const list = useMyAuctions(page);
  const me = sellerSession.useMe();
  const needsName = me.data !== undefined && me.data !== null && me.data.name.trim() === '';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sellerKeys.auctions() });

  return (
    <PageContainer className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>내 매물</h1>
          <p className={styles.lead}>등록한 매물의 진행 상황과 다음에 할 일을 확인하세요.</p>
        </div>
        <ButtonLink to={NEW_LISTING_PATH} size="lg" className={styles.newButton}>
          + 새 매물 등록
        </ButtonLink>
      </header>

      {needsName ? <SellerNameForm /> : null}

      <QueryState query={list} loading={<LoadingView text={KOREAN_LOADING_TEXT} />}>
        {(data) =>
          data.items.length === 0 ? (
            <div className={styles.state}>
              <span className={styles.emptyIcon} aria-hidden="true">
                🏍️
              </span>
              <strong className={styles.stateTitle}>아직 등록한 매물이 없습니다.</strong>
              <p>
                차량 정보와 사진을 올리고 심사를 요청하면,
                <br />
                {RULE_SENTENCES.sellerFirstListing}
              </p>
              <ButtonLink to={NEW_LISTING_PATH} size="lg">
                첫 매물 등록하기
              </ButtonLink>
            </div>
          ) : (
            <>
              <ul className={styles.list} aria-label="내 매물 목록">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <ListingCard item={item} onCountdownEnd={refresh} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={totalPagesOf(data, MY_AUCTIONS_PAGE_SIZE)}
                onChange={goTo}
              />
            </>
          )
        }
      </QueryState>
    </PageContainer>
  );
}
