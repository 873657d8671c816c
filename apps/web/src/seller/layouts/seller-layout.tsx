// The seller app's frame: a sticky header with the logo and its "판매자" tag, the seller's links (내 매물,
// 새 매물 등록, 내 정보, 로그아웃) and the shared footer. Logging out drops only the seller session and its answers.
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { ScrollToTop } from '../../app/scroll-to-top';
import { sellerSession } from '../session';
import { ActiveLink } from '../../components/app-frame/active-link';
import { SiteFooter } from '../../components/app-frame/site-footer';
// The shared bar before this layout's own module: its rules come first, so the phone layout overrides them.
import frame from '../../components/app-frame/app-frame.module.css';
import bar from '../../components/app-frame/header-bar.module.css';
import styles from './seller-layout.module.css';

const NEW_LISTING_PATH = '/seller/auctions/new';
const PROFILE_PATH = '/seller/profile';

export function SellerLayout() {
  const token = sellerSession.useToken();
  const { pathname } = useLocation();
  const logout = sellerSession.useSignOut();

  return (
    <div className={cn(frame.layout, styles.layout)}>
      <ScrollToTop />
      <header className={frame.header}>
        <div className={cn(bar.inner, styles.inner)}>
          <Link to="/seller" className={cn(bar.logo, styles.logo)} aria-label="오토비드 판매자 홈">
            <Logo tag="판매자" />
          </Link>
          {token ? (
            <>
              <nav className={cn(bar.nav, styles.nav)} aria-label="판매자 메뉴">
                <ActiveLink
                  to="/seller"
                  isActive={pathname === '/seller' || pathname === '/seller/'}
                  className={cn(bar.navLink, styles.navLink)}
                  activeClassName={bar.active}
                >
                  내 매물
                </ActiveLink>
                <ActiveLink
                  to={NEW_LISTING_PATH}
                  isActive={pathname === NEW_LISTING_PATH}
                  className={cn(bar.navLink, styles.navLink)}
                  activeClassName={bar.active}
                >
                  새 매물 등록
                </ActiveLink>
                <ActiveLink
                  to={PROFILE_PATH}
                  isActive={pathname === PROFILE_PATH}
                  className={cn(bar.navLink, styles.navLink)}
                  activeClassName={bar.active}
                >
                  내 정보
                </ActiveLink>
              </nav>
              <button type="button" className={styles.logout} onClick={() => void logout()}>
                로그아웃
              </button>
            </>
          ) : (
            <Link to="/" className={styles.dealerLink}>
              딜러이신가요?
            </Link>
          )}
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
