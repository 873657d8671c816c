// Shutting down without dropping what was already received (docs/decisions/015). The server stops accepting
// at once (a new connection is refused, which a client or balancer can retry elsewhere) but keeps every
// connection it holds: for a moment it still serves their requests, each answer saying `Connection: close`
// so keep-alive clients leave as they get it; then it answers every request still arriving on them with the
// 503 envelope and `Connection: close` (its body read first, so the close resets nothing), and waits for the
// ones in its handlers. Connections left idle are closed after a grace, and a client that never finishes its
// request (or an answer that never ends) is cut off, so the process always exits within
// SHUTDOWN_DEADLINE_MS whatever clients do.
import { finished } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMIT_MESSAGES } from '@autobid/shared';
import { sendError } from './error-handler';

/** close-with-grace exits the process at this point even if closing is not done. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** From now on every response closes its connection. */
    startDraining(): void;
    /** From now on every request is answered 503 (`SERVICE_UNAVAILABLE`) and closes its connection. */
    startRefusing(): void;
  }
}

export const gracefulClosePlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    let draining = false;
    let refusing = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    app.decorate('startRefusing', () => {
      draining = true;
      refusing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!refusing) {
        return;
      }
      // The connection closes after the answer: a body still arriving then would be reset, so read it first
      // (the receive timeout and the shutdown's cut-off bound how long).
      request.raw.resume();
      await finished(request.raw).catch(() => undefined);
      return sendError(reply, 'SERVICE_UNAVAILABLE', LIMIT_MESSAGES.serviceUnavailable);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) {
        reply.header('Connection', 'close');
      }
    });
    done();
  },
  { name: 'graceful-close' },
);

export type GracefulCloseTimes = {
  /** From the start: serve requests on held connections this long (each answer closing its connection). */
  drainMs: number;
  /**
   * After the drain: connections without a request in progress stay open this long, so a request already on
   * its way on one is read and refused rather than reset; then they are closed.
   */
  idleMs: number;
  /** After the drain: wait this long for requests in progress before cutting every connection left. */
  inFlightMs: number;
};

export const DEFAULT_CLOSE_TIMES: GracefulCloseTimes = { drainMs: 1_000, idleMs: 1_000, inFlightMs: 5_000 };

export async function gracefulClose(
  app: FastifyInstance,
  times: GracefulCloseTimes = DEFAULT_CLOSE_TIMES,
): Promise<void> {
  const server = app.server;
  // Node's close() (from app.close()) destroys at once every connection with no request in
  // progress, including one whose request is still unread in its socket: that client gets a reset. Here
  // those connections are closed on the schedule below instead.
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  // A connection the kernel has completed but the server not yet accepted is reset when the listening
  // socket closes: close it right after an event-loop pass has accepted every waiting connection.
  const stopListening = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    setImmediate(() => stopListening(callback));
    return server;
  };
  app.startDraining();
  // Stops accepting now (once the preClose hooks have run) and resolves when every connection has ended.
  const closed = app.close();
  // Awaited below; a failure meanwhile must not count as unhandled.
  closed.catch(() => undefined);
  const timers: NodeJS.Timeout[] = [];
  try {
    await delay(times.drainMs);
    app.startRefusing();
    timers.push(
      setTimeout(closeIdle, times.idleMs),
      // Stalled uploads and clients that never read their answer hold the server open: cut them at the limit.
      setTimeout(() => server.closeAllConnections(), times.inFlightMs),
    );
    await closed;
  } finally {
    timers.forEach(clearTimeout);
    Reflect.deleteProperty(server, 'closeIdleConnections');
    Reflect.deleteProperty(server, 'close');
  }
}
