// The deal pages reached by route: completion by id (main layout, behind the route guard) and the three
// messaging-app code links, each behind the code's own session check.
import { useParams } from 'react-router';
import { AuctionDetailPage } from '@/features/auction-detail/components/auction-detail-page';
import { CodeSessionGuard } from '@/features/code-session/components/code-session-guard';
import { DealCompletePage } from '@/features/deal-complete/components/deal-complete-page';
import { SellerReviewPage } from '@/features/seller-review/components/seller-review-page';

function useCodeParam(): string {
  return useParams().code ?? '';
}

/** /deal/detail/:id/complete */
export function DealCompleteByIdPage() {
  const id = Number(useParams().id);
  return <DealCompletePage key={id} target={{ kind: 'id', id }} />;
}

/** /alimtalk/auction/detail/:code: the shared detail screen, every action under the code path. */
export function CodeDetailPage() {
  const code = useCodeParam();
  return (
    <CodeSessionGuard key={code} page="DETAIL" code={code}>
      <AuctionDetailPage target={{ kind: 'code', code }} />
    </CodeSessionGuard>
  );
}

/** /alimtalk/auction/complete/:code */
export function CodeCompletePage() {
  const code = useCodeParam();
  return (
    <CodeSessionGuard key={code} page="COMPLETE" code={code}>
      <DealCompletePage target={{ kind: 'code', code }} />
    </CodeSessionGuard>
  );
}

/** /alimtalk/auction/review/:code */
export function CodeReviewPage() {
  const code = useCodeParam();
  return (
    <CodeSessionGuard key={code} page="REVIEW" code={code}>
      <SellerReviewPage code={code} />
    </CodeSessionGuard>
  );
}
