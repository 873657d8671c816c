// /seller/auctions/new and /seller/auctions/:id/edit: the listing form in a page card. The edit page starts
// from the saved listing; one that is under review or further along cannot be edited, and says so.
import { useParams } from 'react-router';
import { LISTING_MESSAGES } from '@autobid/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageCard } from '@/components/ui/page-card';
import { ResultView } from '@/components/ui/result-view';
import { LoadingView, NotFoundView } from '@/components/ui/status-view';
import { isValidAuctionId, useMyAuction } from '../../api/get-my-auction';
import { EMPTY_LISTING_FORM, formValuesOf } from '../../lib/listing-form';
import { ListingWizard } from './listing-wizard';
import styles from './listing-form-page.module.css';

const LEAD = '‘다음’을 누를 때마다 임시 저장되니 언제든 이어서 작성할 수 있어요.';

export function NewListingPage() {
  return (
    <PageCard title="새 매물 등록" lead={LEAD}>
      <ListingWizard id={null} initial={EMPTY_LISTING_FORM} />
    </PageCard>
  );
}

export function EditListingPage() {
  const id = Number(useParams().id);
  const query = useMyAuction(id);
  const backToList = (
    <ButtonLink to="/seller" variant="outline">
      내 매물로 가기
    </ButtonLink>
  );

  if (!isValidAuctionId(id)) {
    return <NotFoundView action={backToList} />;
  }
  if (query.isPending) {
    return <LoadingView />;
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
  const detail = query.data;
  if (!detail) {
    return <NotFoundView action={backToList} />;
  }
  if (!detail.canEdit) {
    return (
      <ResultView
        tone="info"
        title="수정할 수 없는 매물입니다"
        text={LISTING_MESSAGES.notEditable}
        action={
          <ButtonLink to={`/seller/auctions/${detail.id}`} variant="outline">
            매물 상세 보기
          </ButtonLink>
        }
      />
    );
  }
  return (
    <PageCard title={detail.status === 'REJECTED' ? '매물 수정 후 다시 심사 요청' : '매물 등록'} lead={LEAD}>
      {detail.status === 'REJECTED' && detail.rejectReason ? (
        <div className={styles.reject} role="note">
          <strong>반려 사유</strong>
          <p>{detail.rejectReason}</p>
        </div>
      ) : null}
      <ListingWizard id={detail.id} initial={formValuesOf(detail)} />
    </PageCard>
  );
}
