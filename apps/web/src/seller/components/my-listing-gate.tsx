// The gate in front of a page about one of the seller's listings (the detail and the edit form): an id
// that is no listing's or a listing that is not this seller's says "not found" with the way back to the
// list, a failed read offers to read again, and only a loaded listing reaches the page.
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ResultView } from '@/components/ui/result-view';
import { KOREAN_LOADING_TEXT, LoadingView, NotFoundView } from '@/components/ui/status-view';
import { isValidAuctionId, type SellerAuctionView, type useMyAuction } from '../api/get-my-auction';

type MyListingGateProps = {
  id: number;
  query: ReturnType<typeof useMyAuction>;
  children: (detail: SellerAuctionView) => ReactNode;
};

export function MyListingGate({ id, query, children }: MyListingGateProps) {
  const backToList = (
    <ButtonLink to="/seller" variant="outline">
      내 매물로 가기
    </ButtonLink>
  );

  if (!isValidAuctionId(id)) {
    return <NotFoundView action={backToList} />;
  }
  if (query.isPending) {
    return <LoadingView text={KOREAN_LOADING_TEXT} />;
  }
  if (query.isError) {
    return (
      <ResultView
        tone="info"
        title="매물 정보를 불러오지 못했습니다."
        text="잠시 후 다시 시도해주세요."
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            다시 불러오기
          </Button>
        }
      />
    );
  }
  if (!query.data) {
    return <NotFoundView action={backToList} />;
  }
  return children(query.data);
}
