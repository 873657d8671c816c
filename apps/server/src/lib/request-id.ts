// The request id (docs/domain.md "Request ids and metrics"): a proxy's X-Request-Id when it is sane, else a
// new UUID; on every log line of the request, in the X-Request-Id answer header and in every error envelope.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The key of the id on a log line (Fastify's own default is `reqId`). */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/**
 * What an incoming id may be: 1 to 128 of letters, digits and `-_.:@/+=` (a UUID, nginx's `$request_id`, an
 * AWS trace id). Anything else (spaces, quotes, control characters, a second header) is replaced, so a
 * client cannot write into a log line or an answer header through it.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9_.:@/+=-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, otherwise a fresh UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** An id for something that is not a request: a job's run, an answer written before any request was parsed. */
export function newId(): string {
  return randomUUID();
}
