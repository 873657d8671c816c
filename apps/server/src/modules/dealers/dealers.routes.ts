// HTTP for the dealer's own account: login, profile, dashboard, the ban a bid cancellation would bring.
import {
  bidCancelPenaltyPreview,
  dashboardResponse,
  dealerProfile,
  loginRequest,
  loginResponse,
  logoutResponse,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, publicRoutes, signedInRoutes } from '../../lib/module-routes';
import { createDealersService } from './dealers.service';

export function dealersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createDealersService(ctx);
    const dealer = signedInRoutes(app, 'dealer', ['dealers']);

    publicRoutes(app, ['dealers']).post(
      '/v1/dealers/login',
      { summary: '딜러 로그인', body: loginRequest, response: loginResponse, refused: [401] },
      ({ body }) => service.login(body),
    );

    dealer.post(
      '/v1/dealers/logout',
      { summary: '로그아웃 (이 계정의 모든 기기 로그아웃)', response: logoutResponse },
      (dealerId) => service.logout(dealerId),
    );

    dealer.get('/v1/dealers/profile', { summary: '내 프로필', response: dealerProfile }, (dealerId) =>
      service.profile(dealerId),
    );

    dealer.get(
      '/v1/dealers/dashboard',
      { summary: '대시보드 카운터', response: dashboardResponse },
      (dealerId) => service.dashboard(dealerId),
    );

    dealer.get(
      '/v1/dealers/penalty/bid-cancel',
      { summary: '입찰 취소 시 페널티 미리보기', response: bidCancelPenaltyPreview },
      (dealerId) => service.bidCancelPenalty(dealerId),
    );
  });
}
