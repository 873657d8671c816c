// Runs the auction and deal clocks at start (catch-up), then every intervalMs, plus an exact timer for the next deadline.
import { kstDayKey } from '@autobid/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/types';
import type { Clock } from '../lib/clock';
import { newId } from '../lib/request-id';
import { sendClosingAlerts } from '../modules/auctions/auctions.public';
import { endDueRelays } from '../modules/contact-relays/contact-relays.public';
import { openingOfDay, runSavedSearchDigest } from '../modules/saved-searches/saved-searches.public';
import { createLocalContactRelay, type ContactRelayProvider } from '../providers/contact-relay';
import type { EInvoiceProvider } from '../providers/e-invoice';
import type { AlimtalkSender } from '../providers/messaging';
import type { FileStorage } from '../providers/storage';
import type { AuctionEvents } from '../realtime/auction-events';
import { msUntilNextAuctionTransition, runAuctionClock, type AuctionClockResult } from './auction-clock';
import { msUntilNextDealDeadline, runDealClock } from './deal-clock';
import { msUntilNextTransferDeadline, runTransferClock } from './transfer-clock';
import { runUploadCleanup, UPLOAD_CLEANUP_INTERVAL_MS, type UploadCleanupOptions } from './upload-cleanup';
import { retentionSlotOf, runDailyRetention } from './retention';
import { dealerScoreSlotOf, refreshAllDealerScores, rescoreDealersOfAuctions } from './dealer-scores';

export const DEFAULT_SCHEDULER_INTERVAL_MS = 5000;
/** Timers fire a hair late rather than early: a pass that finds nothing due would just wait again. */
const DEADLINE_MARGIN_MS = 2;

export type SchedulerLogger = Pick<FastifyBaseLogger, 'info' | 'error' | 'debug'> &
  Partial<Pick<FastifyBaseLogger, 'child'>>;

/** The scheduler's jobs, as they are named on log lines and in the metrics (docs/decisions/034). */
export type SchedulerJob = 'clock' | 'upload-cleanup' | 'retention' | 'saved-search-digest' | 'dealer-scores';

/** One run of a job: its own id (on each of its log lines), how late it started against its due time, how long it took. */
export type JobRun = {
  job: SchedulerJob;
  runId: string;
  /** Milliseconds between the run's due time and its start; null for a run with no due time (the catch-up pass, runNow). */
  lagMs: number | null;
  durationMs: number;
  ok: boolean;
};

/** The logger of one run: every line carries the job and the run's id (a bare logger in tests stays as it is). */
function runLogger(logger: SchedulerLogger, job: SchedulerJob, runId: string): SchedulerLogger {
  return logger.child ? logger.child({ job, jobRunId: runId }) : logger;
}

export type SchedulerOptions = {
  db: DbOrTx;
  auctionEvents: Pick<AuctionEvents, 'emitAuctionUpdate'>;
  /** Tests only: judge deadlines by this clock. Omitted, the database's now() decides. */
  clock?: Clock;
  logger: SchedulerLogger;
  /** The longest the scheduler sleeps between passes. */
  intervalMs?: number;
  /**
   * How long after start the catch-up pass waits (default 0: at once). The server passes a short wait so that
   * its first answers are not queued behind the pass's statements on the embedded database (docs/decisions/020).
   */
  firstPassDelayMs?: number;
  selectWindowHours?: number;
  /** PUBLIC_URL, the base of the code links in the deal clock's notices (server.ts passes config.PUBLIC_URL). */
  publicUrl?: string;
  /** Sends the auction and deal clocks' notices (server.ts passes the context's Alimtalk provider). */
  alimtalk: AlimtalkSender;
  /** Relay numbers: the deal clock's fee payments allocate them, the relay job ends them (server.ts passes the context's). */
  contactRelay?: ContactRelayProvider;
  /** Issues the tax invoice of a fee the deal clock finds paid (server.ts passes the context's). */
  eInvoice?: EInvoiceProvider;
  /** Deletes orphan uploads once an hour (server.ts passes the storage and UPLOAD_ORPHAN_HOURS); omitted, never. */
  uploadCleanup?: UploadCleanupOptions;
  /** Runs the retention map daily at 04:00 Asia/Seoul (server.ts passes the storage); omitted, never. */
  retention?: { storage: Pick<FileStorage, 'delete'> };
  /** Called after every successful pass (tests, metrics). */
  onPass?: (result: AuctionClockResult) => void;
  /** Called after every run of a job, failed or not (server.ts passes the app's metrics). */
  onJobRun?: (run: JobRun) => void;
};

