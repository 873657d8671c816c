// Limits that keep one request from holding or breaking a connection (docs/decisions/010): receive
// timeouts with an enveloped 408, unread bodies drained behind an early error (a 413 is read, not reset),
// and NUL characters refused before any handler runs.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '@autobid/shared';
import type { Config } from '../config';
import { AppError, COMMON_MESSAGES } from './app-error';
import { errorBody } from './envelope';
import { newId, REQUEST_ID_LOG_LABEL } from './request-id';

/** How often Node looks for requests past their time (its default, 30 s, would let one live 40 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;

/** Fastify server options: a request must arrive within REQUEST_TIMEOUT_MS, a connection speak within CONNECTION_TIMEOUT_MS. */
export function receiveLimits(config: Pick<Config, 'REQUEST_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS'>) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, config.REQUEST_TIMEOUT_MS),
    },
    clientErrorHandler: answerClientError,
  };
}

type ClientError = Error & { code?: string };

/** Bytes read when a connection was last between requests (none yet: 0). */
const idleAt = new WeakMap<Socket, number>();
/** The request being received on a connection, and whether it has been answered already. */
const current = new WeakMap<Socket, { request: IncomingMessage; answered: boolean }>();

/** Whether a request has begun on the connection (headers or body under way) and is not answered yet. */
function requestBegun(socket: Socket): boolean {
  const state = current.get(socket);
  return state ? !state.request.complete && !state.answered : socket.bytesRead > (idleAt.get(socket) ?? 0);
}

/**
 * Node's `clientError`: a request that did not arrive in time, headers too large, or bytes that are not
 * HTTP. Answered with the API's envelope unless a response is already under way, then closed.
 */
function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  // Node's header deadline also covers a connection that never spoke; like the silence limit, which
  // races it at the same 10 s, it is closed without a word.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && !requestBegun(socket)) {
    socket.destroy();
    return;
  }
  // No request was parsed, so none has an id: the answer gets one of its own, on its log line too.
  const requestId = newId();
  const body =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? errorBody('REQUEST_TIMEOUT', COMMON_MESSAGES.requestTimeout, undefined, requestId)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? errorBody('HEADERS_TOO_LARGE', COMMON_MESSAGES.headersTooLarge, undefined, requestId)
        : errorBody('INVALID_REQUEST', COMMON_MESSAGES.invalidRequest, undefined, requestId);
  this.log.info(
    { err: error, status: body.code, errorCode: body.errorCode, [REQUEST_ID_LOG_LABEL]: requestId },
    'client connection error',
  );
  answerAndClose(socket, body, error);
}

/** Writes `body` as a whole HTTP answer straight to the socket, unless a response has started, and closes. */
function answerAndClose(socket: Socket, body: ReturnType<typeof errorBody>, error?: Error): void {
  const status = body.code;
  // Node's own rule: never write a second status line into a response that has started.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/**
 * The silence limit (CONNECTION_TIMEOUT_MS) and the request deadline (REQUEST_TIMEOUT_MS, checked every
 * 500 ms) are both 10 s by default, so a request that stalls usually meets the silence first, where Node
 * closes the connection without a word. Here a connection that falls silent in the middle of a request
 * (headers or body begun, not all arrived) is answered the same 408 envelope as a late request, then
 * closed; an idle connection, or one whose request has arrived and is being handled or answered, is closed
 * as before.
 */
export function answerSilentRequests(app: FastifyInstance): void {
  const server = app.server;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const state = { request, answered: false };
    current.set(socket, state);
    response.once('finish', () => {
      state.answered = true;
      const settle = () => {
        if (current.get(socket) === state) {
          current.delete(socket);
        }
        idleAt.set(socket, socket.bytesRead);
      };
      // An early answer (a 413) leaves the body to be drained first (drainUnreadBody).
      if (request.complete) {
        settle();
      } else {
        request.once('end', settle);
      }
    });
  });
  server.on('timeout', (socket: Socket) => {
    if (!requestBegun(socket)) {
      socket.destroy();
      return;
    }
    const requestId = newId();
    const body = errorBody('REQUEST_TIMEOUT', COMMON_MESSAGES.requestTimeout, undefined, requestId);
    app.log.info(
      { status: body.code, errorCode: body.errorCode, [REQUEST_ID_LOG_LABEL]: requestId },
      'request stalled until the silence limit',
    );
    answerAndClose(socket, body);
  });
}

/**
 * Called before an error is answered. When the body has not been read to its end (too large, wrong type,
 * refused before parsing), Node closes the connection right after the answer (Fastify asks it to, and so
 * does a client that sent `Connection: close`), and a client still sending gets a reset instead of the
 * answer. Instead the rest is read and dropped, so the client finishes sending and reads the answer; then
 * the connection ends or, if the client keeps it alive, serves its next request. REQUEST_TIMEOUT_MS still
 * bounds how long the rest may take.
 */
export function drainUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) {
    return;
  }
  const clientWantsClose = !reply.raw.shouldKeepAlive;
  reply.removeHeader('connection');
  reply.raw.shouldKeepAlive = true;
  // A multipart parser may still be attached and would hold the stream back.
  raw.unpipe();
  raw.resume();
  if (clientWantsClose) {
    raw.once('end', () => raw.socket.end());
  }
}

/**
 * Characters PostgreSQL cannot store: NUL, and half of a surrogate pair (JSON may escape one, `"\ud800"`;
 * a jsonb column such as the audit log's refuses it).
 */
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Surrogate}/u.test(text);

/** `true` when such a character is in `value`: a string, or any key or string inside its objects and arrays. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorable(item)) {
        return true;
      }
    } else if (Array.isArray(item)) {
      for (const nested of item as unknown[]) {
        pending.push(nested);
      }
    } else if (
      item !== null &&
      typeof item === 'object' &&
      !ArrayBuffer.isView(item) &&
      !(item instanceof Date)
    ) {
      for (const [key, nested] of Object.entries(item)) {
        if (isUnstorable(key)) {
          return true;
        }
        pending.push(nested);
      }
    }
  }
  return false;
}

/**
 * Root preHandler: every route's params, query and body as its handler will see them (after validation,
 * and after a route's own preValidation such as the webhook's signed-body parse). PostgreSQL cannot store
 * `\u0000` or a lone surrogate, so such a request is a 400 before any handler or query.
 */
export function refuseNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  // The URL as sent as well: a query key no schema reads is stripped from `request.query` by then.
  const rawUrl = request.raw.url ?? '';
  const found =
    rawUrl.includes('%00') ||
    containsNul(request.params) ||
    containsNul(request.query) ||
    containsNul(request.body);
  done(found ? new AppError('FORBIDDEN_CHARACTER', REQUEST_MESSAGES.forbiddenCharacter) : undefined);
}
