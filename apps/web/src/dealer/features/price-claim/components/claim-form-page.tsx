// /deal/detail/:id/price-adjustment and /alimtalk/auction/price-adjustment/:code: the winner's price claim at
// handover (docs/domain.md "Handover"), only while the trade date is fixed (RESERVATION_COMPLETE); a deal
// whose claim waits or whose price is settled says so instead of offering the form.
import { useNavigate } from 'react-router';
import {
  PENDING_CLAIM_STATUSES,
  PRICE_CLAIM_MESSAGES,
  formatDotDate,
  formatWon,
  type PriceClaimRequest,
  type PriceClaimsView,
} from '@autobid/shared';
import { ConditionSheet } from '@/components/condition-sheet/condition-sheet';
import { showAlert } from '@/components/ui/app-dialog';
import { ButtonLink } from '@/components/ui/button';
import { PageCard } from '@/components/ui/page-card';
import { ReadFailure } from '@/components/ui/query-state';
import { LoadingView, NotFoundView } from '@/components/ui/status-view';
import { VehicleSummary } from '@/components/ui/vehicle-summary';
import { isValidTarget, useAuctionDetailByTarget, type AuctionDetailView } from '@/lib/auction-detail-query';
import { isRefusal, refusalText } from '@/lib/call';
import type { AuctionTarget } from '@/lib/auction-target';
import { usePriceClaims } from '@/dealer/api/price-claims';
import { dealPath } from '@/dealer/lib/deal-paths';
import { useOpenClaim } from '../api/open-claim';
import { ClaimForm, type ClaimRefusal } from './claim-form';
import styles from './claim-form.module.css';

const DEAL_READ_FAILED_TITLE = '거래 정보를 불러오지 못했습니다.';
const CLAIMS_READ_FAILED_TITLE = '감가 요청을 불러오지 못했습니다.';

export const CLAIM_PAGE_TITLE = '감가 요청';
export const BACK_TO_DEAL_LABEL = '거래로 돌아가기';

function isHandover(detail: AuctionDetailView | null | undefined): detail is AuctionDetailView {
  return Boolean(detail && detail.isWinner && detail.deal && detail.status === 'RESERVATION_COMPLETE');
}

/** Why no claim may be sent now: one waits, or the price is settled. */
function blockedText(view: PriceClaimsView): string {
  const latest = view.claims[0];
  return latest && (PENDING_CLAIM_STATUSES as readonly string[]).includes(latest.status)
    ? PRICE_CLAIM_MESSAGES.claimOpen
    : PRICE_CLAIM_MESSAGES.priceSettled;
}

export function ClaimFormPage({ target }: { target: AuctionTarget }) {
  const navigate = useNavigate();
  const detailQuery = useAuctionDetailByTarget(target);
  const detail = detailQuery.data;
  const claimsQuery = usePriceClaims(target, { enabled: isHandover(detail) });
  const mutation = useOpenClaim(target);

  if (!isValidTarget(target)) {
    return <NotFoundView />;
  }
  if (detail === undefined && detailQuery.error) {
    return (
      <ReadFailure
        title={DEAL_READ_FAILED_TITLE}
        error={detailQuery.error}
        onRetry={() => void detailQuery.refetch()}
        isRetrying={detailQuery.isFetching}
      />
    );
  }
  if (detailQuery.isPending) {
    return <LoadingView />;
  }
  if (!isHandover(detail)) {
    return <NotFoundView />;
  }
  if (claimsQuery.data === undefined && claimsQuery.error) {
    return (
      <ReadFailure
        title={CLAIMS_READ_FAILED_TITLE}
        error={claimsQuery.error}
        onRetry={() => void claimsQuery.refetch()}
        isRetrying={claimsQuery.isFetching}
      />
    );
  }
  if (claimsQuery.data === undefined) {
    return <LoadingView />;
  }
  const view = claimsQuery.data;

  const submit = async (body: PriceClaimRequest): Promise<ClaimRefusal | null> => {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      // A photo the server does not take as this dealer's handover photo goes to the photos; any other
      // refusal is alerted. The form keeps what was typed.
      if (isRefusal(error, 'PRICE_CLAIM_PHOTO_INVALID')) {
        return { field: 'photos', message: refusalText(error) };
      }
      // The operator changed the guide since the form was read (a reason now needed): read it again, so the
      // next send checks against it and says which item.
      if (isRefusal(error, 'PRICE_CLAIM_INVALID')) {
        void claimsQuery.refetch();
      }
      await showAlert(refusalText(error));
      return null;
    }
    await showAlert(PRICE_CLAIM_MESSAGES.sent);
    await navigate(dealPath(target), { replace: true });
    return null;
  };

  const backToDeal = (
    <ButtonLink to={dealPath(target)} variant="outline">
      {BACK_TO_DEAL_LABEL}
    </ButtonLink>
  );

  if (!view.canClaim) {
    return (
      <PageCard title={CLAIM_PAGE_TITLE} hasBack>
        <div className={styles.blocked}>
          <p role="status">{blockedText(view)}</p>
          {backToDeal}
        </div>
      </PageCard>
    );
  }

  return (
    <PageCard
      title={CLAIM_PAGE_TITLE}
      lead="점검표와 다른 점을 항목별로 적고, 거래 현장에서 찍은 사진을 올려주세요. 판매자가 동의하거나 운영자가 판정해야 가격이 바뀝니다."
      hasBack
    >
      <VehicleSummary
        vehicle={detail}
        rows={[
          { label: '낙찰 금액', value: formatWon(view.winningPrice), isStrong: true },
          { label: '거래 날짜', value: formatDotDate(detail.deal?.reservedAt ?? detail.reservedAt) || '-' },
        ]}
      />
      <details className={styles.sheet}>
        <summary>판매자가 작성한 상태 점검표 보기</summary>
        <div className={styles.sheetBody}>
          <ConditionSheet
            vehicleType={detail.vehicleType}
            report={detail.conditionReport}
            titleId="claim-sheet-title"
          />
        </div>
      </details>
      <ClaimForm
        view={view}
        // Opened from a code link: its photos go up under the link (docs/decisions/016).
        uploadCredential={target.kind === 'code' ? { codeLink: target.code } : undefined}
        onSubmit={submit}
      />
    </PageCard>
  );
}
