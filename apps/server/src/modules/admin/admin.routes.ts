// HTTP for the operator console: login and the notification outbox.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequest, loginResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { ok, okResponse } from '../../lib/envelope';
import { createAdminService } from './admin.service';

const outboxQuery = z.object({
  channel: z.enum(['SMS', 'ALIMTALK', 'BANK']).optional(),
  recipient: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  template: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

export function adminRoutes(ctx: AppContext) {
  return (instance: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = createAdminService(ctx);

    app.post(
      '/v1/admin/login',
      { schema: { tags: ['admin'], summary: '운영자 로그인', body: loginRequest, response: okResponse(loginResponse) } },
      async (request) => ok(await service.login(request.body)),
    );

    app.get(
      '/v1/admin/outbox',
      {
        onRequest: app.requireRole('operator'),
        schema: {
          tags: ['admin'],
          summary: '발송 내역 (SMS, 알림톡, 1원 입금 문구)',
          security: [{ bearerAuth: [] }],
          querystring: outboxQuery,
          response: okResponse(z.array(outboxMessage)),
        },
      },
      async (request) => ok(await service.outbox(request.query)),
    );
    done();
  };
}
