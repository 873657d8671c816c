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
import { moduleRoutes } from '../../lib/module-routes';
import { principalId } from '../../lib/auth';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { createDealersService } from './dealers.service';

export function dealersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createDealersService(ctx);

    app.post(
      '/v1/dealers/login',
      {
        schema: {
          tags: ['dealers'],
          summary: '딜러 로그인',
          body: loginRequest,
          response: okResponse(loginResponse, [401]),
        },
      },
      async (request) => ok(await service.login(request.body)),
    );

    app.post(
      '/v1/dealers/logout',
      {
        onRequest: app.requireRole('dealer'),
        schema: {
          tags: ['dealers'],
          summary: '로그아웃 (이 계정의 모든 기기 로그아웃)',
          security: [{ bearerAuth: [] }],
          response: okResponse(logoutResponse, SIGNED_IN),
        },
      },
      async (request) => ok(await service.logout(principalId(request))),
    );

    app.get(
      '/v1/dealers/profile',
      {
        onRequest: app.requireRole('dealer'),
        schema: {
          tags: ['dealers'],
          summary: '내 프로필',
          security: [{ bearerAuth: [] }],
          response: okResponse(dealerProfile, SIGNED_IN),
        },
      },
      async (request) => ok(await service.profile(principalId(request))),
    );

    app.get(
      '/v1/dealers/dashboard',
      {
        onRequest: app.requireRole('dealer'),
        schema: {
          tags: ['dealers'],
          summary: '대시보드 카운터',
          security: [{ bearerAuth: [] }],
          response: okResponse(dashboardResponse, SIGNED_IN),
        },
      },
      async (request) => ok(await service.dashboard(principalId(request))),
    );

    app.get(
      '/v1/dealers/penalty/bid-cancel',
      {
        onRequest: app.requireRole('dealer'),
        schema: {
          tags: ['dealers'],
          summary: '입찰 취소 시 페널티 미리보기',
          security: [{ bearerAuth: [] }],
          response: okResponse(bidCancelPenaltyPreview, SIGNED_IN),
        },
      },
      async (request) => ok(await service.bidCancelPenalty(principalId(request))),
    );
  });
}
