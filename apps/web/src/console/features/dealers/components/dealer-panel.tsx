// One dealer's whole application beside the list (a panel at the right; the whole screen on a phone): the
// documents in a viewer, a pending identity change as before → after, the application, the bank account
// (masked), the record, and the decisions. ‹ › step through the list without closing.
import { useCallback, useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatBusinessNumber, formatNumber, formatPhone, type AdminDealerDetail } from '@autobid/shared';
import { Modal } from '@/components/ui/modal';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { Badge } from '../../../components/badge';
import { DetailList } from '../../../components/detail-list';
import { ContactReveal } from '../../../components/contact-reveal';
import { QueryState } from '@/components/ui/query-state';
import { dateTime } from '../../../lib/format';
import { useAdminDealer } from '../api/get-dealer';
import { DealerActions } from './dealer-actions';
import { DealerBadges } from './dealer-badges';
import { DocumentViewer } from './document-viewer';
import { IdentityChange } from './identity-change';
import { CloseButton, IconButton } from '@/components/ui/icon-button';
import styles from './dealer-panel.module.css';

const DEALER_READ_FAILED_TITLE = '딜러 정보를 불러오지 못했습니다.';

type DealerPanelProps = {
  dealerId: number;
  onClose: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
};

export function DealerPanel({ dealerId, onClose, onPrevious, onNext }: DealerPanelProps) {
  const titleId = useId();
  const query = useAdminDealer(dealerId);
  const ownRef = useRef<HTMLDivElement>(null);
  // A dialog opened over the panel (a document, a decision) takes Escape for itself.
  const closeIfOnTop = useCallback(() => {
    const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
    const own = ownRef.current?.closest('[role="dialog"]');
    if (own && dialogs[dialogs.length - 1] !== own) {
      return;
    }
    onClose();
  }, [onClose]);

  return (
    <Modal
      placement="side"
      labelledBy={titleId}
      onClose={closeIfOnTop}
      className={styles.panel}
      closeLabel="상세 닫기"
    >
      <div ref={ownRef} className={styles.frame}>
        <header className={styles.top}>
          <h2 id={titleId} className={styles.heading}>
            딜러 상세
          </h2>
          <div className={styles.nav}>
            <IconButton label="이전 딜러" isSmall onClick={onPrevious} disabled={!onPrevious}>
              ‹
            </IconButton>
            <IconButton label="다음 딜러" isSmall onClick={onNext} disabled={!onNext}>
              ›
            </IconButton>
            <CloseButton onClick={onClose} />
          </div>
        </header>
        <div className={styles.body}>
          <QueryState query={query} failedTitle={DEALER_READ_FAILED_TITLE}>
            {(dealer) => <DealerDetail dealer={dealer} />}
          </QueryState>
        </div>
        {query.data ? (
          <footer className={styles.footer}>
            <DealerActions dealer={query.data} />
          </footer>
        ) : null}
      </div>
    </Modal>
  );
}

function DealerDetail({ dealer }: { dealer: AdminDealerDetail }) {
  const { counts } = dealer;
  return (
    <div className={styles.detail}>
      <section className={styles.who}>
        <p className={styles.name}>
          {dealer.name} <span className={styles.username}>{dealer.username}</span>
        </p>
        <p className={styles.agency}>
          {dealer.agencyName || '상호 미입력'} · {formatPhone(dealer.phoneNumber)}
        </p>
        <DealerBadges dealer={dealer} />
      </section>

      {dealer.status === 'REJECTED' ? (
        <p className={styles.notice}>
          <strong>반려 사유{dealer.rejectedAt ? ` · ${dateTime(dealer.rejectedAt)}` : ''}</strong>
          {dealer.reason || '사유가 기록되지 않았습니다.'}
        </p>
      ) : null}
      {dealer.suspendedAt ? (
        <p className={styles.notice}>
          <strong>이용 정지 중 · {dateTime(dealer.suspendedAt)}부터</strong>
          {dealer.suspensionReason || '사유가 기록되지 않았습니다.'}
        </p>
      ) : null}
      {dealer.banEndsAt ? (
        <p className={styles.notice}>
          <strong>입찰 제한 중</strong>
          {dateTime(dealer.banEndsAt)}까지 입찰할 수 없습니다.
        </p>
      ) : null}

      {dealer.pendingIdentity ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>정보 변경 요청</h3>
          <IdentityChange dealer={dealer} />
        </section>
      ) : null}

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>제출 서류</h3>
        <DocumentViewer documents={dealer.documents} />
      </section>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>신청 정보</h3>
        <DetailList
          items={[
            { label: '아이디', value: dealer.username },
            { label: '이름 · 직책', value: `${dealer.name} · ${dealer.position}` },
            {
              label: '휴대폰',
              value: <ContactReveal phone={dealer.phoneNumber} subject={{ kind: 'DEALER', id: dealer.id }} />,
            },
            { label: '이메일', value: dealer.email },
            { label: '상호', value: dealer.agencyName },
            { label: '회사 전화번호', value: formatPhone(dealer.agencyNumber) },
            {
              label: '사업자등록번호',
              value: dealer.businessNumber ? formatBusinessNumber(dealer.businessNumber) : '미등록',
            },
            {
              label: '사업장 주소',
              value: [dealer.agencyAddress, dealer.agencyAddressDetail].filter(Boolean).join(' '),
            },
            { label: '지역', value: dealer.region.join(' ') },
            { label: '주력 브랜드', value: dealer.mainBrands.join(', ') },
            { label: '가입 신청', value: dateTime(dealer.createdAt) },
            { label: '최근 변경', value: dateTime(dealer.updatedAt) },
            { label: '승인일', value: dealer.approvedAt ? dateTime(dealer.approvedAt) : '' },
          ]}
        />
      </section>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>정산 계좌</h3>
        <DetailList
          items={[
            {
              label: '1원 인증',
              value: dealer.bank.isVerified ? <Badge tone="success">인증 완료</Badge> : <Badge>미인증</Badge>,
            },
            { label: '은행', value: dealer.bank.bankName },
            { label: '계좌번호', value: dealer.bank.accountNumber },
          ]}
        />
      </section>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>활동</h3>
        <dl className={styles.stats}>
          {(
            [
              ['진행 중 입찰', counts.activeBids],
              ['거래', counts.deals],
              ['완료 거래', counts.completedTrades],
              ['페널티', counts.penalties],
              ['미처리 신고', counts.openReports],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd>{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.links}>
          <Link
            to={`/admin/penalties?tab=ALL&q=${encodeURIComponent(dealer.username)}`}
            className={styles.link}
          >
            페널티 내역 보기
          </Link>
          <AuditHistoryLink targetType="DEALER" targetId={dealer.id} label="이 딜러의 작업 기록" />
        </div>
      </section>
    </div>
  );
}
