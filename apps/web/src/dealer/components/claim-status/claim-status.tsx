// The deal's price claim as its winner follows it (docs/domain.md "Handover"), on the deal panel and on the
// completion page (the code link's page at handover): waiting for the seller until the answer time, in an
// operator's hands with the seller's reason, accepted or decided with the agreed price, or withdrawn; a
// waiting claim can be withdrawn (its dispute too) after a question.
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PENDING_CLAIM_STATUSES,
  PRICE_CLAIM_MESSAGES,
  PRICE_CLAIM_STATUS_LABELS,
  api,
  formatDotDateTime,
  formatWon,
  type PriceClaim,
  type PriceClaimStatus,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RETRY_LABEL } from '@/components/ui/query-state';
import { auctionTargetKey, callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';
import { cn } from '@/lib/cn';
import { usePriceClaims } from '../../api/price-claims';
import styles from './claim-status.module.css';

export const WITHDRAW_LABEL = '요청 철회';
export const WITHDRAW_TITLE = '감가 요청 철회';

type ClaimStatusProps = {
  target: AuctionTarget;
  /** The deal's latest claim's status (the detail's), which the card opens on. */
  claimStatus: PriceClaimStatus;
  winningPrice: number;
  agreedPrice: number | null;
};

const TONES: Record<PriceClaimStatus, string> = {
  OPEN: 'waiting',
  DISPUTED: 'waiting',
  ACCEPTED: 'settled',
  DECIDED: 'settled',
  WITHDRAWN: 'closed',
};

function isPending(status: PriceClaimStatus): boolean {
  return (PENDING_CLAIM_STATUSES as readonly string[]).includes(status);
}

function useWithdrawClaim(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the question's dialog shows a refusal in place.
    mutationFn: (claimId: number) =>
      callTarget(target, {
        id: (params) =>
          call(
            api.priceClaims.withdraw,
            { params: { ...params, claimId: String(claimId) } },
            { silent: true },
          ),
        code: (params, options) =>
          call(
            api.priceClaims.codeWithdraw,
            { params: { ...params, claimId: String(claimId) } },
            { ...options, silent: true },
          ),
      }),
    onSuccess: async () => {
      // The detail's key covers its claims; the deal's deadline moved, which home and the list show.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) }),
        queryClient.invalidateQueries({ queryKey: ['deals'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}

export function ClaimStatus({ target, claimStatus, winningPrice, agreedPrice }: ClaimStatusProps) {
  const query = usePriceClaims(target);
  const withdraw = useWithdrawClaim(target);
  const [isAsking, setAsking] = useState(false);
  const claim = query.data?.claims[0];
  const status = claim?.status ?? claimStatus;
  const titleId = `claim-status-${target.kind === 'id' ? target.id : 'code'}`;

  return (
    <section className={cn(styles.card, styles[TONES[status]])} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          감가 요청
        </h2>
        <span className={cn(styles.pill, styles[`${TONES[status]}Pill`])}>
          {PRICE_CLAIM_STATUS_LABELS[status]}
        </span>
      </div>
      {claim ? (
        <ClaimBody claim={claim} winningPrice={winningPrice} agreedPrice={agreedPrice} />
      ) : query.error ? (
        <div className={styles.failed} role="alert">
          <p>감가 요청 내용을 불러오지 못했습니다.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {RETRY_LABEL}
          </Button>
        </div>
      ) : (
        <p className={styles.lead} role="status">
          감가 요청 내용을 불러오는 중…
        </p>
      )}
      {claim && isPending(claim.status) ? (
        <Button variant="outline" block onClick={() => setAsking(true)}>
          {WITHDRAW_LABEL}
        </Button>
      ) : null}
      {isAsking && claim ? (
        <ConfirmDialog
          title={WITHDRAW_TITLE}
          confirmLabel={WITHDRAW_LABEL}
          isPending={withdraw.isPending}
          onConfirm={() => withdraw.mutateAsync(claim.id)}
          doneMessage={PRICE_CLAIM_MESSAGES.withdrawn}
          onClose={() => setAsking(false)}
        >
          <p>
            감가 요청을 철회하면 낙찰가 {formatWon(claim.winningPrice)}으로 거래를 완료할 수 있습니다.
            {claim.status === 'DISPUTED' ? ' 운영자 판정을 기다리는 분쟁도 함께 철회됩니다.' : ''} 요청을
            철회할까요?
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode, 'price'?][] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([term, value, tone]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd className={tone === 'price' ? styles.price : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ClaimBody({
  claim,
  winningPrice,
  agreedPrice,
}: {
  claim: PriceClaim;
  winningPrice: number;
  agreedPrice: number | null;
}) {
  const total: [string, ReactNode] = ['감가 합계', `− ${formatWon(claim.total)}`];
  const proposed: [string, ReactNode, 'price'] = ['요청 가격', formatWon(claim.proposedPrice), 'price'];
  let lead: ReactNode;
  let rows: [string, ReactNode, 'price'?][];
  /** A longer word under the figures (the seller's reason). */
  let note: ReactNode = null;
  switch (claim.status) {
    case 'OPEN':
      lead = (
        <>
          판매자의 답변을 기다리고 있습니다. 답변 기한은 <strong>{formatDotDateTime(claim.answerBy)}</strong>
          까지이며, 기한까지 답이 없으면 운영자가 판정합니다.
        </>
      );
      rows = [total, proposed];
      break;
    case 'DISPUTED':
      lead = '운영자 판정 중입니다. 운영자가 양쪽 내용과 사진을 확인해 판정하면 알림톡으로 알려드립니다.';
      rows = [total, proposed];
      note = (
        <>
          <span className={styles.noteTerm}>판매자 의견</span>
          {claim.sellerReason ||
            (claim.dispute?.openedBy === 'TIMEOUT' ? '답변 기한까지 답하지 않았습니다.' : '-')}
        </>
      );
      break;
    case 'ACCEPTED':
      lead = '판매자가 감가 요청에 동의했습니다. 합의 가격으로 거래를 완료해주세요.';
      rows = [
        ['낙찰가', formatWon(winningPrice)],
        total,
        ['합의 가격', formatWon(agreedPrice ?? claim.proposedPrice), 'price'],
      ];
      break;
    case 'DECIDED': {
      const granted = claim.dispute?.amount ?? 0;
      lead = (
        <>
          운영자가 판정했습니다: <strong>{claim.dispute?.outcomeLabel ?? '판정 완료'}</strong>
          {claim.dispute?.reason ? ` · ${claim.dispute.reason}` : ''}
        </>
      );
      rows = [
        ['낙찰가', formatWon(winningPrice)],
        ['인정된 감가', granted > 0 ? `− ${formatWon(granted)}` : '없음'],
        [agreedPrice === null ? '거래 가격' : '합의 가격', formatWon(agreedPrice ?? winningPrice), 'price'],
      ];
      break;
    }
    case 'WITHDRAWN':
      lead = PRICE_CLAIM_MESSAGES.withdrawn;
      rows = [total, ['철회 일시', formatDotDateTime(claim.withdrawnAt) || '-']];
      break;
  }
  return (
    <>
      <p className={styles.lead}>{lead}</p>
      <Rows rows={rows} />
      {note ? <p className={styles.note}>{note}</p> : null}
      <details className={styles.items}>
        <summary>요청 항목 {claim.items.length}개 보기</summary>
        <ul className={styles.itemList}>
          {claim.items.map((item) => (
            <li key={item.item} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.itemLabel}>{item.label}</span>
                <strong>− {formatWon(item.amount)}</strong>
              </div>
              <p className={styles.itemText}>
                점검표: {item.sheet.stateLabel} → 현장: {item.observed}
              </p>
              {item.reason ? <p className={styles.itemText}>사유: {item.reason}</p> : null}
              {item.photos.length > 0 ? (
                <ul className={styles.photos}>
                  {item.photos.map((url, index) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        <img src={url} alt={`${item.label} 현장 사진 ${index + 1}`} loading="lazy" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          {claim.memo ? <li className={styles.itemText}>메모: {claim.memo}</li> : null}
        </ul>
      </details>
    </>
  );
}
