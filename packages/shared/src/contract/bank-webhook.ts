// The bank's signed notice of a transfer to the fee account (docs/domain.md "Fees"). The signature is over the
// raw body, so the server checks it before the JSON is read.
import {
  bankDepositNotice,
  bankDepositResult,
  tossDepositCallback,
  tossDepositResult,
} from '../schemas/webhook';
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
  /** docs/domain.md "Fee virtual accounts": Toss Payments' DEPOSIT_CALLBACK of a deal's own account. */
  tossDeposit: defineRoute({
    method: 'POST',
    path: '/v1/webhooks/toss-payments',
    access: 'public',
    tag: 'webhooks',
    summary: '가상계좌 입금 알림 (토스페이먼츠)',
    description:
      '토스페이먼츠 DEPOSIT_CALLBACK. 본문의 secret이 발급 때 받은 그 주문의 secret과 같아야 하며(아니면 401, 아무것도 바뀌지 않음), DONE이면 결제 조회로 금액을 확인한 뒤 그 거래의 입금으로 한 번만 기록합니다. 결제 조회가 안 되면 503(재전송을 기다림).',
    body: tossDepositCallback,
    response: tossDepositResult,
    refused: [401, 503],
  }),
};
