// /deal/detail/:id/complete and /alimtalk/auction/complete/:code: the completion form, only while the
// trade date is fixed (RESERVATION_COMPLETE) and only for the winner; anything else is the not-found view.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEAL_MESSAGES,
  formatDotDate,
  formatPhone,
  formatWon,
  type CompleteDealRequest,
} from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { PageCard } from '@/components/ui/page-card';
import { PageContainer } from '@/components/ui/page-container';
import { ResultView } from '@/components/ui/result-view';
import { ReadFailure } from '@/components/ui/query-state';
import { LoadingView, NotFoundView } from '@/components/ui/status-view';
import { VehicleSummary, type SummaryRow } from '@/components/ui/vehicle-summary';
import { isValidTarget, useAuctionDetailByTarget, type AuctionDetailView } from '@/lib/auction-detail-query';
import { auctionTargetKey, type AuctionTarget } from '@/lib/auction-target';
import { isRefusal } from '@/lib/call';
import { getToken } from '@/lib/storage';
import { ClaimStatus } from '@/dealer/components/claim-status/claim-status';
import { TransferCard } from '@/dealer/components/title-transfer/transfer-card';
import { claimPath } from '@/dealer/lib/deal-paths';
import { useCompleteDeal } from '../api/complete-deal';
import { CompletionForm } from './completion-form';
import { showAlert } from '@/components/ui/app-dialog';

const DEAL_READ_FAILED_TITLE = '거래 정보를 불러오지 못했습니다.';

export const COMPLETED_BY_CODE_TEXT = '판매자 후기를 작성할 수 있는 링크를 알림톡으로 보내드렸습니다.';

/** Whether the completion form may be shown for this detail. */
export function canComplete(
  detail: AuctionDetailView | null | undefined,
): detail is AuctionDetailView & { deal: NonNullable<AuctionDetailView['deal']> } {
  return Boolean(detail && detail.isWinner && detail.deal && detail.status === 'RESERVATION_COMPLETE');
}

export function DealCompletePage({ target }: { target: AuctionTarget }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useAuctionDetailByTarget(target);
  const mutation = useCompleteDeal(target);
  const [isDone, setDone] = useState(false);

  if (isDone) {
    return (
      <PageContainer>
        <ResultView
          title={DEAL_MESSAGES.dealCompleted}
          text={COMPLETED_BY_CODE_TEXT}
          action={
            <ButtonLink to="/" variant="outline">
              홈으로 가기
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  if (!isValidTarget(target)) {
    return <NotFoundView />;
  }
  if (query.data === undefined && query.error) {
    return (
      <ReadFailure
        title={DEAL_READ_FAILED_TITLE}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.isPending) {
    return <LoadingView />;
  }
  const detail = query.data;
  // After the completion the same link (the transfer's reminders carry it) opens the title transfer
  // (docs/domain.md "Title transfer").
  if (detail?.isWinner && detail.deal?.titleTransfer) {
    return (
      <PageContainer>
        <TransferCard status={detail.status} transfer={detail.deal.titleTransfer} target={target} />
      </PageContainer>
    );
  }
  if (!canComplete(detail)) {
    return <NotFoundView />;
  }

  const submit = async (body: CompleteDealRequest) => {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      // The http client alerted the refusal; the form stays as it was. A price refused by the claim rule
      // (docs/domain.md "Handover") means the deal's claim changed meanwhile: read it again.
      if (isRefusal(error, 'PRICE_ADJUSTMENT_REQUIRED')) {
        await queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) });
      }
      return false;
    }
    await showAlert(DEAL_MESSAGES.dealCompleted);
    // A code link opened without a login has no deal list to go to.
    if (target.kind === 'id' || getToken()) {
      await navigate('/deal/list');
    } else {
      setDone(true);
    }
    return true;
  };

  const { agreedPrice } = detail.deal;
  const rows: SummaryRow[] = [
    { label: '낙찰 금액', value: formatWon(detail.deal.winningPrice), isStrong: agreedPrice === null },
  ];
  if (agreedPrice !== null) {
    rows.push({ label: '합의 가격', value: formatWon(agreedPrice), isStrong: true });
  }
  rows.push({ label: '거래 날짜', value: formatDotDate(detail.deal.reservedAt) || '-' });
  if (detail.user) {
    const contact = detail.user.phone
      ? `${formatPhone(detail.user.phone)} (안심번호)`
      : (detail.user.phoneNote ?? '');
    rows.push({ label: '판매자', value: [detail.user.name, contact].filter(Boolean).join(' · ') });
  }

  return (
    <PageCard
      title="거래 완료"
      lead="최종 거래 금액과 검수 결과를 입력하고 검수 사진을 등록해주세요."
      hasBack
    >
      <VehicleSummary vehicle={detail} rows={rows} />
      {detail.deal.claimStatus ? (
        <ClaimStatus
          target={target}
          claimStatus={detail.deal.claimStatus}
          winningPrice={detail.deal.winningPrice}
          agreedPrice={agreedPrice}
        />
      ) : null}
      <CompletionForm
        winningPrice={detail.deal.winningPrice}
        agreedPrice={agreedPrice}
        claimStatus={detail.deal.claimStatus}
        claimHref={claimPath(target)}
        tradeDate={detail.deal.reservedAt}
        clockOffsetMs={detail.clockOffsetMs}
        // Opened from a code link: its photos go up under the link (docs/decisions/016).
        uploadCredential={target.kind === 'code' ? { codeLink: target.code } : undefined}
        onSubmit={submit}
      />
    </PageCard>
  );
}
