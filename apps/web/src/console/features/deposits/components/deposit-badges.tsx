// Where a deposit stands, as badges: 미매칭 (waits for an operator), 매칭됨 (with 수동 when an operator
// matched it), 환불됨; a paid deal cancelled since says its fee waits for a refund decision.
import type { AdminDeposit } from '@autobid/shared';
import { Badge } from '../../../components/badge';
import styles from './deposit-badges.module.css';

/** A deposit that paid a deal cancelled since, not yet refunded: an ADMIN decides on the fee. */
export const isRefundPending = (deposit: AdminDeposit) =>
  deposit.state === 'MATCHED' && Boolean(deposit.deal?.canceledAt);

export function DepositBadges({ deposit }: { deposit: AdminDeposit }) {
  return (
    <span className={styles.badges}>
      {deposit.state === 'UNMATCHED' ? <Badge tone="warning">미매칭</Badge> : null}
      {deposit.state === 'MATCHED' ? <Badge tone="success">매칭됨</Badge> : null}
      {deposit.state === 'REFUNDED' ? <Badge>환불됨</Badge> : null}
      {deposit.isManualMatch ? <Badge tone="info">수동 매칭</Badge> : null}
      {isRefundPending(deposit) ? <Badge tone="danger">거래 취소</Badge> : null}
    </span>
  );
}
