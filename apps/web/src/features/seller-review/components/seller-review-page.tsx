// /alimtalk/auction/review/:code: the dealer reviews the seller after a completed trade. The vehicle
// is shown on top; a deal already reviewed (or a 409 from the server) shows that instead of the form.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  COMPLETED_TRADE_STATUSES,
  DEAL_MESSAGES,
  formatDotDate,
  formatWon,
  type AuctionStatus,
} from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { PageCard } from '@/components/ui/page-card';
import { PageContainer } from '@/components/ui/page-container';
import { ResultView } from '@/components/ui/result-view';
import { LoadingView, NotFoundView } from '@/components/ui/status-view';
import { VehicleSummary, type SummaryRow } from '@/components/ui/vehicle-summary';
import { useAuctionDetailByTarget } from '@/lib/auction-detail-query';
import { failureMessage } from '@/lib/http';
import { useReviewQuestions } from '../api/get-review-questions';
import { useSubmitReview } from '../api/submit-review';
import { ReviewForm } from './review-form';

export function SellerReviewPage({ code }: { code: string }) {
  const navigate = useNavigate();
  const detailQuery = useAuctionDetailByTarget({ kind: 'code', code });
  const questionsQuery = useReviewQuestions();
  const mutation = useSubmitReview(code);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (detailQuery.isPending || questionsQuery.isPending) {
    return <LoadingView />;
  }
  const detail = detailQuery.data;
  if (!detail || !detail.isWinner || !detail.deal) {
    return <NotFoundView />;
  }

  const closed =
    closedMessage ??
    (detail.deal.hasReview
      ? DEAL_MESSAGES.reviewAlreadyWritten
      : (COMPLETED_TRADE_STATUSES as readonly AuctionStatus[]).includes(detail.status)
        ? null
        : DEAL_MESSAGES.reviewNotAllowed);
  if (closed) {
    return (
      <PageContainer>
        <ResultView
          tone="info"
          title={closed}
          text="판매자 후기는 거래가 완료된 뒤 한 번만 작성할 수 있습니다."
          action={
            <ButtonLink to="/home" variant="outline">
              홈으로 가기
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }

  const submit = async (body: Parameters<typeof mutation.mutateAsync>[0]) => {
    const result = await mutation.mutateAsync(body);
    if (result.ok) {
      window.alert(DEAL_MESSAGES.reviewRegistered);
      await navigate('/home');
      return;
    }
    // Written meanwhile (another tab) or the deal is not complete: say so instead of the form.
    const isClosed =
      result.errorCode === 'REVIEW_ALREADY_WRITTEN' ||
      result.errorCode === 'REVIEW_NOT_ALLOWED' ||
      result.errorCode === 'DEAL_NOT_WINNER';
    if (isClosed) {
      setClosedMessage(failureMessage(result));
    } else {
      window.alert(failureMessage(result));
    }
  };

  const { deal } = detail;
  const rows: SummaryRow[] = [{ label: '낙찰 금액', value: formatWon(deal.winningPrice) }];
  if (deal.finalPrice !== null) {
    rows.push({ label: '최종 거래 금액', value: formatWon(deal.finalPrice), isStrong: true });
  }
  if (deal.completedAt) {
    rows.push({ label: '거래 완료일', value: formatDotDate(deal.completedAt) });
  }

  return (
    <PageCard title="판매자 후기 작성" lead="거래는 잘 마치셨나요? 판매자와의 거래 경험을 알려주세요.">
      <VehicleSummary vehicle={detail} rows={rows} />
      <ReviewForm questions={questionsQuery.data ?? []} onSubmit={submit} />
    </PageCard>
  );
}
