// Slide-in menu for screens of 768 px or less: the nav links, profile, logout and copyright.
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/icon-button';
import { Logo } from '@/components/ui/logo';
import { Modal } from '@/components/ui/modal';
import { COPYRIGHT } from '@/lib/links';
import { useLogout, useProfile } from '@/lib/dealer-session';
import { useToken } from '@/lib/storage';
import { NavLinks } from './nav-links';
import styles from './mobile-drawer.module.css';
import { cn } from '@/lib/cn';

export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const profile = useProfile();
  const logout = useLogout();
  const token = useToken();
  // A code-link visitor has the link's dealer in the profile store but no login: /profile would send to /login.
  const isSignedIn = profile.id > 0 && Boolean(token);

  return (
    <Modal placement="side" label="메뉴" closeLabel="메뉴 닫기" onClose={onClose} className={styles.panel}>
      <div className={styles.top}>
        <Logo compact />
        <CloseButton onClick={onClose} />
      </div>
      {isSignedIn ? (
        <Link to="/profile" className={styles.profile}>
          <Avatar src={profile.image} name={profile.name} size={48} />
          <span className={styles.profileText}>
            <strong>
              {profile.name} <span>{profile.position}</span>
            </strong>
            <span>{profile.agencyName || '내 프로필 보기'}</span>
          </span>
        </Link>
      ) : (
        <div className={styles.guest}>
          <p>로그인하고 실시간 경매에 참여하세요.</p>
          <ButtonLink to="/login" variant="secondary" block>
            로그인 및 회원가입
          </ButtonLink>
        </div>
      )}
      <nav className={styles.nav} aria-label="모바일 메뉴">
        <NavLinks className={styles.link} activeClassName={styles.active} />
        {isSignedIn ? (
          <Link to="/profile" className={cn(styles.link, pathname.startsWith('/profile') && styles.active)}>
            내 프로필
          </Link>
        ) : null}
      </nav>
      <div className={styles.bottom}>
        {isSignedIn ? (
          <Button variant="outline" block onClick={logout}>
            로그아웃
          </Button>
        ) : null}
        <p className={styles.copyright}>{COPYRIGHT}</p>
      </div>
    </Modal>
  );
}
