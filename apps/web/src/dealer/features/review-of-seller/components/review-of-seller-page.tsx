// /alimtalk/auction/review/:code: the dealer reviews the seller after a completed trade. The vehicle
// is shown on top; a deal already reviewed (or a 409 from the server) shows that instead of the form, and a
// review sent ends on a thank-you page. A code-link visitor has no login: its links never lead to /home.
import { useState } from 'react';
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
import { ReadFailure } from '@/components/ui/query-state';
import { LoadingView, NotFoundView } from '@/components/ui/status-view';
import { VehicleSummary, type SummaryRow } from '@/components/ui/vehicle-summary';
import { useAuctionDetailByTarget } from '@/lib/auction-detail-query';
import { isRefusal, refusalText } from '@/lib/call';
import { useToken } from '@/lib/storage';
import { showAlert } from '@/components/ui/app-dialog';
import { useReviewQuestions } from '../api/get-review-questions';
import { useSubmitReview } from '../api/submit-review';
import { ReviewForm } from './review-form';

const REVIEW_READ_FAILED_TITLE = '판매자 평가를 불러오지 못했습니다.';

/** Home for a logged-in dealer; the public start page for a visitor who came only with the link. */
function HomeLink({ hasSession }: { hasSession: boolean }) {
  return hasSession ? (
    <ButtonLink to="/home" variant="outline">
      홈으로 가기
    </ButtonLink>
  ) : (
    <ButtonLink to="/" variant="outline">
      오토비드 홈으로
    </ButtonLink>
  );
}

export function ReviewOfSellerPage({ code }: { code: string }) {
  const hasSession = Boolean(useToken());
  const [isSent, setIsSent] = useState(false);
  const detailQuery = useAuctionDetailByTarget({ kind: 'code', code });
  const questionsQuery = useReviewQuestions();
  const mutation = useSubmitReview(code);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (isSent) {
    return (
      <PageContainer>
        <ResultView
          title={DEAL_MESSAGES.reviewRegistered}
          text="소중한 후기 감사합니다. 남겨주신 후기는 더 믿을 수 있는 거래를 만드는 데 쓰입니다."
          action={<HomeLink hasSession={hasSession} />}
        />
      </PageContainer>
    );
  }
  const failed = [detailQuery, questionsQuery].find((query) => query.data === undefined && query.error);
  if (failed?.error) {
    return (
      <ReadFailure
        title={REVIEW_READ_FAILED_TITLE}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    );
  }
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
          action={<HomeLink hasSession={hasSession} />}
        />
      </PageContainer>
    );
  }

  const submit = async (body: Parameters<typeof mutation.mutateAsync>[0]) => {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      // Written meanwhile (another tab) or the deal is not complete: say so instead of the form.
      const isClosed =
        isRefusal(error, 'REVIEW_ALREADY_WRITTEN') ||
        isRefusal(error, 'REVIEW_NOT_ALLOWED') ||
        isRefusal(error, 'DEAL_NOT_WINNER');
      if (isClosed) {
        setClosedMessage(refusalText(error));
      } else {
        await showAlert(refusalText(error));
      }
      return;
    }
    setIsSent(true);
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
