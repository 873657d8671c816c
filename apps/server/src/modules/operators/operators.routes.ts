// HTTP for operator sign-in and the signed-in operator (`/v1/admin/login`, `/v1/admin/me`).
import { loginRequest, loginResponse, logoutResponse, operatorMe } from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { operatorGuard, signedInOperator } from './operators.public';
import { createOperatorsService } from './operators.service';

export function operatorsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createOperatorsService(ctx);

    app.post(
      '/v1/admin/login',
      {
        schema: {
          tags: ['admin'],
          summary: '운영자 로그인',
          body: loginRequest,
          response: okResponse(loginResponse, [401]),
        },
      },
      async (request) => ok(await service.login(request.body)),
    );

    app.post(
      '/v1/admin/logout',
      {
        onRequest: operatorGuard(ctx),
        schema: {
          tags: ['admin'],
          summary: '운영자 로그아웃 (모든 기기)',
          security: [{ bearerAuth: [] }],
          response: okResponse(logoutResponse, SIGNED_IN),
        },
      },
      async (request) => ok(await service.logout(signedInOperator(request))),
    );

    app.get(
      '/v1/admin/me',
      {
        onRequest: operatorGuard(ctx),
        schema: {
          tags: ['admin'],
          summary: '로그인한 운영자 (아이디, 이름, 권한)',
          security: [{ bearerAuth: [] }],
          response: okResponse(operatorMe, SIGNED_IN),
        },
      },
      (request) => ok(service.me(signedInOperator(request))),
    );
  });
}
