// Every route of docs/spec.md §2. Main-layout routes sit behind the route guard; the messaging-app code
// links check their own session by code. The seller app (/seller/*) has its own layout and its own guard
// on the seller session; so has the operator console (/admin/*), whose screens load on demand (their code,
// charts included, stays out of the dealer's first download).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuctionListPage } from '@/features/auctions-list/auction-list-page';
import { AuctionDetailPage } from '@/features/auction-detail/components/auction-detail-page';
import { BiddingListPage } from '@/features/biddings/components/bidding-list-page';
import { DealListPage } from '@/features/deals/components/deal-list-page';
import { PasswordChangePage } from '@/features/account/components/password-change-page';
import { ProfileChangePage } from '@/features/account/components/profile-change-page';
import { ProfilePage } from '@/features/account/components/profile-page';
import { ReapplyPage } from '@/features/signup/components/reapply-page';
import { RegisterPage } from '@/features/signup/components/register-page';
import { TermsOfPage } from '@/features/signup/components/terms-of-page';
import { FaqListPage } from '@/features/faq/components/faq-list-page';
import { FindPage } from '@/features/find/components/find-page';
import { NoticeDetailPage } from '@/features/notices/components/notice-detail-page';
import { NoticeListPage } from '@/features/notices/components/notice-list-page';
import { CsPage } from './pages/cs-page';
import { FeePage } from '@/features/public-pages/fee-page';
import { TermsPage, WebviewTermsPage } from '@/features/public-pages/terms-page';
import { SiteLayout, WebviewLayout } from './layouts/site-layout';
import {
  CodeCompletePage,
  CodeDetailPage,
  CodeReviewPage,
  DealCompleteByIdPage,
} from './pages/deal-code-pages';
import { HomePage } from './pages/home-page';
import { LandingPage } from './pages/landing-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { ProfileAreaPage } from './pages/profile-area-page';
import { RouteErrorPage } from './pages/route-error-page';
import { WaitPage } from './pages/wait-page';
import { RouteGuard } from './route-guard';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { NotFoundView } from '@/components/ui/status-view';
import { SellerLayout } from './layouts/seller-layout';
import { SellerGuard } from './seller-guard';
import { SellerLoginPage } from '@/features/seller/components/login/seller-login-page';
import { SellerHomePage } from '@/features/seller/components/home/seller-home-page';
import { EditListingPage, NewListingPage } from '@/features/seller/components/listing-form/listing-form-page';
import { SellerAuctionPage } from '@/features/seller/components/auction/seller-auction-page';
import { AdminLayout } from './layouts/admin-layout';
import { AdminGuard } from './admin-guard';
import { AdminLoginPage } from './pages/admin-login-page';

/** Public routes: anyone may open them. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'find', element: <FindPage /> },
  { path: 'termsof', element: <TermsOfPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'notice/list', element: <NoticeListPage /> },
  { path: 'notice/detail/:id', element: <NoticeDetailPage /> },
  { path: 'faq/list', element: <FaqListPage /> },
  { path: 'cs/list', element: <CsPage /> },
  { path: 'fee', element: <FeePage /> },
  { path: 'terms/service', element: <TermsPage kind="service" /> },
  { path: 'terms/privacy', element: <TermsPage kind="privacy" /> },
  // Code links check their own session by code, not the main guard.
  { path: 'alimtalk/auction/detail/:code', element: <CodeDetailPage /> },
  { path: 'alimtalk/auction/review/:code', element: <CodeReviewPage /> },
  { path: 'alimtalk/auction/complete/:code', element: <CodeCompletePage /> },
];

/** Main-layout routes behind the route guard. */
const guardedRoutes: RouteObject[] = [
  { path: 'home', element: <HomePage /> },
  { path: 'wait', element: <WaitPage /> },
  { path: 'audit/register', element: <ReapplyPage /> },
  { path: 'auction/list', element: <AuctionListPage /> },
  { path: 'auction/detail/:id', element: <AuctionDetailPage /> },
  { path: 'bidding/list', element: <BiddingListPage /> },
  { path: 'bidding/detail/:id', element: <AuctionDetailPage /> },
  { path: 'deal/list', element: <DealListPage /> },
  { path: 'deal/detail/:id', element: <AuctionDetailPage /> },
  { path: 'deal/detail/:id/complete', element: <DealCompleteByIdPage /> },
  { path: 'profile', element: <ProfileAreaPage screen={<ProfilePage />} /> },
  { path: 'profile/change', element: <ProfileAreaPage screen={<ProfileChangePage />} /> },
  { path: 'profile/password', element: <ProfileAreaPage screen={<PasswordChangePage />} /> },
];

/** The seller app: the login, and everything else behind the seller guard. */
const sellerRoutes: RouteObject[] = [
  { path: 'login', element: <SellerLoginPage /> },
  {
    element: <SellerGuard />,
    children: [
      { index: true, element: <SellerHomePage /> },
      { path: 'auctions/new', element: <NewListingPage /> },
      { path: 'auctions/:id/edit', element: <EditListingPage /> },
      { path: 'auctions/:id', element: <SellerAuctionPage /> },
    ],
  },
  {
    path: '*',
    element: (
      <PageContainer>
        <NotFoundView
          action={
            <ButtonLink to="/seller" variant="outline">
              내 매물로 가기
            </ButtonLink>
          }
        />
      </PageContainer>
    ),
  },
];

/** The operator console: the login, and every screen behind the operator guard, each loaded on demand. */
const adminRoutes: RouteObject[] = [
  { path: 'login', element: <AdminLoginPage /> },
  {
    element: <AdminGuard />,
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/admin/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'dealers',
        lazy: () =>
          import('@/features/admin/dealers/dealers-page').then((m) => ({ Component: m.DealersPage })),
      },
      {
        path: 'auctions',
        lazy: () =>
          import('@/features/admin/auctions/auctions-page').then((m) => ({ Component: m.AuctionsPage })),
      },
      {
        path: 'deals',
        lazy: () => import('@/features/admin/deals/deals-page').then((m) => ({ Component: m.DealsPage })),
      },
      {
        path: 'deposits',
        lazy: () =>
          import('@/features/admin/deposits/deposits-page').then((m) => ({ Component: m.DepositsPage })),
      },
      {
        path: 'penalties',
        lazy: () =>
          import('@/features/admin/penalties/penalties-page').then((m) => ({ Component: m.PenaltiesPage })),
      },
      {
        path: 'content',
        lazy: () =>
          import('@/features/admin/content/content-page').then((m) => ({ Component: m.ContentPage })),
      },
      {
        path: 'outbox',
        lazy: () => import('@/features/admin/outbox/outbox-page').then((m) => ({ Component: m.OutboxPage })),
      },
      {
        path: 'audit',
        lazy: () => import('@/features/admin/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
      },
      {
        path: 'operators',
        lazy: () =>
          import('@/features/admin/operators/operators-page').then((m) => ({ Component: m.OperatorsPage })),
      },
    ],
  },
  {
    path: '*',
    element: (
      <PageContainer>
        <NotFoundView
          action={
            <ButtonLink to="/admin" variant="outline">
              대시보드로 가기
            </ButtonLink>
          }
        />
      </PageContainer>
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
          { element: <RouteGuard />, children: guardedRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    path: '/seller',
    element: <SellerLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children: sellerRoutes }],
  },
  {
    path: '/admin',
    element: <AdminLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
  },
  {
    path: '/webview',
    element: <WebviewLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'terms/service', element: <WebviewTermsPage kind="service" /> },
      { path: 'terms/privacy', element: <WebviewTermsPage kind="privacy" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
