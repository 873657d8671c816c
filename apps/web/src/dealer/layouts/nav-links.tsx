// The five main links (NAV_ITEMS), each marked current on its area; the header and the drawer give their own look.
import { useLocation } from 'react-router';
import { ActiveLink } from '../../components/app-frame/active-link';
import { NAV_ITEMS, isNavActive } from './nav-items';

type NavLinksProps = { className?: string; activeClassName?: string };

export function NavLinks({ className, activeClassName }: NavLinksProps) {
  const { pathname } = useLocation();
  return NAV_ITEMS.map((item) => (
    <ActiveLink
      key={item.to}
      to={item.to}
      isActive={isNavActive(item, pathname)}
      className={className}
      activeClassName={activeClassName}
    >
      {item.label}
    </ActiveLink>
  ));
}
