// The deal pages reached by route: completion and the price claim by id (main layout, behind the route guard)
// and the messaging-app code links, each behind the code's own session check.
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { ResultView } from '@/components/ui/result-view';
import { AuctionDetailPage } from '@/dealer/features/auction-detail/components/auction-detail-page';
import { CodeSessionGuard } from '@/dealer/features/code-session/components/code-session-guard';
import type { CodePage } from '@/dealer/features/code-session/lib/decide-code-session';
import { DealCompletePage } from '@/dealer/features/deal-complete/components/deal-complete-page';
import { ClaimFormPage } from '@/dealer/features/price-claim/components/claim-form-page';
import { ReviewOfSellerPage } from '@/dealer/features/review-of-seller/components/review-of-seller-page';
import { useAuctionDetailByTarget } from '@/lib/auction-detail-query';
import type { AuctionTarget } from '@/lib/auction-target';
import { useToken } from '@/lib/storage';

const LINK_ENDED_TITLE = '이 링크로 할 일을 마쳤습니다';
const LINK_ENDED_TEXT =
  '이 링크는 더 이상 사용할 수 없습니다. 다음에 할 일이 있으면 알림톡으로 새 링크를 보내드립니다.';

/** A code-link page: the route's code, checked by the code's own session guard (keyed by the code). */
function CodeRoute({ page, children }: { page: CodePage; children: (code: string) => ReactNode }) {
  const code = useParams().code ?? '';
  return (
    <CodeSessionGuard key={code} page={page} code={code}>
      {children(code)}
    </CodeSessionGuard>
  );
}

/** /deal/detail/:id/complete */
export function DealCompleteByIdPage() {
  const id = Number(useParams().id);
  return <DealCompletePage key={id} target={{ kind: 'id', id }} />;
}

/** /deal/detail/:id/price-adjustment */
export function DealClaimByIdPage() {
  const id = Number(useParams().id);
  return <ClaimFormPage key={id} target={{ kind: 'id', id }} />;
}

/** /alimtalk/auction/detail/:code: the shared detail screen, every action under the code path. */
export function CodeDetailPage() {
  return <CodeRoute page="DETAIL">{(code) => <CodeDetail code={code} />}</CodeRoute>;
}

/**
 * The detail by code, until the link ends while the page is open (its step done here or elsewhere, docs/domain.md
 * "Code links"): the detail then answers nothing and the page says the link's work is done instead of "not
 * found", without calling through the dead code again; a logged-in dealer goes on from the deal page.
 */
function CodeDetail({ code }: { code: string }) {
  const target = useMemo<AuctionTarget>(() => ({ kind: 'code', code }), [code]);
  const query = useAuctionDetailByTarget(target);
  const hasSession = Boolean(useToken());
  const shownId = query.data?.id ?? null;
  // The auction this page has shown (state adjusted while rendering, so the ended view needs no extra pass).
  const [seenId, setSeenId] = useState<number | null>(null);
  if (shownId !== null && shownId !== seenId) {
    setSeenId(shownId);
  }

  if (seenId !== null && query.data === null) {
    return (
      <PageContainer>
        <ResultView
          title={LINK_ENDED_TITLE}
          text={LINK_ENDED_TEXT}
          action={
            hasSession ? (
              <ButtonLink to={`/deal/detail/${seenId}`} variant="outline">
                거래 내역에서 보기
              </ButtonLink>
            ) : (
              <ButtonLink to="/" variant="outline">
                오토비드 홈으로
              </ButtonLink>
            )
          }
        />
      </PageContainer>
    );
  }
  return <AuctionDetailPage target={target} />;
}

/** /alimtalk/auction/complete/:code */
export function CodeCompletePage() {
  return (
    <CodeRoute page="COMPLETE">{(code) => <DealCompletePage target={{ kind: 'code', code }} />}</CodeRoute>
  );
}

/** /alimtalk/auction/price-adjustment/:code: a claim is a step of the completion, so the codes that complete open it. */
export function CodeClaimPage() {
  return <CodeRoute page="COMPLETE">{(code) => <ClaimFormPage target={{ kind: 'code', code }} />}</CodeRoute>;
}

/** /alimtalk/auction/review/:code */
export function CodeReviewPage() {
  return <CodeRoute page="REVIEW">{(code) => <ReviewOfSellerPage code={code} />}</CodeRoute>;
}
