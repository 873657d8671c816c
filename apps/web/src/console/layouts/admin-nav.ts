// The console's menu, in the order an operations team works through its day. `adminOnly` items show only
// to an ADMIN (the server refuses the calls to anyone else anyway).
export type AdminNavItem = { to: string; label: string; adminOnly?: boolean };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: '대시보드' },
  { to: '/admin/dealers', label: '딜러 심사' },
  { to: '/admin/auctions', label: '매물·경매' },
  { to: '/admin/deals', label: '거래' },
  { to: '/admin/deposits', label: '입금 확인' },
  { to: '/admin/disputes', label: '감가 분쟁' },
  { to: '/admin/penalties', label: '페널티·신고' },
  { to: '/admin/content', label: '공지·FAQ' },
  { to: '/admin/outbox', label: '발송 내역' },
  { to: '/admin/audit', label: '작업 기록' },
  { to: '/admin/retention', label: '개인정보 보관' },
  { to: '/admin/operators', label: '운영자 계정', adminOnly: true },
];

/** Whether `pathname` is the item's screen (the dashboard only exactly, the others with their sub-paths). */
export function isCurrent(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return item.to === '/admin' ? path === '/admin' : path === item.to || path.startsWith(`${item.to}/`);
}
