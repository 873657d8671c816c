// Every route of docs/spec.md §2. Main-layout routes sit behind the route guard; the messaging-app code
// links check their own session by code. The seller app (/seller/*) has its own layout and its own guard
// on the seller session; so has the operator console (/admin/*). Only the first screens (the landing page
// and the login) and the frames around pages are in the first download; every other page loads on demand,
// with the widgets only it uses (bench/bundle-size.ts keeps the first download within budget).
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout, WebviewLayout } from '../dealer/layouts/site-layout';
import { LandingPage } from '../dealer/pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { dealerSession } from '@/lib/dealer-session';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { NotFoundView } from '@/components/ui/status-view';
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

/** An area's "not found" page, with the way back to the area's start. */
function notFoundRoute(to: string, label: string): RouteObject {
  return {
    path: '*',
    element: (
      <PageContainer>
        <NotFoundView
          action={
            <ButtonLink to={to} variant="outline">
              {label}
            </ButtonLink>
          }
        />
      </PageContainer>
    ),
  };
}

/** Public routes: anyone may open them. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
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

/** The seller app: the login, and everything else behind the seller guard. */
const sellerRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () =>
      import('@/seller/features/login/seller-login-page').then((m) => ({
        Component: m.SellerLoginPage,
      })),
  },
  {
    lazy: () => import('../seller/session').then((m) => ({ Component: m.sellerSession.Guard })),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/seller/features/home/seller-home-page').then((m) => ({
            Component: m.SellerHomePage,
          })),
      },
      {
        path: 'auctions/new',
        lazy: () =>
          import('@/seller/features/listing-form/listing-form-page').then((m) => ({
            Component: m.NewListingPage,
          })),
      },
      {
        path: 'auctions/:id/edit',
        lazy: () =>
          import('@/seller/features/listing-form/listing-form-page').then((m) => ({
            Component: m.EditListingPage,
          })),
      },
      {
        path: 'auctions/:id',
        lazy: () =>
          import('@/seller/features/auction/seller-auction-page').then((m) => ({
            Component: m.SellerAuctionPage,
          })),
      },
      {
        path: 'profile',
        lazy: () =>
          import('@/seller/features/profile/seller-profile-page').then((m) => ({
            Component: m.SellerProfilePage,
          })),
      },
    ],
  },
  notFoundRoute('/seller', '내 매물로 가기'),
];

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
  {
    path: '/seller',
    lazy: () => import('../seller/layouts/seller-layout').then((m) => ({ Component: m.SellerLayout })),
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children: sellerRoutes }],
  },
  {
    path: '/admin',
    lazy: () => import('../console/layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
  },
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
