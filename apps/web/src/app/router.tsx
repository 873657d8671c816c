// Every route of docs/spec.md §2. Main-layout routes sit behind the route guard; the messaging-app code
// links check their own session by code. The seller app (/seller/*) has its own layout and its own guard
// on the seller session; so has the operator console (/admin/*), and their route tables load with their first
// path (`patchRoutesOnNavigation`). Only the frames around pages are in the entry; every page loads on demand, with
// the widgets only it uses, the first screens' (the landing page, the login, the list) preloaded by their HTML
// (prerender.tsx; bench/bundle-size.ts keeps each first download within budget).
import type { ComponentType, ReactNode } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { SiteLayout, WebviewLayout } from '../dealer/layouts/site-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { dealerSession } from '@/lib/dealer-session';
import type { TermsKind } from '@/dealer/features/public-pages/terms-documents';

/** A page loaded on demand (React Router's `lazy`): `render` imports its module and builds the element. */
function onDemand(render: () => Promise<ReactNode>): RouteObject['lazy'] {
  return async () => ({ element: await render() });
}

const TERMS_KINDS: readonly TermsKind[] = ['service', 'privacy'];

/** terms/service and terms/privacy, each `load`'s page (loaded on demand) with its kind. */
function termsRoutes(load: () => Promise<ComponentType<{ kind: TermsKind }>>): RouteObject[] {
  return TERMS_KINDS.map((kind) => ({
    path: `terms/${kind}`,
    lazy: onDemand(async () => {
      const Page = await load();
      return <Page kind={kind} />;
    }),
  }));
}

/** A page of the profile area: the area's frame around `load`'s screen, both loaded on demand. */
function profileScreen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return onDemand(async () => {
    const [{ ProfileAreaPage }, Screen] = await Promise.all([
      import('../dealer/pages/profile-area-page'),
      load(),
    ]);
    return <ProfileAreaPage screen={<Screen />} />;
  });
}

/** Public routes: anyone may open them. */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../dealer/pages/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: 'login',
    lazy: () => import('../dealer/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'find',
    lazy: () =>
      import('@/dealer/features/find/components/find-page').then((m) => ({ Component: m.FindPage })),
  },
  {
    path: 'termsof',
    lazy: () =>
      import('@/dealer/features/signup/components/terms-of-page').then((m) => ({ Component: m.TermsOfPage })),
  },
  {
    path: 'register',
    lazy: () =>
      import('@/dealer/features/signup/components/register-page').then((m) => ({
        Component: m.RegisterPage,
      })),
  },
  {
    path: 'notice/list',
    lazy: () =>
      import('@/dealer/features/notices/components/notice-list-page').then((m) => ({
        Component: m.NoticeListPage,
      })),
  },
  {
    path: 'notice/detail/:id',
    lazy: () =>
      import('@/dealer/features/notices/components/notice-detail-page').then((m) => ({
        Component: m.NoticeDetailPage,
      })),
  },
  {
    path: 'faq/list',
    lazy: () =>
      import('@/dealer/features/faq/components/faq-list-page').then((m) => ({ Component: m.FaqListPage })),
  },
  { path: 'cs/list', lazy: () => import('../dealer/pages/cs-page').then((m) => ({ Component: m.CsPage })) },
  {
    path: 'fee',
    lazy: () => import('@/dealer/features/public-pages/fee-page').then((m) => ({ Component: m.FeePage })),
  },
  {
    path: 'dealer-tiers',
    lazy: () =>
      import('@/dealer/features/public-pages/dealer-tiers-page').then((m) => ({
        Component: m.DealerTiersPage,
      })),
  },
  ...termsRoutes(() => import('@/dealer/features/public-pages/terms-page').then((m) => m.TermsPage)),
  // Code links check their own session by code, not the main guard.
  {
    path: 'alimtalk/auction/detail/:code',
    lazy: () => import('../dealer/pages/deal-code-pages').then((m) => ({ Component: m.CodeDetailPage })),
  },
  {
    path: 'alimtalk/auction/review/:code',
    lazy: () => import('../dealer/pages/deal-code-pages').then((m) => ({ Component: m.CodeReviewPage })),
  },
  {
    path: 'alimtalk/auction/complete/:code',
    lazy: () => import('../dealer/pages/deal-code-pages').then((m) => ({ Component: m.CodeCompletePage })),
  },
  {
    path: 'alimtalk/auction/price-adjustment/:code',
    lazy: () => import('../dealer/pages/deal-code-pages').then((m) => ({ Component: m.CodeClaimPage })),
  },
];

