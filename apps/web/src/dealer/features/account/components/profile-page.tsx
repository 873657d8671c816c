// /profile: the dealer's card with the bank-account check, review, activity and warning stats, help boxes.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DEALER_STATUS_LABELS,
  RULE_SENTENCES,
  formatBusinessNumber,
  formatDotDate,
  formatPhone,
  type DealerProfile,
} from '@autobid/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/lib/dealer-session';
import { BankAccountDialog } from '@/dealer/components/bank-account/bank-account-dialog';
import styles from './profile-page.module.css';
import { cn } from '@/lib/cn';
import { DealerScoreCard } from '@/dealer/components/dealer-score/dealer-score-card';
import { TierBanner } from '@/dealer/components/dealer-score/tier-banner';

export function isSuspended(penaltyExpiredAt: string | null, now: number = Date.now()): boolean {
  if (!penaltyExpiredAt) {
    return false;
  }
  const end = new Date(penaltyExpiredAt).getTime();
  return Number.isFinite(end) && end > now;
}

function Stat({ label, value, unit }: { label: string; value: string | number; unit: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>
        {value}
        <span className={styles.unit}>{unit}</span>
      </dd>
    </div>
  );
}

type StatBoxProps = {
  id: string;
  title: ReactNode;
  className?: string;
  /** The box's Stat pairs. */
  stats: ReactNode;
  /** Notes under the stats. */
  children?: ReactNode;
};

function StatBox({ id, title, className, stats, children }: StatBoxProps) {
  return (
    <section className={cn(styles.box, className)} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        {title}
      </h2>
      <dl className={styles.statRow}>{stats}</dl>
      {children}
    </section>
  );
}

function ProfileCard({ profile, onVerify }: { profile: DealerProfile; onVerify: () => void }) {
  return (
    <section className={styles.card} aria-label="내 정보">
      <Avatar src={profile.image} name={profile.name} size={72} />
      <div className={styles.identity}>
        <p className={styles.nameLine}>
          <strong className={styles.name}>{profile.name}</strong>
          <span className={styles.position}>{profile.position}</span>
          <span className={cn(styles.status, styles[`status${profile.status}`])}>
            {DEALER_STATUS_LABELS[profile.status]}
          </span>
        </p>
        <p className={styles.agency}>{profile.agencyName || '소속 업체 없음'}</p>
        <p className={styles.contact}>
          {formatPhone(profile.phoneNumber)}
          {profile.email ? <span> · {profile.email}</span> : null}
        </p>
        {profile.businessNumber ? (
          <p className={styles.contact}>사업자등록번호 {formatBusinessNumber(profile.businessNumber)}</p>
        ) : (
          // Dealers from before the number was asked have none (docs/domain.md "Dealers").
          <p className={styles.missing} role="status">
            사업자등록번호를 등록해주세요. 수수료 세금계산서 발행에 필요합니다.{' '}
            <Link
              to={profile.status === 'APPROVED' || profile.approvedAt ? '/profile/change' : '/audit/register'}
            >
              등록하기
            </Link>
          </p>
        )}
      </div>
      <div className={styles.bank}>
        {profile.isBankAccountAuth ? (
          <span className={styles.verified}>계좌 인증 완료</span>
        ) : profile.status === 'APPROVED' ? (
          // Verification is for approved dealers only; the server refuses it during review (403 drops the session).
          <Button variant="secondary" onClick={onVerify}>
            계좌 인증
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  const [isBankDialogOpen, setBankDialogOpen] = useState(false);
  const suspended = isSuspended(profile.penaltyExpiredAt);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>내 프로필</h1>
      <TierBanner score={profile.score} />
      <ProfileCard profile={profile} onVerify={() => setBankDialogOpen(true)} />
      {profile.status === 'APPROVED' ? <DealerScoreCard score={profile.score} /> : null}

      <div className={styles.stats}>
        <StatBox
          id="review-stats"
          title="거래 후기"
          stats={
            <>
              <Stat label="좋아요" value={profile.positiveReviewCount} unit="건" />
              <Stat label="아쉬워요" value={profile.negativeReviewCount} unit="건" />
            </>
          }
        />
        <StatBox
          id="activity-stats"
          title="활동 내역"
          stats={
            <>
              <Stat label="이번 달 거래 완료" value={profile.monthlyCompleteTransactionCount} unit="건" />
              <Stat
                label="일 평균 입찰"
                value={Math.round(profile.averageDailyBiddingCount * 10) / 10}
                unit="회"
              />
            </>
          }
        />
        <StatBox
          id="warning-stats"
          className={styles.warning}
          title={
            <>
              경고 내역
              {suspended ? <span className={styles.suspended}>정지 중</span> : null}
            </>
          }
          stats={
            <>
              <Stat label="신고" value={profile.reportCount} unit="회" />
              <Stat label="입찰 취소" value={profile.biddingCancelCount} unit="회" />
            </>
          }
        >
          {suspended ? (
            <p className={styles.penalty}>이용 정지 해제일: {formatDotDate(profile.penaltyExpiredAt)}</p>
          ) : null}
          <p className={styles.note}>{RULE_SENTENCES.reportsSuspensionNote}</p>
        </StatBox>
      </div>

      <div className={styles.help}>
        <Link to="/cs/list" className={styles.helpBox}>
          <strong>고객센터</strong>
          <span>궁금한 점이 있으신가요? 자주 묻는 질문과 상담 시간을 확인하세요.</span>
        </Link>
        <Link to="/fee" className={styles.helpBox}>
          <strong>수수료 안내</strong>
          <span>낙찰가 구간별 수수료와 입금 방법을 확인하세요.</span>
        </Link>
      </div>

      {isBankDialogOpen ? <BankAccountDialog onClose={() => setBankDialogOpen(false)} /> : null}
    </div>
  );
}
