// The delivery worker (docs/domain.md "Message delivery"): one loop that runs the outbox queue's pass, then sleeps
// pollMs; a QUEUED message written by this process ends the sleep early, and a pass that found a full batch goes
// round again at once. Started by server.ts beside the clocks when some channel has a real provider; every
// process runs one.
import type { Db } from '../db/types';
import { deliverDueMessages, type DeliveryRunResult } from '../modules/outbox/outbox.public';
import type { DeliveryTransports } from '../providers/delivery';
import { outboxQueued } from '../providers/outbox';
import type { SchedulerLogger } from './scheduler';

export const DEFAULT_DELIVERY_POLL_MS = 1000;
/** After a message is written, wait this long for the writer's transaction to commit before looking. */
const WAKE_DELAY_MS = 30;

export type OutboxDeliveryOptions = {
  db: Db;
  transports: DeliveryTransports;
  logger: SchedulerLogger;
  pollMs?: number;
  batchSize?: number;
  /** Called after every pass (tests). */
  onPass?: (result: DeliveryRunResult) => void;
};

export type OutboxDelivery = {
  /** Runs a pass now (or once more after the one running); resolves when it is done. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
};

export function startOutboxDelivery(options: OutboxDeliveryOptions): OutboxDelivery {
  const pollMs = options.pollMs ?? DEFAULT_DELIVERY_POLL_MS;
  const batchSize = options.batchSize ?? 10;
  if (Object.values(options.transports).every((transport) => !transport)) {
    return { runNow: () => Promise.resolve(), stop: () => Promise.resolve() };
  }
  let stopped = false;
  /** A wake-up asked for while a pass ran: the loop goes round again instead of sleeping. */
  let again = false;
  /** Ends the current sleep early, when the loop sleeps. */
  let wake: (() => void) | null = null;
  /** runNow's callers: waiting for a pass that starts after their call, and for the pass under way. */
  let waiting: (() => void)[] = [];
  let inPass: (() => void)[] = [];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      // The HTTP server keeps the process alive; the worker alone must not.
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const pass = async (): Promise<boolean> => {
    try {
      const result = await deliverDueMessages(options.db, { transports: options.transports, batchSize });
      if (result.failed.length > 0) {
        options.logger.error({ failed: result.failed }, 'outbox delivery: messages failed');
      }
      if (result.sent.length > 0 || result.retried.length > 0) {
        options.logger.info({ sent: result.sent, retried: result.retried }, 'outbox delivery: pass');
      }
      options.onPass?.(result);
      return result.claimed >= batchSize;
    } catch (error) {
      // A database hiccup must not take the server down; the next pass retries.
      options.logger.error({ err: error }, 'outbox delivery pass failed');
      return false;
    }
  };

  const loop = (async () => {
    while (!stopped) {
      [inPass, waiting] = [waiting, []];
      again = false;
      // A full batch: more is due at once.
      const more = await pass();
      for (const resolve of inPass) {
        resolve();
      }
      inPass = [];
      if (!more && !again && waiting.length === 0 && !stopped) {
        await sleep(pollMs);
      }
    }
    for (const resolve of waiting) {
      resolve();
    }
  })();

  const wakeUp = () => {
    again = true;
    wake?.();
  };
  // This process wrote a message: look once its transaction has had time to commit.
  const onQueued = () => setTimeout(wakeUp, WAKE_DELAY_MS).unref();
  outboxQueued.on('queued', onQueued);

  return {
    runNow() {
      if (stopped) {
        return Promise.resolve();
      }
      const done = new Promise<void>((resolve) => waiting.push(resolve));
      wakeUp();
      return done;
    },
    async stop() {
      stopped = true;
      outboxQueued.off('queued', onQueued);
      wake?.();
      await loop;
    },
  };
}
