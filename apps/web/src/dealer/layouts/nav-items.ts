// The five header links; each is active for every path under its area.
type NavItem = { label: string; to: string; area: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: '홈', to: '/home', area: '/home' },
  { label: '경매 목록', to: '/auction/list', area: '/auction' },
  { label: '입찰 내역', to: '/bidding/list', area: '/bidding' },
  { label: '거래 내역', to: '/deal/list', area: '/deal' },
  { label: '공지사항', to: '/notice/list', area: '/notice' },
];

export function isNavActive(item: NavItem, pathname: string): boolean {
  return pathname === item.area || pathname.startsWith(`${item.area}/`);
}
