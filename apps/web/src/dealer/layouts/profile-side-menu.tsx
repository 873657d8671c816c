// The profile area's side menu (spec: change password, change profile, log out; the fee tax invoices and the notification settings).
import { ActiveLink } from '../../components/app-frame/active-link';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import styles from './profile-side-menu.module.css';
import { useLogout } from '@/lib/dealer-session';

const ITEMS = [
  { to: '/profile', label: '내 프로필' },
  { to: '/profile/change', label: '프로필 변경' },
  { to: '/profile/password', label: '비밀번호 변경' },
  { to: '/profile/invoices', label: '세금계산서' },
  { to: '/profile/notifications', label: '알림 설정' },
] as const;

export function ProfileSideMenu() {
  const { pathname } = useLocation();
  const logout = useLogout();
  return (
    <nav className={styles.menu} aria-label="내 정보 메뉴">
      {ITEMS.map((item) => (
        <ActiveLink
          key={item.to}
          to={item.to}
          isActive={pathname === item.to}
          className={styles.link}
          activeClassName={styles.active}
        >
          {item.label}
        </ActiveLink>
      ))}
      <Button variant="ghost" className={styles.logout} onClick={logout}>
        로그아웃
      </Button>
    </nav>
  );
}
