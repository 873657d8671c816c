// The operator console's frame, desktop first: a header with the logo, the signed-in operator and logout,
// the menu at the left (a scrolling row on a phone, scrolled to the current screen) and the screen. Logging
// out drops only the operator session and the console's cached answers.
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { OPERATOR_ROLE_LABELS } from '@autobid/shared';
import { Logo } from '@/components/ui/logo';
import { operatorSession } from '../session';
import { ScrollToTop } from '../../app/scroll-to-top';
import { ActiveLink } from '../../components/app-frame/active-link';
import { ADMIN_NAV, isCurrent } from './admin-nav';
import { cn } from '@/lib/cn';
import frame from '../../components/app-frame/app-frame.module.css';
import styles from './admin-layout.module.css';

export function AdminLayout() {
  const token = operatorSession.useToken();
  const { pathname } = useLocation();
  const me = operatorSession.useMe();
  const logout = operatorSession.useSignOut();
  const isAdmin = me.data?.role === 'ADMIN';
  const navRef = useRef<HTMLElement>(null);

  // On a phone the menu is a row wider than the screen: the current screen's item is brought into it.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname, isAdmin]);

  return (
    <div className={frame.layout}>
      <ScrollToTop />
      <header className={cn(frame.header, styles.header)}>
        <Link to="/admin" className={styles.logo} aria-label="오토비드 운영 콘솔 홈">
          <Logo tag="운영 콘솔" />
        </Link>
        {token && me.data ? (
          <div className={styles.account}>
            <span className={styles.operator}>
              <strong>{me.data.name}</strong> ({me.data.username}) · {OPERATOR_ROLE_LABELS[me.data.role]}
            </span>
            <button type="button" className={styles.logout} onClick={() => void logout()}>
              로그아웃
            </button>
          </div>
        ) : null}
      </header>
      <div className={styles.body}>
        {token ? (
          <nav ref={navRef} className={styles.nav} aria-label="운영 메뉴">
            {ADMIN_NAV.filter((item) => !item.adminOnly || isAdmin).map((item) => (
              <ActiveLink
                key={item.to}
                to={item.to}
                isActive={isCurrent(item, pathname)}
                className={styles.navLink}
                activeClassName={styles.active}
              >
                {item.label}
              </ActiveLink>
            ))}
          </nav>
        ) : null}
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
