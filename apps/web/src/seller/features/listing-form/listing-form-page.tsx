// /seller/auctions/new and /seller/auctions/:id/edit: the listing form in a page card. The edit page starts
// from the saved listing; one that is under review or further along cannot be edited, and says so.
import { useParams } from 'react-router';
import { LISTING_MESSAGES } from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { PageCard } from '@/components/ui/page-card';
import { ResultView } from '@/components/ui/result-view';
import { useMyAuction, type SellerAuctionView } from '../../api/get-my-auction';
import { EMPTY_LISTING_FORM, formValuesOf } from '../../lib/listing-form';
import { MyListingGate } from '../../components/my-listing-gate';
import { RejectNote } from '../../components/seller-note';
import { ListingWizard } from './listing-wizard';

const LEAD = '‘다음’을 누를 때와 사진을 올릴 때마다 임시 저장되니 언제든 이어서 작성할 수 있어요.';

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
  return (
    <MyListingGate id={id} query={query}>
      {(detail) => <EditListing detail={detail} />}
    </MyListingGate>
  );
}

function EditListing({ detail }: { detail: SellerAuctionView }) {
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
      <RejectNote detail={detail} size="lg" />
      <ListingWizard id={detail.id} initial={formValuesOf(detail)} version={detail.version} />
    </PageCard>
  );
}
