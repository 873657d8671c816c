// The delivery worker (docs/domain.md "Message delivery"): runs the outbox queue's pass every pollMs, at once
// when this process writes a QUEUED message, and again straight away while passes find a full batch. Started by
// server.ts beside the clocks when some channel has a real provider; every process runs one.
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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let rerun = false;
  let stopped = false;

  const arm = (delayMs: number) => {
    if (stopped) {
      return;
    }
    if (timer) {
      clearTimeout(timer);
    }
    timer = setTimeout(() => {
      timer = null;
      void trigger();
    }, delayMs);
    timer.unref();
  };

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

  const trigger = (): Promise<void> => {
    if (stopped) {
      return Promise.resolve();
    }
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      let more: boolean;
      do {
        rerun = false;
        more = await pass();
      } while ((rerun || more) && !stopped);
      running = null;
      arm(pollMs);
    })();
    return running;
  };

  const onQueued = () => arm(WAKE_DELAY_MS);
  outboxQueued.on('queued', onQueued);
  void trigger();

  return {
    runNow: trigger,
    async stop() {
      stopped = true;
      outboxQueued.off('queued', onQueued);
      if (timer) {
        clearTimeout(timer);
      }
      timer = null;
      if (running) {
        await running;
      }
    },
  };
}
