// Where a dealer stands, as badges: the review (신규 신청 / 정보 변경 / 승인 / 반려), a suspension and a running ban.
import type { AdminDealerSummary } from '@autobid/shared';
import { Badge } from '../../../components/badge';
import styles from './dealer-badges.module.css';

export function DealerBadges({ dealer }: { dealer: AdminDealerSummary }) {
  return (
    <span className={styles.badges}>
      {dealer.status === 'AUDIT' ? (
        dealer.isIdentityChange ? (
          <Badge tone="info">정보 변경</Badge>
        ) : (
          <Badge tone="warning">신규 신청</Badge>
        )
      ) : dealer.status === 'APPROVED' ? (
        <Badge tone="success">승인</Badge>
      ) : (
        <Badge>반려</Badge>
      )}
      {dealer.suspendedAt ? <Badge tone="danger">이용 정지</Badge> : null}
      {dealer.banEndsAt ? <Badge tone="danger">입찰 제한</Badge> : null}
    </span>
  );
}
