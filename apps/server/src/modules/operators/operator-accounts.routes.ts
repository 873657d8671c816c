// HTTP for operator accounts (`/v1/admin/operators`): ADMIN only on every call (STAFF gets 403 ADMIN_ONLY).
import { z } from 'zod';
import {
  adminOperator,
  createOperatorRequest,
  idParam,
  resetOperatorPasswordRequest,
  updateOperatorRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { createdResponse, ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { auditActorOf, operatorRoute } from './operators.public';
import { createOperatorAccountsService } from './operator-accounts.service';

export function operatorAccountsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createOperatorAccountsService(ctx);
    const route = operatorRoute(ctx, 'ADMIN');

    app.get(
      '/v1/admin/operators',
      route({
        summary: '운영자 계정 목록 (관리자 전용)',
        response: okResponse(z.array(adminOperator), SIGNED_IN),
      }),
      async () => ok(await service.list()),
    );

    app.post(
      '/v1/admin/operators',
      route({
        summary: '운영자 계정 만들기 (관리자 전용)',
        body: createOperatorRequest,
        response: createdResponse(adminOperator, [...SIGNED_IN, 409]),
      }),
      async (request, reply) => {
        const data = await service.create(request.body, auditActorOf(request));
        return reply.code(201).send({ code: 201, message: '운영자 계정을 만들었습니다.', data });
      },
    );

    app.patch(
      '/v1/admin/operators/:id',
      route({
        summary:
          '운영자 이름·권한 변경, 사용 중지·재개 (관리자 전용, 권한 변경과 사용 중지는 기존 로그인 종료)',
        params: idParam,
        body: updateOperatorRequest,
        response: okResponse(adminOperator, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => ok(await service.update(request.params.id, request.body, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/operators/:id/password',
      route({
        summary: '운영자 비밀번호 재설정 (관리자 전용, 기존 로그인 종료)',
        params: idParam,
        body: resetOperatorPasswordRequest,
        response: okResponse(adminOperator, [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await service.resetPassword(request.params.id, request.body.password, auditActorOf(request))),
    );
  });
}
