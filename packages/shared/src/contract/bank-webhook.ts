// The bank's signed notice of a transfer to the fee account (docs/domain.md "Fees"). The signature is over the
// raw body, so the server checks it before the JSON is read.
import { bankDepositNotice, bankDepositResult } from '../schemas/webhook';
import { defineRoute } from './route';

export const bankWebhookRoutes = {
  deposit: defineRoute({
    method: 'POST',
    path: '/v1/webhooks/bank-deposits',
    access: 'public',
    tag: 'webhooks',
    summary: '입금 알림 (은행)',
    description:
      'X-Signature: sha256=<본문 원문 바이트의 HMAC-SHA256 hex, 키 BANK_WEBHOOK_SECRET>. 같은 transactionId는 한 번만 기록됩니다. receivedAt이 24시간보다 오래되었거나 5분 넘게 미래이면 400으로 거절합니다.',
    body: bankDepositNotice,
    response: bankDepositResult,
    refused: [401, 413, 415, 503],
  }),
};
