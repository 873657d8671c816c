// The bank's door to the fee deposits, POST /v1/webhooks/bank-deposits: its signed notice of a transfer to
// the fee account. The route keeps the raw body (its own JSON parser in this scope) so the signature is
// checked over the exact bytes, before the JSON is read; a replayed transactionId is answered without a
// second deposit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, refusalsOf } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError, COMMON_MESSAGES } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { BANK } from '../auctions/auctions.public';
import { SIGNATURE_HEADER, checkWebhookSignature } from './bank-webhook.signature';
import { createDepositsService } from './deposits.service';

export const WEBHOOK_MESSAGES = {
  notConfigured: '입금 알림 수신이 설정되지 않았습니다.',
  badSignature: '서명이 올바르지 않습니다.',
  stale: '입금 시각(receivedAt)이 24시간보다 오래되었거나 미래입니다.',
} as const;

/** A notice older than this, or dated ahead of our clock by more than the skew, is refused (a replay). */
const WEBHOOK_MAX_AGE_MS = 24 * 3600 * 1000;
const WEBHOOK_CLOCK_SKEW_MS = 5 * 60 * 1000;

const WEBHOOK_BODY_LIMIT = 16 * 1024;

const notConfigured = () => new AppError('WEBHOOK_NOT_CONFIGURED', WEBHOOK_MESSAGES.notConfigured);

export function bankWebhookRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const deposits = createDepositsService(ctx);
    const secret = () => ctx.config.BANK_WEBHOOK_SECRET;

    /** Checks the signature over the raw bytes, then puts the parsed JSON in place for validation. */
    const readSignedBody = (request: FastifyRequest): AppError | null => {
      const key = secret();
      if (!key) {
        return notConfigured();
      }
      const raw: unknown = request.body ?? Buffer.alloc(0);
      if (!Buffer.isBuffer(raw)) {
        return new AppError('UNSUPPORTED_MEDIA_TYPE', COMMON_MESSAGES.unsupportedMediaType);
      }
      const check = checkWebhookSignature(key, raw, request.headers[SIGNATURE_HEADER]);
      if (check !== 'ok') {
        request.log.warn({ reason: check, ip: request.ip }, 'bank deposit webhook refused: bad signature');
        return new AppError('WEBHOOK_BAD_SIGNATURE', WEBHOOK_MESSAGES.badSignature);
      }
      try {
        request.body = JSON.parse(raw.toString('utf8')) as unknown;
        return null;
      } catch {
        return new AppError('INVALID_JSON', COMMON_MESSAGES.invalidJson);
      }
    };

    // Scoped to this plugin: JSON bodies stay bytes until the signature is checked.
    instance.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, parsed) => parsed(null, body),
    );
    const app = instance.withTypeProvider<ZodTypeProvider>();

    // The signature over the raw body: the route is declared here from its entry (api.bankWebhook.deposit)
    // rather than served (serve-route.ts), with this scope's own parser and the check before validation.
    const route = api.bankWebhook.deposit;
    app.post(
      route.path,
      {
        onRequest: (_request, _reply, next) => next(secret() ? undefined : notConfigured()),
        preValidation: (request, _reply, next) => next(readSignedBody(request) ?? undefined),
        schema: {
          tags: [route.tag],
          summary: route.summary,
          description: route.description,
          body: route.body,
          response: okResponse(route.response, refusalsOf(route)),
        },
      },
      async (request) => {
        const notice = request.body;
        const age = ctx.clock.now().getTime() - notice.receivedAt.getTime();
        if (age > WEBHOOK_MAX_AGE_MS || age < -WEBHOOK_CLOCK_SKEW_MS) {
          throw new AppError('WEBHOOK_STALE', WEBHOOK_MESSAGES.stale);
        }
        const result = await deposits.recordDeposit({
          amount: notice.amount,
          depositorName: notice.depositorName,
          memo: notice.memo,
          reference: notice.reference,
          receivedAt: notice.receivedAt,
          source: 'WEBHOOK',
          externalId: notice.transactionId,
          actor: BANK,
        });
        request.log.info(result, 'bank deposit recorded');
        return ok(result);
      },
    );
    done();
  };
}
