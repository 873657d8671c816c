// Shutting down without dropping what was already received (issue 17, docs/decisions/015): first every
// response says `Connection: close` so keep-alive clients leave as they get their answers (a request already
// on its way is read and answered, not reset); then the server stops accepting, answers requests that still
// arrive with a 503 envelope and `Connection: close`, and waits for the ones in its handlers; a client that
// never finishes its request (or an answer that never ends) is cut off, so the process always exits within
// SHUTDOWN_DEADLINE_MS whatever clients do.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** close-with-grace exits the process at this point even if closing is not done. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** From now on every response closes its connection. */
    startDraining(): void;
  }
}

export const gracefulClosePlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
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
  /** Keep serving (each answer closing its connection) this long before refusing new connections. */
  drainMs: number;
  /** Then wait this long for requests in progress before cutting every connection left. */
  inFlightMs: number;
};

export const DEFAULT_CLOSE_TIMES: GracefulCloseTimes = { drainMs: 1_000, inFlightMs: 5_000 };

export async function gracefulClose(
  app: FastifyInstance,
  times: GracefulCloseTimes = DEFAULT_CLOSE_TIMES,
): Promise<void> {
  app.startDraining();
  await delay(times.drainMs);
  // Stalled uploads and clients that never read their answer hold the server open: cut them at the limit.
  const cutOff = setTimeout(() => app.server.closeAllConnections(), times.inFlightMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}
