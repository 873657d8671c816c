// HTTP for the console's message screen (`/v1/admin/outbox`): every SMS, Alimtalk and 1-won memo sent, by
// channel, recipient digits and template, newest first; and a resend of an SMS or Alimtalk message.
import { adminOutboxQuery, idParam, outboxMessageList, outboxResendResult } from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { auditActorOf, operatorRoute } from '../operators/operators.public';
import { createAdminOutboxService } from './admin-outbox.service';

export function adminOutboxRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createAdminOutboxService(ctx);
    const route = operatorRoute(ctx);

    app.get(
      '/v1/admin/outbox',
      route({
        summary: '발송 내역 (SMS, 알림톡, 1원 입금 문구): 채널, 수신 번호 일부, 템플릿으로 검색',
        querystring: adminOutboxQuery,
        response: okResponse(outboxMessageList, SIGNED_IN),
      }),
      async (request) => ok(await service.list(request.query)),
    );

    app.post(
      '/v1/admin/outbox/:id/resend',
      route({
        summary: 'SMS·알림톡 재발송 (같은 내용, 같은 채널; 1원 입금 문구는 불가)',
        params: idParam,
        response: okResponse(outboxResendResult, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => ok(await service.resend(request.params.id, auditActorOf(request))),
    );
  });
}
