// The seller app's routes (docs/spec.md §2: /seller/*): its own layout, the login, and everything else behind the
// seller guard. Loaded the first time a path under /seller is opened (router.tsx's patchRoutesOnNavigation), not
// with the dealer app's first download (docs/decisions/043).
import type { RouteObject } from 'react-router';
import { notFoundRoute } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

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

export const sellerApp: RouteObject = {
  path: '/seller',
  lazy: () => import('../seller/layouts/seller-layout').then((m) => ({ Component: m.SellerLayout })),
  errorElement: <RouteErrorPage />,
  children: [{ errorElement: <RouteErrorPage />, children: sellerRoutes }],
};
