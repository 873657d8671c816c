// The one error handler: an AppError, a failed schema or a Fastify error becomes the envelope with its errorCode; an unreachable database a 503; the rest a logged 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { LIMIT_MESSAGES, type ErrorCode } from '@autobid/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, COMMON_MESSAGES } from '../lib/app-error';
import { errorBody } from '../lib/envelope';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { drainUnreadBody } from '../lib/request-limits';

const HANGUL = /[\uAC00-\uD7A3]/;

/** The refusal each answered request carried, for the metrics (plugins/metrics.ts). */
const answeredCodes = new WeakMap<FastifyRequest, ErrorCode>();

/** The errorCode the request was answered with, if it was refused. */
export function answeredErrorCode(request: FastifyRequest): ErrorCode | undefined {
  return answeredCodes.get(request);
}

/**
 * Answers with the error envelope, the request's id in it; `status` only when Fastify chose it (a generic
 * 4xx).
 */
export function sendError(reply: FastifyReply, errorCode: ErrorCode, message: string, status?: number) {
  const body = errorBody(errorCode, message, status, reply.request.id);
  answeredCodes.set(reply.request, errorCode);
  // Also here: the router's own refusals are answered before any onRequest hook set it.
  void reply.header(REQUEST_ID_HEADER, reply.request.id);
  return reply.code(body.code).type('application/json; charset=utf-8').send(body);
}

const GENERIC_CLIENT_ERRORS: Partial<Record<number, { errorCode: ErrorCode; message: string }>> = {
  401: { errorCode: 'UNAUTHORIZED', message: COMMON_MESSAGES.unauthorized },
  403: { errorCode: 'FORBIDDEN', message: COMMON_MESSAGES.forbidden },
  404: { errorCode: 'ROUTE_NOT_FOUND', message: COMMON_MESSAGES.notFoundRoute },
  405: { errorCode: 'METHOD_NOT_ALLOWED', message: COMMON_MESSAGES.methodNotAllowed },
};

export const errorHandlerPlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      drainUnreadBody(request, reply);
      if (error instanceof AppError) {
        if (error.cause !== undefined) {
          request.log.warn({ errorCode: error.code, status: error.status, err: error.cause }, 'refused');
        } else {
          request.log.info({ errorCode: error.code, status: error.status }, 'refused');
        }
        return sendError(reply, error.code, error.message);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]?.message ?? '';
        // The shared schemas carry the spec's Korean messages; zod's own (English) ones are replaced.
        return sendError(
          reply,
          'VALIDATION_FAILED',
          HANGUL.test(first) ? first : COMMON_MESSAGES.invalidRequest,
        );
      }
      const status = error.statusCode ?? 500;
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return sendError(reply, 'BODY_TOO_LARGE', COMMON_MESSAGES.bodyTooLarge);
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE', COMMON_MESSAGES.unsupportedMediaType);
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return sendError(reply, 'INVALID_JSON', COMMON_MESSAGES.invalidJson);
        default:
          break;
      }
      if (status === 400 && error instanceof SyntaxError) {
        return sendError(reply, 'INVALID_JSON', COMMON_MESSAGES.invalidJson);
      }
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        const known = GENERIC_CLIENT_ERRORS[status];
        if (known) {
          return sendError(reply, known.errorCode, known.message);
        }
        return sendError(reply, 'INVALID_REQUEST', COMMON_MESSAGES.invalidRequest, status);
      }
      // The database is down or restarting: a 503 the client may retry, not a 500.
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error, errorCode: 'SERVICE_UNAVAILABLE' }, 'database unavailable');
        return sendError(reply, 'SERVICE_UNAVAILABLE', LIMIT_MESSAGES.serviceUnavailable);
      }
      request.log.error({ err: error, errorCode: 'INTERNAL_ERROR' }, 'unexpected error');
      return sendError(reply, 'INTERNAL_ERROR', COMMON_MESSAGES.internal);
    });
    done();
  },
  { name: 'error-handler' },
);
