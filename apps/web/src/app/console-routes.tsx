// The operator console's routes (docs/spec.md §2: /admin/*): its own layout, the login, and every screen behind the
// operator guard. Loaded the first time a path under /admin is opened (router.tsx's patchRoutesOnNavigation), not
// with the dealer app's first download (docs/decisions/043).
import type { RouteObject } from 'react-router';
import { notFoundRoute } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/** The operator console: the login, and every screen behind the operator guard, each loaded on demand. */
const adminRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () => import('../console/pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    lazy: () => import('../console/session').then((m) => ({ Component: m.operatorSession.Guard })),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/console/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'dealers',
        lazy: () =>
          import('@/console/features/dealers/dealers-page').then((m) => ({ Component: m.DealersPage })),
      },
      {
        path: 'auctions',
        lazy: () =>
          import('@/console/features/auctions/auctions-page').then((m) => ({ Component: m.AuctionsPage })),
      },
      {
        path: 'deals',
        lazy: () => import('@/console/features/deals/deals-page').then((m) => ({ Component: m.DealsPage })),
      },
      {
        path: 'deposits',
        lazy: () =>
          import('@/console/features/deposits/deposits-page').then((m) => ({ Component: m.DepositsPage })),
      },
      {
        path: 'disputes',
        lazy: () =>
          import('@/console/features/disputes/disputes-page').then((m) => ({ Component: m.DisputesPage })),
      },
      {
        path: 'disputes/guide',
        lazy: () =>
          import('@/console/features/disputes/guide-page').then((m) => ({ Component: m.GuidePage })),
      },
      {
        path: 'penalties',
        lazy: () =>
          import('@/console/features/penalties/penalties-page').then((m) => ({ Component: m.PenaltiesPage })),
      },
      {
        path: 'content',
        lazy: () =>
          import('@/console/features/content/content-page').then((m) => ({ Component: m.ContentPage })),
      },
      {
        path: 'outbox',
        lazy: () =>
          import('@/console/features/outbox/outbox-page').then((m) => ({ Component: m.OutboxPage })),
      },
      {
        path: 'audit',
        lazy: () => import('@/console/features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
      },
      {
        path: 'retention',
        lazy: () =>
          import('@/console/features/retention/retention-page').then((m) => ({ Component: m.RetentionPage })),
      },
      {
        path: 'operators',
        lazy: () =>
          import('@/console/features/operators/operators-page').then((m) => ({ Component: m.OperatorsPage })),
      },
    ],
  },
  notFoundRoute('/admin', '대시보드로 가기'),
];

export const consoleApp: RouteObject = {
  path: '/admin',
  lazy: () => import('../console/layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
  errorElement: <RouteErrorPage />,
  children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
};
