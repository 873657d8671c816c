// "/": public landing: hero (with the way to the seller app and a real live auction), notices, FAQ, completed trades, inline login,
// sign-up, intro PDF, live chat.
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { FaqAccordion } from '@/dealer/features/faq/components/faq-accordion';
import { NoticePreviewList } from '@/dealer/features/notices/components/notice-preview-list';
import { useLiveAuction } from '@/dealer/features/reviews/api/get-live-auction';
import { ReviewCardList } from '@/dealer/features/reviews/components/review-card-list';
import { RULE_SENTENCES, formatNumber, formatWon } from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { SectionCard } from '@/components/ui/section-card';
import { DEALER_INTRO_PDF_URL, KAKAO_CHANNEL_URL } from '@/lib/links';
import { useProfile } from '@/lib/dealer-session';
import { useToken } from '@/lib/storage';
import styles from './landing-page.module.css';

const HERO_POINTS = [RULE_SENTENCES.auctionScheduleTag, '가입비·연회비 없음', '낙찰 시에만 수수료'] as const;

/**
 * The hero's card: a real auction running now (the one with the most bidders), with its own countdown, top
 * bid and bidder count; nothing when none runs, never an invented one. Opening it asks a visitor to log in.
 */
function LiveAuctionArt() {
  const { data: auction, dataUpdatedAt } = useLiveAuction();
  if (!auction) {
    return null;
  }
  const serverNow = Date.parse(auction.serverNow);
  const offsetMs = Number.isNaN(serverNow) ? 0 : serverNow - dataUpdatedAt;
  const title = [auction.year, auction.brandName, auction.model].filter(Boolean).join(' ');
  return (
    // Named by what it shows (a name of its own would hide the words a voice user says), after a hidden lead.
    <Link to={`/auction/detail/${auction.id}`} className={styles.heroArt}>
      <span className="visually-hidden">진행 중인 경매: </span>
      <div className={styles.artCard}>
        <div className={styles.artTop}>
          <span className={styles.artBadge}>경매 진행중</span>
          <Countdown endDate={auction.endDate} offsetMs={offsetMs} className={styles.artTime} />
        </div>
        <div className={styles.artPhoto}>
          {auction.image ? <img src={auction.image} alt="" className={styles.artImage} /> : null}
        </div>
        <p className={styles.artModel}>
          {title} · {auction.region1} {auction.region2}
        </p>
        <div className={styles.artPrice}>
          <span>최고 입찰가</span>
          <strong>
            {auction.maxBiddingPrice > 0 ? formatWon(auction.maxBiddingPrice) : '첫 입찰을 기다려요'}
          </strong>
        </div>
      </div>
      <div className={styles.artChip}>입찰 {formatNumber(auction.bidderCount)}명</div>
    </Link>
  );
}

// The form (with its validation library) loads beside the page, not in the first download (bench/bundle-size.ts).
const LoginForm = lazy(() =>
  import('@/components/login-form/login-form').then((m) => ({ default: m.LoginForm })),
);

export function LandingPage() {
  const navigate = useNavigate();
  const token = useToken();
  const profile = useProfile();
  const isLoggedIn = Boolean(token);

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>딜러 전용 중고 이륜차·자동차 경매</p>
            <h1 className={styles.headline}>
              좋은 중고 매물,
              <br />
              <em>경매로 먼저</em> 만나보세요
            </h1>
            <p className={styles.schedule}>{RULE_SENTENCES.auctionScheduleTag}</p>
            <ul className={styles.points}>
              {HERO_POINTS.slice(1).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link to="/seller" className={styles.sellerLink}>
              차를 파시나요? <strong>내 차 팔기</strong> <span aria-hidden="true">›</span>
            </Link>
          </div>
          <LiveAuctionArt />
        </div>
      </section>

      <div className={styles.body}>
        <div className={styles.main}>
          <div className={styles.pair}>
            <SectionCard title="공지사항" moreTo="/notice/list">
              <NoticePreviewList />
            </SectionCard>
            <SectionCard title="자주 묻는 질문" moreTo="/faq/list">
              <FaqAccordion />
            </SectionCard>
          </div>
          <SectionCard title="거래 내역">
            <p className={styles.sectionLead}>오토비드에서 최근 거래가 완료된 매물입니다.</p>
            <ReviewCardList isLoggedIn={isLoggedIn} onOpen={() => void navigate('/home')} />
          </SectionCard>
        </div>

        <aside className={styles.aside}>
          <section className={styles.loginCard} aria-labelledby="landing-login">
            {isLoggedIn ? (
              <>
                <h2 id="landing-login" className={styles.asideTitle}>
                  {profile.name ? `${profile.name} ${profile.position}님, 반갑습니다` : '로그인되어 있습니다'}
                </h2>
                <p className={styles.asideText}>오늘 시작된 경매를 확인해보세요.</p>
                <ButtonLink to="/home" variant="secondary" block>
                  딜러 홈으로 가기
                </ButtonLink>
              </>
            ) : (
              <>
                <h2 id="landing-login" className={styles.asideTitle}>
                  딜러 로그인
                </h2>
                <Suspense fallback={<div className={styles.loginPending} aria-busy="true" />}>
                  <LoginForm idPrefix="landing" />
                </Suspense>
              </>
            )}
          </section>

          <section className={styles.signupCard} aria-labelledby="landing-signup">
            <h2 id="landing-signup" className={styles.asideTitle}>
              아직 딜러 회원이 아니신가요?
            </h2>
            <p className={styles.asideText}>
              사업자 정보를 등록하고 심사를 받으면 바로 경매에 참여할 수 있습니다.
            </p>
            <ButtonLink to="/termsof" variant="primary" block>
              딜러 회원가입
            </ButtonLink>
          </section>

          <a className={styles.pdfLink} href={DEALER_INTRO_PDF_URL} target="_blank" rel="noopener noreferrer">
            <span className={styles.pdfIcon} aria-hidden="true">
              PDF
            </span>
            <span className={styles.pdfText}>
              <strong>딜러 소개서 보기</strong>
              <span>서비스 이용 방법과 수수료를 한눈에</span>
            </span>
          </a>

          <section className={styles.chatBox} aria-labelledby="landing-chat">
            <h2 id="landing-chat" className={styles.chatTitle}>
              도움이 필요하신가요?
            </h2>
            <p className={styles.chatText}>평일 10:00 - 18:00 (주말·공휴일 휴무)</p>
            <a href={KAKAO_CHANNEL_URL} target="_blank" rel="noopener noreferrer" className={styles.chatLink}>
              실시간 채팅 상담
            </a>
          </section>
        </aside>
      </div>
    </>
  );
}
