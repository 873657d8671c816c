// /home: greeting, the deal steps waiting for the dealer with their deadlines, the four dashboard counters,
// quick links and the 5 latest notices.
import { Link } from 'react-router';
import { RULE_SENTENCES } from '@autobid/shared';
import { DashboardCounters } from '@/dealer/features/dashboard/components/dashboard-counters';
import { DealTasksNotice } from '@/dealer/features/dashboard/components/deal-tasks-notice';
import { NoticePreviewList } from '@/dealer/features/notices/components/notice-preview-list';
import { PenaltyBanner } from '@/dealer/components/penalty-banner/penalty-banner';
import { TierBanner } from '@/dealer/components/dealer-score/tier-banner';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import { useProfile } from '@/lib/dealer-session';
import styles from './home-page.module.css';

const QUICK_LINKS = [
  { to: '/auction/list', title: '경매 목록', text: '진행 중인 매물을 보고 입찰하세요.' },
  { to: '/bidding/list', title: '입찰 내역', text: '내 입찰과 낙찰 결과를 확인하세요.' },
  { to: '/deal/list', title: '거래 내역', text: '낙찰 후 거래 진행 상황을 관리하세요.' },
  { to: '/fee', title: '수수료 안내', text: '낙찰 금액별 수수료를 확인하세요.' },
] as const;

export function HomePage() {
  const profile = useProfile();
  return (
    <PageContainer>
      <PenaltyBanner variant="page" />
      <TierBanner score={profile.score} />
      <section className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>{profile.agencyName || '오토비드 딜러'}</p>
          <h1 className={styles.greeting}>
            안녕하세요, {profile.name} {profile.position}님
          </h1>
          <p className={styles.lead}>오늘도 좋은 매물을 만나보세요. {RULE_SENTENCES.auctionSchedule}</p>
        </div>
        <Link to="/auction/list" className={styles.cta}>
          경매 보러가기 <span aria-hidden="true">→</span>
        </Link>
      </section>

      <DealTasksNotice />

      <section className={styles.section} aria-labelledby="home-dashboard">
        <h2 id="home-dashboard" className="visually-hidden">
          나의 현황
        </h2>
        <DashboardCounters />
      </section>

      <div className={styles.columns}>
        <SectionCard title="공지사항" moreTo="/notice/list">
          <NoticePreviewList withPrefix />
        </SectionCard>
        <SectionCard title="바로가기">
          <ul className={styles.quick}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.quickLink}>
                  <strong>{link.title}</strong>
                  <span>{link.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
    </PageContainer>
  );
}
