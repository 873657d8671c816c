// One deposit beside its list: what the bank reported, the deal it paid (with links to the deal and the
// dealer) or, while unmatched, the deals waiting for a fee of its amount; 매칭 for an unmatched deposit (one
// label on each button that starts it and on the dialog's confirm) and 환불 처리 for an ADMIN where a refund
// is allowed (a deposit that paid nothing, or a cancelled deal's fee).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DEPOSIT_SOURCE_LABELS, type AdminDeposit } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { useIsAdmin } from '../../../session';
import { ActionDialog } from '../../../components/action-dialog';
import { AdminPanel } from '../../../components/admin-page';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { Badge } from '../../../components/badge';
import { DetailList } from '../../../components/detail-list';
import { dateTime, won } from '../../../lib/format';
import { dealerHref } from '../../../lib/dealers-url';
import { dealHref } from '../../../lib/deals-url';
import { useRefundDeposit } from '../api/refund-deposit';
import { MATCH_LABEL, transferText } from '../lib/deposit-messages';
import { DepositBadges, isRefundPending } from './deposit-badges';
import { MatchDialog } from './match-dialog';
import styles from './deposit-panel.module.css';

type DepositPanelProps = {
  deposit: AdminDeposit;
  onClose: () => void;
  /** A match or a refund went through: the deposit as it is now. */
  onChanged: (deposit: AdminDeposit, what: 'matched' | 'refunded') => void;
};

