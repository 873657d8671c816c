// The daily retention job (docs/domain.md "Retention"): at RETENTION_HOUR_KST every day (or at the first pass
// after it, when no server was running then) the map runs once across all processes; its result is logged.
import { DAY_MS, HOUR_MS, startOfKstDay } from '@autobid/shared';
import type { FastifyBaseLogger } from 'fastify';
import {
  runRetention,
  type RetentionDeps,
  type RetentionResult,
} from '../modules/retention/retention.public';

/** 04:00 Asia/Seoul: the quietest hour, after the night's auctions closed and before the 09:00 opening. */
export const RETENTION_HOUR_KST = 4;

/** The latest daily slot at or before `now`: today's 04:00 Asia/Seoul, or yesterday's before it. */
export function retentionSlotOf(now: Date): Date {
  const today = startOfKstDay(now).getTime() + RETENTION_HOUR_KST * HOUR_MS;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** Runs the map for the slot of `now` unless a run already started in it (any process); logs what it did. */
export async function runDailyRetention(
  deps: RetentionDeps & { logger: Pick<FastifyBaseLogger, 'info' | 'error'> },
  now: Date,
): Promise<RetentionResult> {
  const result = await runRetention(deps, { now, since: retentionSlotOf(now) });
  logRetention(deps.logger, result);
  return result;
}

export function logRetention(
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>,
  result: RetentionResult,
): void {
  if (result.status === 'DONE') {
    logger.info({ runId: result.runId, counts: result.counts }, 'retention: run done');
  } else if (result.status === 'FAILED') {
    logger.error(
      { runId: result.runId, counts: result.counts, error: result.error },
      'retention: run failed',
    );
  }
}