/** Main-layout routes behind the route guard. */
const guardedRoutes: RouteObject[] = [
  { path: 'home', lazy: () => import('../dealer/pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'wait', lazy: () => import('../dealer/pages/wait-page').then((m) => ({ Component: m.WaitPage })) },
  {
    path: 'audit/register',
    lazy: () =>
      import('@/dealer/features/signup/components/reapply-page').then((m) => ({ Component: m.ReapplyPage })),
  },
  {
    path: 'auction/list',
    lazy: () =>
      import('@/dealer/features/auctions-list/auction-list-page').then((m) => ({
        Component: m.AuctionListPage,
      })),
  },
  {
    path: 'auction/detail/:id',
    lazy: () =>
      import('@/dealer/features/auction-detail/components/auction-detail-page').then((m) => ({
        Component: m.AuctionDetailPage,
      })),
  },
  {
    path: 'bidding/list',
    lazy: () =>
      import('@/dealer/features/biddings/components/bidding-list-page').then((m) => ({
        Component: m.BiddingListPage,
      })),
  },
  {
    path: 'bidding/detail/:id',
    lazy: () =>
      import('@/dealer/features/auction-detail/components/auction-detail-page').then((m) => ({
        Component: m.AuctionDetailPage,
      })),
  },
  {
    path: 'deal/list',
    lazy: () =>
      import('@/dealer/features/deals/components/deal-list-page').then((m) => ({
        Component: m.DealListPage,
      })),
  },
  {
    path: 'deal/detail/:id',
    lazy: () =>
      import('@/dealer/features/auction-detail/components/auction-detail-page').then((m) => ({
        Component: m.AuctionDetailPage,
      })),
  },
  {
    path: 'deal/detail/:id/complete',
    lazy: () =>
      import('../dealer/pages/deal-code-pages').then((m) => ({ Component: m.DealCompleteByIdPage })),
  },
  {
    path: 'deal/detail/:id/price-adjustment',
    lazy: () => import('../dealer/pages/deal-code-pages').then((m) => ({ Component: m.DealClaimByIdPage })),
  },
  {
    path: 'profile',
    lazy: profileScreen(() =>
      import('@/dealer/features/account/components/profile-page').then((m) => m.ProfilePage),
    ),
  },
  {
    path: 'profile/change',
    lazy: profileScreen(() =>
      import('@/dealer/features/account/components/profile-change-page').then((m) => m.ProfileChangePage),
    ),
  },
  {
    path: 'profile/invoices',
    lazy: profileScreen(() =>
      import('@/dealer/features/invoices/components/invoices-page').then((m) => m.InvoicesPage),
    ),
  },
  {
    path: 'profile/notifications',
    lazy: profileScreen(() =>
      import('@/dealer/features/notification-settings/components/notification-settings-page').then(
        (m) => m.NotificationSettingsPage,
      ),
    ),
  },
  {
    path: 'profile/password',
    lazy: profileScreen(() =>
      import('@/dealer/features/account/components/password-change-page').then((m) => m.PasswordChangePage),
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    // The layout itself failing: the error screen on its own.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page failing: the error screen inside the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          { element: <dealerSession.Guard />, children: guardedRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  // /seller and /admin: patched in by `patchRoutesOnNavigation` below.
  {
    // The registered owner's consent link (docs/domain.md "Owner consent"): no login, a frame of its own.
    path: '/consent/:token',
    lazy: () =>
      import('../seller/features/owner-consent/owner-consent-page').then((m) => ({
        Component: m.OwnerConsentPage,
      })),
    errorElement: <RouteErrorPage />,
  },
  {
    path: '/webview',
    element: <WebviewLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...termsRoutes(() =>
        import('@/dealer/features/public-pages/terms-page').then((m) => m.WebviewTermsPage),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The seller app's and the console's route tables: neither is in the dealer app's first download (docs/decisions/043,
 * addendum "The first screen on a phone"). Until one is added, a path under it matches the site's "not found"
 * splat, and React Router asks `patchRoutesOnNavigation` before it settles on a splat or a param match.
 */
const LATER_APPS: { prefix: string; load: () => Promise<RouteObject> }[] = [
  { prefix: '/seller', load: () => import('./seller-routes').then((m) => m.sellerApp) },
  { prefix: '/admin', load: () => import('./console-routes').then((m) => m.consoleApp) },
];
const addedApps = new Set<string>();

/** Adds the seller app's or the console's routes the first time a path under it is opened (React Router matches
 * paths case-insensitively, so the prefix is too). */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const lower = path.toLowerCase();
  const app = LATER_APPS.find(
    ({ prefix }) => !addedApps.has(prefix) && (lower === prefix || lower.startsWith(`${prefix}/`)),
  );
  if (!app) {
    return;
  }
  const route = await app.load();
  if (!addedApps.has(app.prefix)) {
    addedApps.add(app.prefix);
    patch(null, [route]);
  }
};
