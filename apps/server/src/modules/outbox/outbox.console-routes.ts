// HTTP for the console's message screen (`/v1/admin/outbox`): every SMS, Alimtalk and 1-won memo sent, by
// channel, recipient digits and template, newest first; and a resend of an SMS or Alimtalk message.
import { adminOutboxQuery, idParam, outboxMessageList, outboxResendResult } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../../lib/console-routes';
import { createOutboxService } from './outbox.service';

export function outboxConsoleRoutes(ctx: AppContext) {
  const service = createOutboxService(ctx);
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);

    read(
      '/v1/admin/outbox',
      {
        summary: '발송 내역 (SMS, 알림톡, 1원 입금 문구): 채널, 수신 번호 일부, 템플릿으로 검색',
        querystring: adminOutboxQuery,
        response: outboxMessageList,
      },
      ({ query }) => service.list(query),
    );

    act(
      '/v1/admin/outbox/:id/resend',
      {
        summary: 'SMS·알림톡 재발송 (같은 내용, 같은 채널; 1원 입금 문구는 불가)',
        params: idParam,
        response: outboxResendResult,
      },
      ({ params }, actor) => service.resend(params.id, actor),
    );
  });
}
