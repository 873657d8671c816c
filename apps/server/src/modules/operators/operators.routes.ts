// HTTP for operator sign-in and the signed-in operator (`/v1/admin/login`, `/v1/admin/me`).
import { loginRequest, loginResponse, logoutResponse, operatorMe } from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes, publicRoutes } from '../../lib/module-routes';
import { operatorRoute, signedInOperator } from '../../lib/operator-guard';
import { createOperatorsService } from './operators.service';

export function operatorsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createOperatorsService(ctx);
    const operatorOnly = operatorRoute(ctx);

    publicRoutes(app, ['admin']).post(
      '/v1/admin/login',
      { summary: '운영자 로그인', body: loginRequest, response: loginResponse, refused: [401] },
      ({ body }) => service.login(body),
    );

    app.post(
      '/v1/admin/logout',
      operatorOnly({
        summary: '운영자 로그아웃 (모든 기기)',
        response: okResponse(logoutResponse, SIGNED_IN),
      }),
      async (request) => ok(await service.logout(signedInOperator(request))),
    );

    app.get(
      '/v1/admin/me',
      operatorOnly({
        summary: '로그인한 운영자 (아이디, 이름, 권한)',
        response: okResponse(operatorMe, SIGNED_IN),
      }),
      (request) => ok(service.me(signedInOperator(request))),
    );
  });
}
