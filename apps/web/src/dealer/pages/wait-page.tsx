// /wait: the dealer's review status (spec "Review-status (wait) screen").
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatDotDate,
  isUnderIdentityReview,
  normalizeDealerStatus,
  type DealerStatus,
} from '@autobid/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { KAKAO_CHANNEL_URL } from '@/lib/links';
import { useLogout, useProfile } from '@/lib/dealer-session';
import styles from './wait-page.module.css';
import { cn } from '@/lib/cn';

const HEADINGS: Record<DealerStatus, string> = {
  AUDIT: '가입 심사 중입니다',
  REJECTED: '가입 심사가 반려되었습니다',
  APPROVED: '가입이 승인되었습니다',
};

const IDENTITY_REVIEW_HEADING = '정보 변경 심사 중입니다';

const GUIDANCE = [
  '가입 심사는 신청일로부터 1~10일 정도 소요됩니다.',
  '동일한 내용의 신청은 1회만 심사됩니다.',
  '심사가 반려된 경우 반려 사유를 확인하고 정보를 수정한 뒤 다시 신청해주세요.',
  '반려 사유에 대한 문의는 카카오톡 채널로 해주세요.',
  '타인의 개인정보를 도용하거나 허위 정보로 신청한 경우 서비스 이용이 영구적으로 제한될 수 있습니다.',
] as const;

type OutcomeBoxProps = {
  className?: string;
  title: ReactNode;
  children: ReactNode;
  to: string;
  action: string;
};

/** The rejected or approved box: its title, what it says and the one next step. */
function OutcomeBox({ className, title, children, to, action }: OutcomeBoxProps) {
  return (
    <div className={className}>
      <p className={styles.boxTitle}>{title}</p>
      {children}
      <ButtonLink to={to} variant="secondary" className={styles.boxAction}>
        {action}
      </ButtonLink>
    </div>
  );
}

export function WaitPage() {
  const profile = useProfile();
  const logout = useLogout();
  const status = normalizeDealerStatus(profile.status);
  // Back in review for an identity change after an approval: its deals go on (docs/domain.md "Dealers").
  const isIdentityReview = isUnderIdentityReview({ status, approvedAt: profile.approvedAt });

  return (
    <PageContainer className={styles.container}>
      <div className={styles.card}>
        <div className={cn(styles.icon, styles[status])} aria-hidden="true">
          {status === 'APPROVED' ? '✓' : status === 'REJECTED' ? '!' : '…'}
        </div>
        <h1 className={styles.heading}>{isIdentityReview ? IDENTITY_REVIEW_HEADING : HEADINGS[status]}</h1>
        {profile.name && !isIdentityReview ? (
          <p className={styles.who}>{profile.name}님의 딜러 가입 신청 현황입니다.</p>
        ) : null}

        {isIdentityReview ? (
          <OutcomeBox
            className={styles.identity}
            title="변경하신 정보는 운영자 확인 후 반영됩니다."
            to="/deal/list"
            action="진행 중인 거래 보기"
          >
            <p className={styles.reason}>
              심사 중에는 입찰할 수 없지만, 이미 낙찰받은 거래는 확정·입금·예약·완료까지 진행할 수 있습니다.
              승인된 정보로 되돌리면 변경 신청이 철회되어 바로 이용하실 수 있습니다.
            </p>
            <Link to="/profile/change" className={styles.profileLink}>
              정보 되돌리기
            </Link>
          </OutcomeBox>
        ) : null}

        {status === 'REJECTED' ? (
          <OutcomeBox
            className={styles.rejected}
            title={`반려 사유${profile.rejectedAt ? ` · ${formatDotDate(profile.rejectedAt)}` : ''}`}
            to="/audit/register"
            action="정보 수정하기"
          >
            <p className={styles.reason}>
              {profile.reason || '반려 사유가 등록되지 않았습니다. 카카오톡 채널로 문의해주세요.'}
            </p>
          </OutcomeBox>
        ) : null}

        {status === 'APPROVED' ? (
          <OutcomeBox
            className={styles.approved}
            title="딜러 회원가입이 승인되었습니다."
            to="/auction/list"
            action="매물 보러가기"
          >
            <p>지금 바로 진행 중인 경매에 참여해보세요.</p>
          </OutcomeBox>
        ) : null}

        {status === 'AUDIT' && !isIdentityReview ? (
          <div className={styles.audit}>
            <p>
              심사가 완료되면 가입하신 휴대폰 번호로 <strong>카카오톡 알림톡</strong>을 보내드립니다.
            </p>
          </div>
        ) : null}

        <section className={styles.guide} aria-labelledby="wait-guide">
          <h2 id="wait-guide" className={styles.guideTitle}>
            가입 심사 안내
          </h2>
          <ul className={styles.guideList}>
            {GUIDANCE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <a href={KAKAO_CHANNEL_URL} target="_blank" rel="noopener noreferrer" className={styles.channel}>
            카카오톡 채널 문의하기
          </a>
        </section>

        <div className={styles.footer}>
          <Link to="/profile" className={styles.profileLink}>
            내 정보 보기
          </Link>
          <Button variant="ghost" size="sm" onClick={logout}>
            로그아웃
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}
