// Fixed 70 px header: logo, five nav links, profile chip or login button, and the mobile drawer. A code-link
// visitor (a profile from the link's code, no login) sees the dealer's name, but not as a link: /profile and
// /home need a login and would only lead to /login.
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useProfile } from '@/lib/dealer-session';
import { cn } from '@/lib/cn';
import { useToken } from '@/lib/storage';
import { NavLinks } from './nav-links';
// The shared bar before this header's own module: its rules come first, so the breakpoints below override them.
import bar from '../../components/app-frame/header-bar.module.css';
import styles from './site-header.module.css';

// The drawer (with the dialog shell) loads when it is first opened, not with the first screen (docs/decisions/043).
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function SiteHeader() {
  const { pathname } = useLocation();
  const profile = useProfile();
  const token = useToken();
  // The drawer is open on the path it was opened on: a navigation from inside the drawer closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const isDrawerOpen = drawerPath === pathname;
  const isSignedIn = profile.id > 0 && Boolean(token);
  // The code session names its dealer (no id, no login): docs/domain.md "Code links".
  const isCodeVisitor = !token && profile.id === 0 && Boolean(profile.name);

  return (
    <header className={styles.header}>
      <div className={cn(bar.inner, styles.inner)}>
        <Link to={isSignedIn ? '/home' : '/'} className={bar.logo} aria-label="오토비드 For Dealer 홈">
          <Logo />
        </Link>
        <nav className={cn(bar.nav, styles.nav)} aria-label="주요 메뉴">
          <NavLinks
            className={cn(bar.navLink, styles.navLink)}
            activeClassName={cn(bar.active, styles.active)}
          />
        </nav>
        <div className={styles.side}>
          {isSignedIn ? (
            <Link
              to="/profile"
              className={styles.chip}
              aria-label={`${profile.name} ${profile.position} 프로필`}
            >
              <Avatar src={profile.image} name={profile.name} size={34} />
              <span className={styles.chipText}>
                <strong>{profile.name}</strong> <span>{profile.position}</span>
              </span>
            </Link>
          ) : isCodeVisitor ? (
            <span className={cn(styles.chip, styles.chipStatic)}>
              <Avatar src={profile.image} name={profile.name} size={34} />
              <span className={styles.chipText}>
                <strong>{profile.name}</strong> <span>{profile.position}</span>
              </span>
            </span>
          ) : token ? null : (
            <ButtonLink to="/login" variant="secondary" size="sm" className={styles.loginButton}>
              로그인 및 회원가입
            </ButtonLink>
          )}
          <button
            type="button"
            className={styles.menuButton}
            aria-label="메뉴 열기"
            onClick={() => setDrawerPath(pathname)}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      {isDrawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer onClose={() => setDrawerPath(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
