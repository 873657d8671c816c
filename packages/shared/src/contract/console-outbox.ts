// The console's message screen (docs/domain.md "Operator console"): every SMS, Alimtalk and 1-won memo sent, by channel,
// recipient digits and template, newest first; and a resend of an SMS or Alimtalk message.
import { adminOutboxQuery, outboxMessageList, outboxResendResult } from '../schemas/admin-deposits';
import { idParam } from '../schemas/common';
import { defineRoute } from './route';

export const consoleOutboxRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/admin/outbox',
    access: 'operator',
    tag: 'admin',
    summary: '발송 내역 (SMS, 알림톡, 1원 입금 문구): 채널, 수신 번호 일부, 템플릿으로 검색',
    query: adminOutboxQuery,
    response: outboxMessageList,
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/v1/admin/outbox/:id/resend',
    access: 'operator',
    tag: 'admin',
    summary: 'SMS·알림톡 재발송 (같은 내용, 같은 채널; 1원 입금 문구는 불가)',
    params: idParam,
    response: outboxResendResult,
  }),
};