export type Scheduler = {
  /** Runs a pass now, or, when one is running, once more right after it; resolves when that pass is done. */
  runNow(): Promise<void>;
  /** Stops every timer and waits for a pass in progress; later calls to runNow do nothing. */
  stop(): Promise<void>;
};

/**
 * One timer, always armed for min(intervalMs, time to the next deadline), so an auction or a deal changes state
 * within milliseconds of its deadline while a quiet database is still polled every intervalMs (which
 * also picks up auctions another process approved or edited). Passes never overlap: a trigger that
 * arrives during a pass is folded into a single follow-up pass. Every process may run a scheduler; the
 * conditional UPDATEs make the extra passes harmless.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const intervalMs = options.intervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS;
  const { db, logger } = options;
  const scoreDeps = { db, alimtalk: options.alimtalk, publicUrl: options.publicUrl ?? '' };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let rerun = false;
  let stopped = false;
  let lastCleanupMs: number | null = null;
  let lastRetentionSlotMs: number | null = null;
  /** The Seoul day whose saved-search digest this process has run. */
  let lastDigestDay: string | null = null;
  let lastScoreSlotMs: number | null = null;
  /** When the armed timer was due to fire; taken by the pass it starts (its lag). */
  let timerDueMs: number | null = null;
  let firedDueMs: number | null = null;

  /** Runs one job with a logger of its own run and reports it; `run` answers whether it succeeded. */
  const runJob = async <T>(
    job: SchedulerJob,
    lagMs: number | null,
    run: (log: SchedulerLogger) => Promise<{ ok: boolean; value: T }>,
  ): Promise<T> => {
    const runId = newId();
    const startedMs = Date.now();
    const log = runLogger(logger, job, runId);
    const outcome = await run(log);
    const durationMs = Date.now() - startedMs;
    log.debug({ lagMs, durationMs, ok: outcome.ok }, 'job run done');
    options.onJobRun?.({ job, runId, lagMs, durationMs, ok: outcome.ok });
    return outcome.value;
  };

  /**
   * The retention job once per daily slot (docs/domain.md "Retention"): the first pass at or after 04:00
   * Asia/Seoul tries it, and the run starts only where no process started one in the slot yet.
   */
  const retainDaily = async () => {
    const retention = options.retention;
    const now = options.clock?.now() ?? new Date();
    const slot = retentionSlotOf(now).getTime();
    if (!retention || lastRetentionSlotMs === slot) {
      return;
    }
    lastRetentionSlotMs = slot;
    // Due at its slot (04:00 Asia/Seoul): a process that was down then runs it late, and says how late.
    await runJob('retention', Math.max(0, now.getTime() - slot), async (log) => {
      try {
        await runDailyRetention({ db, storage: retention.storage, logger: log }, now);
        return { ok: true, value: undefined };
      } catch (error) {
        log.error({ err: error }, 'retention job failed');
        return { ok: false, value: undefined };
      }
    });
  };

  /**
   * The dealer scores' nightly pass once per daily slot (03:00 Asia/Seoul, docs/domain.md "Dealer score and
   * tiers"); every process may run it, the score's row lock makes the second run change nothing.
   */
  const scoreNightly = async () => {
    const now = options.clock?.now() ?? new Date();
    const slot = dealerScoreSlotOf(now).getTime();
    if (lastScoreSlotMs === slot) {
      return;
    }
    // A process starting mid-slot leaves that slot to the events' own calls; it runs from the next 03:00.
    const starting = lastScoreSlotMs === null;
    lastScoreSlotMs = slot;
    if (starting) {
      return;
    }
    await runJob('dealer-scores', Math.max(0, now.getTime() - slot), async (log) => {
      try {
        const dealers = await refreshAllDealerScores(scoreDeps, now);
        log.info({ dealers }, 'dealer scores computed');
        return { ok: true, value: undefined };
      } catch (error) {
        log.error({ err: error }, 'dealer scores failed');
        return { ok: false, value: undefined };
      }
    });
  };

  /**
   * The saved searches' digest once per Seoul day, in the first pass at or after the day's 09:00 (after the
   * clock opened the day's auctions); every process may run it, the (dealer, day) claim sends each digest once
   * (docs/domain.md "Saved searches").
   */
  const digestDaily = async () => {
    const now = options.clock?.now() ?? new Date();
    const day = kstDayKey(now);
    const opening = openingOfDay(day).getTime();
    if (lastDigestDay === day || now.getTime() < opening) {
      return;
    }
    await runJob('saved-search-digest', Math.max(0, now.getTime() - opening), async (log) => {
      try {
        const run = await runSavedSearchDigest(db, {
          alimtalk: options.alimtalk,
          publicUrl: options.publicUrl ?? '',
          now,
        });
        lastDigestDay = day;
        if (run.sent.length > 0) {
          log.info({ day, dealers: run.sent.length }, 'saved-search digest sent');
        }
        return { ok: true, value: undefined };
      } catch (error) {
        // The next pass tries again: a dealer already claimed is not sent twice.
        log.error({ err: error }, 'saved-search digest failed');
        return { ok: false, value: undefined };
      }
    });
  };

  /** The orphan-upload job, at most once per UPLOAD_CLEANUP_INTERVAL_MS; its failure does not stop the clocks. */
  const cleanUploads = async () => {
    const cleanup = options.uploadCleanup;
    const now = options.clock?.now() ?? new Date();
    if (!cleanup || (lastCleanupMs !== null && now.getTime() - lastCleanupMs < UPLOAD_CLEANUP_INTERVAL_MS)) {
      return;
    }
    const lagMs =
      lastCleanupMs === null ? null : Math.max(0, now.getTime() - lastCleanupMs - UPLOAD_CLEANUP_INTERVAL_MS);
    lastCleanupMs = now.getTime();
    await runJob('upload-cleanup', lagMs, async (log) => {
      try {
        const removed = await runUploadCleanup(db, { ...cleanup, now });
        if (removed.length > 0) {
          log.info({ removed: removed.length }, 'upload cleanup: orphan uploads deleted');
        }
        return { ok: true, value: undefined };
      } catch (error) {
        log.error({ err: error }, 'upload cleanup failed');
        return { ok: false, value: undefined };
      }
    });
  };

  /** Ends the relays whose end is due (docs/domain.md "Contact relay"); its failure does not stop the clocks. */
  const endRelays = async (log: SchedulerLogger) => {
    try {
      const now = options.clock?.now() ?? new Date();
      const ended = await endDueRelays(db, options.contactRelay ?? createLocalContactRelay(), now);
      if (ended.length > 0) {
        log.info({ ended: ended.map((relay) => relay.id) }, 'relay clock: relays ended');
      }
      return true;
    } catch (error) {
      log.error({ err: error }, 'relay clock failed');
      return false;
    }
  };

  /** Sends the liked auctions' closing alerts now due (docs/domain.md "Closing alerts"); its failure does not stop the clocks. */
  const alertClosing = async (log: SchedulerLogger) => {
    try {
      const sent = await sendClosingAlerts(db, {
        alimtalk: options.alimtalk,
        publicUrl: options.publicUrl ?? '',
        now: options.clock?.now(),
      });
      if (sent.length > 0) {
        log.info({ sent: sent.length }, 'closing alerts sent');
      }
      return true;
    } catch (error) {
      log.error({ err: error }, 'closing alerts failed');
      return false;
    }
  };

  const arm = (delayMs: number) => {
    if (stopped) {
      return;
    }
    if (timer) {
      clearTimeout(timer);
    }
    timerDueMs = Date.now() + delayMs;
    timer = setTimeout(() => {
      timer = null;
      firedDueMs = timerDueMs;
      void trigger();
    }, delayMs);
    // The HTTP server keeps the process alive; the clock alone must not.
    timer.unref();
  };

  /** The clocks' pass; with `lagMs` null when no timer started it (the catch-up pass, runNow). */
  const pass = async () => {
    const lagMs = firedDueMs === null ? null : Math.max(0, Date.now() - firedDueMs);
    firedDueMs = null;
    const nextDelay = await runJob('clock', lagMs, async (log) => {
      const result = await clockPass(log);
      const relaysOk = await endRelays(log);
      const alertsOk = await alertClosing(log);
      return { ok: result.ok && relaysOk && alertsOk, value: result.nextDelay };
    });
    await digestDaily();
    await cleanUploads();
    await retainDaily();
    await scoreNightly();
    return nextDelay;
  };

  const clockPass = async (log: SchedulerLogger) => {
    let nextDelay = intervalMs;
    let ok = true;
    try {
      const now = options.clock?.now();
      const result = await runAuctionClock(db, {
        events: options.auctionEvents,
        now,
        selectWindowHours: options.selectWindowHours,
        alimtalk: options.alimtalk,
        publicUrl: options.publicUrl,
      });
      if (result.opened.length > 0 || result.closed.length > 0) {
        log.info(
          { opened: result.opened.map((a) => a.id), closed: result.closed.map((a) => a.id) },
          'auction clock: status changes',
        );
      }
      const dealResult = await runDealClock(db, {
        events: options.auctionEvents,
        now: options.clock?.now(),
        publicUrl: options.publicUrl ?? '',
        alimtalk: options.alimtalk,
        contactRelay: options.contactRelay,
        eInvoice: options.eInvoice,
        selectWindowHours: options.selectWindowHours,
      });
      if (Object.values(dealResult).some((auctionIds) => auctionIds.length > 0)) {
        log.info(dealResult, 'deal clock: deadlines applied');
      }
      const transferResult = await runTransferClock(db, {
        events: options.auctionEvents,
        now: options.clock?.now(),
        notices: {
          publicUrl: options.publicUrl ?? '',
          alimtalk: options.alimtalk,
          contactRelay: options.contactRelay ?? createLocalContactRelay(),
        },
      });
      if (Object.values(transferResult).some((auctionIds) => auctionIds.length > 0)) {
        log.info(transferResult, 'transfer clock: deadlines applied');
      }
      // The dealers whose numbers these moves changed are measured again (docs/domain.md "Dealer score and tiers").
      await rescoreDealersOfAuctions(
        scoreDeps,
        [
          ...dealResult.depositExpired,
          ...dealResult.noProgress,
          ...transferResult.delayed,
          ...transferResult.autoConfirmed,
        ],
        options.clock?.now() ?? new Date(),
      );
      options.onPass?.(result);
      const untilNext = [
        await msUntilNextAuctionTransition(db, options.clock?.now()),
        await msUntilNextDealDeadline(db, options.clock?.now()),
        await msUntilNextTransferDeadline(db, options.clock?.now()),
      ].filter((ms): ms is number => ms !== null);
      if (untilNext.length) {
        nextDelay = Math.min(intervalMs, Math.min(...untilNext) + DEADLINE_MARGIN_MS);
      }
    } catch (error) {
      // A database hiccup must not take the server down; the next pass retries.
      log.error({ err: error }, 'auction clock pass failed');
      ok = false;
    }
    return { nextDelay, ok };
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
      let delay: number;
      do {
        rerun = false;
        delay = await pass();
      } while (rerun && !stopped);
      running = null;
      arm(delay);
    })();
    return running;
  };

  // Catch-up: the first pass closes and opens everything that fell due while no server was running.
  if (options.firstPassDelayMs) {
    arm(options.firstPassDelayMs);
  } else {
    void trigger();
  }

  return {
    runNow: trigger,
    async stop() {
      stopped = true;
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