export function DepositPanel({ deposit, onClose, onChanged }: DepositPanelProps) {
  const [open, setOpen] = useState<{ kind: 'match'; auctionId: number | null } | { kind: 'refund' } | null>(
    null,
  );
  const isAdmin = useIsAdmin();
  const refund = useRefundDeposit();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [deposit.id]);

  const canRefund = deposit.state === 'UNMATCHED' || isRefundPending(deposit);
  const { deal } = deposit;
  const close = () => setOpen(null);

  return (
    <div ref={ref} className={styles.anchor}>
      <AdminPanel
        title={`입금 #${deposit.id}`}
        className={styles.panel}
        actions={
          <span className={styles.head}>
            <DepositBadges deposit={deposit} />
            <Button variant="ghost" size="sm" onClick={onClose} aria-label="입금 상세 닫기">
              닫기
            </Button>
          </span>
        }
      >
        <div className={styles.columns}>
          <section className={styles.section} aria-label="입금 내용">
            <h3 className={styles.subtitle}>입금 내용</h3>
            <DetailList
              items={[
                { label: '입금액', value: <strong>{won(deposit.amount)}</strong> },
                { label: '입금자명', value: deposit.depositorName },
                { label: '메모', value: deposit.memo },
                { label: '입금 코드', value: deposit.reference ?? '없음' },
                { label: '입금 시각', value: dateTime(deposit.receivedAt) },
                { label: '경로', value: DEPOSIT_SOURCE_LABELS[deposit.source] },
                { label: '은행 거래번호', value: deposit.externalId },
                ...(deposit.matchedAt ? [{ label: '매칭 시각', value: dateTime(deposit.matchedAt) }] : []),
                ...(deposit.refundedAt ? [{ label: '환불 처리', value: dateTime(deposit.refundedAt) }] : []),
              ]}
            />
          </section>
          {deal ? (
            <section className={styles.section} aria-label="매칭된 거래">
              <h3 className={styles.subtitle}>매칭된 거래</h3>
              <DetailList
                items={[
                  {
                    label: '경매',
                    value: (
                      <Link to={dealHref(deal.auctionId, deal.dealId)} className={styles.link}>
                        #{deal.auctionId} {deal.model}
                      </Link>
                    ),
                  },
                  {
                    label: '딜러',
                    value: (
                      <Link to={dealerHref(deal.dealer)} className={styles.link}>
                        {deal.dealer.name} ({deal.dealer.username})
                      </Link>
                    ),
                  },
                  { label: '낙찰가', value: won(deal.price) },
                  { label: '수수료', value: won(deal.fee) },
                  {
                    label: '거래 상태',
                    value: deal.canceledAt ? `${deal.statusLabel} (거래 취소됨)` : deal.statusLabel,
                  },
                  { label: '입금 코드', value: deal.depositReference },
                  ...(deal.feeRefundedAt
                    ? [{ label: '수수료 환불', value: dateTime(deal.feeRefundedAt) }]
                    : []),
                ]}
              />
            </section>
          ) : null}
          {deposit.state === 'UNMATCHED' ? (
            <section className={styles.section} aria-label="매칭 후보">
              <h3 className={styles.subtitle}>매칭 후보 · 수수료 {won(deposit.amount)} 입금 대기 거래</h3>
              {deposit.candidates.length ? (
                <ul className={styles.candidates}>
                  {deposit.candidates.map((candidate) => (
                    <li key={candidate.auctionId} className={styles.candidate}>
                      <span className={styles.candidateText}>
                        <strong>
                          #{candidate.auctionId} {candidate.model}
                        </strong>
                        <span className={styles.muted}>
                          {candidate.dealer.name} · 코드 {candidate.depositReference ?? '-'} · 기한{' '}
                          {dateTime(candidate.depositDeadline)}
                        </span>
                      </span>
                      {candidate.isReferenceMatch ? <Badge tone="success">코드 일치</Badge> : null}
                      {candidate.isNameMatch ? <Badge tone="info">이름 일치</Badge> : null}
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`#${candidate.auctionId} ${candidate.model} 거래에 ${MATCH_LABEL}`}
                        onClick={() => setOpen({ kind: 'match', auctionId: candidate.auctionId })}
                      >
                        {MATCH_LABEL}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>
                  금액이 같은 입금 대기 거래가 없습니다. 입금자에게 확인한 경매 번호로 매칭하거나 환불
                  처리합니다.
                </p>
              )}
            </section>
          ) : null}
        </div>
        <footer className={styles.actions}>
          {deposit.state === 'UNMATCHED' ? (
            <Button onClick={() => setOpen({ kind: 'match', auctionId: null })}>{MATCH_LABEL}</Button>
          ) : null}
          {canRefund && isAdmin ? (
            <Button variant="outline" className={styles.danger} onClick={() => setOpen({ kind: 'refund' })}>
              환불 처리
            </Button>
          ) : null}
          {canRefund && !isAdmin ? (
            <p className={styles.muted}>환불 처리는 관리자만 할 수 있습니다.</p>
          ) : null}
          <span className={styles.spacer} />
          <AuditHistoryLink targetType="DEPOSIT" targetId={deposit.id} />
        </footer>
      </AdminPanel>

      {open?.kind === 'match' ? (
        <MatchDialog
          deposit={deposit}
          auctionId={open.auctionId}
          onClose={close}
          onMatched={(matched) => onChanged(matched, 'matched')}
        />
      ) : null}
      {open?.kind === 'refund' ? (
        <ActionDialog
          title="환불 처리"
          description={
            deal
              ? `취소된 #${deal.auctionId} 거래의 수수료 ${won(deposit.amount)}를 환불 처리합니다. 송금은 은행에서 따로 하고, 여기서는 환불 완료로 기록합니다. 딜러에게 알림톡이 발송됩니다.`
              : `${transferText(deposit)}을 환불 처리합니다. 송금은 은행에서 따로 하고, 여기서는 환불 완료로 기록합니다. 환불한 입금은 다시 매칭할 수 없습니다.`
          }
          confirmLabel="환불 처리"
          tone="danger"
          reasonLabel="환불 사유 (작업 기록에 남습니다)"
          onConfirm={async (reason) => {
            onChanged(await refund.mutateAsync({ depositId: deposit.id, reason }), 'refunded');
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
