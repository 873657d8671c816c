// A route of the table whose answer is a file, not the JSON envelope (the invoice's PDF, the settlement's CSV):
// declared like serve() does — the guard its access names, its schemas and refusals in the OpenAPI document —
// and answered with the bytes as a download, never cached.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { refusalsOf, type ApiRoute } from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { principalId } from '../../lib/auth';
import { fileResponse } from '../../lib/envelope';
import { BEARER_SECURITY, type ZodApp } from '../../lib/module-routes';
import { operatorGuard } from '../../lib/operator-guard';

type Parsed<R, K extends 'params' | 'query'> = R extends { [key in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export type FileAnswer = { bytes: Uint8Array | string; contentType: string; fileName: string };

export function fileRoute(app: ZodApp, ctx: Pick<AppContext, 'db' | 'tokens' | 'sessions'>) {
  return function serveFile<R extends ApiRoute & { access: 'dealer' | 'operator' | 'admin' }>(
    route: R,
    description: string,
    handle: (
      input: { params: Parsed<R, 'params'>; query: Parsed<R, 'query'> },
      request: FastifyRequest,
    ) => Promise<FileAnswer>,
  ) {
    const onRequest: onRequestAsyncHookHandler =
      route.access === 'dealer'
        ? app.requireRole('dealer')
        : operatorGuard(ctx, route.access === 'admin' ? 'ADMIN' : 'STAFF');
    app.route({
      method: route.method,
      url: route.path,
      onRequest,
      schema: {
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        tags: [route.tag],
        security: BEARER_SECURITY,
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        response: fileResponse(
          description,
          refusalsOf(route).filter((status) => status !== 400),
        ),
      },
      handler: async (request, reply) => {
        const answer = await handle(
          {
            params: request.params as Parsed<R, 'params'>,
            query: request.query as Parsed<R, 'query'>,
          },
          request,
        );
        const bytes = typeof answer.bytes === 'string' ? answer.bytes : Buffer.from(answer.bytes);
        return (
          reply
            .header('Content-Type', answer.contentType)
            .header('Cache-Control', 'private, no-store')
            .header('X-Content-Type-Options', 'nosniff')
            .header(
              'Content-Disposition',
              `attachment; filename="${answer.fileName}"; filename*=UTF-8''${encodeURIComponent(answer.fileName)}`,
            )
            // Fastify sends a Buffer as it is, past the serializer; the schema's string only names it.
            .send(bytes as unknown as string)
        );
      },
    });
  };
}

/** The signed-in dealer of a dealer route. */
export const dealerOf = (request: FastifyRequest) => principalId(request);
