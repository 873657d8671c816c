// The delivery queue (docs/domain.md "Message delivery", docs/decisions/030): the QUEUED outbox rows of the
// channels that have a real provider are claimed with FOR UPDATE SKIP LOCKED and a lease, handed to their
// channel's transport, and marked SENT, tried again after a back-off, or FAILED with the provider's reason.
// Every process may run it at once (PGlite or PostgreSQL): a row is claimed by one worker at a time, and every
// mark is fenced by the try's number, so a worker that lost its lease changes nothing.
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { notificationOutbox } from '../../db/schema';
import type { Db } from '../../db/types';
import type { DeliveryResult, DeliveryTransports, OutboxChannel, OutboxRow } from '../../providers/delivery';
import { writeToOutbox } from '../../providers/outbox';

/** Tries per message; the last failed try marks it FAILED. */
export const DELIVERY_MAX_ATTEMPTS = 8;
/** The wait after the n-th failed try (seconds): 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h. */
export const DELIVERY_BACKOFF_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14_400] as const;
/** How long a claimed row is this worker's; longer than a try's calls can take (each call times out). */
const DELIVERY_LEASE_SECONDS = 120;

export type DeliveryRunOptions = {
  transports: DeliveryTransports;
  /** Rows claimed (and sent side by side) per pass. */
  batchSize?: number;
  /** Tests only: judge due times and leases by this moment; omitted, the database's now(). */
  now?: Date;
  leaseSeconds?: number;
};

export type DeliveryRunResult = { claimed: number; sent: number[]; retried: number[]; failed: number[] };

class LeaseLost extends Error {}

const backoffSeconds = (attempts: number) =>
  DELIVERY_BACKOFF_SECONDS[Math.min(attempts, DELIVERY_BACKOFF_SECONDS.length) - 1] ?? 30;

/** The lease: half again the longest try of the transports, at least 5 s; DELIVERY_LEASE_SECONDS when unknown. */
function leaseSecondsOf(options: DeliveryRunOptions): number {
  if (options.leaseSeconds !== undefined) {
    return options.leaseSeconds;
  }
  const tries = Object.values(options.transports).map((transport) => transport?.maxTryMs);
  if (tries.some((ms) => ms === undefined)) {
    return DELIVERY_LEASE_SECONDS;
  }
  return Math.max(5, Math.ceil((Math.max(...(tries as number[])) * 1.5) / 1000));
}

/** Claims up to `limit` due rows of these channels for this worker: attempts + 1, leased. */
async function claimDue(
  db: Db,
  channels: OutboxChannel[],
  limit: number,
  now: SQL,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  const t = notificationOutbox;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.status, 'QUEUED'),
          inArray(t.channel, channels),
          lte(t.nextAttemptAt, now),
          or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
        ),
      )
      .orderBy(asc(t.nextAttemptAt), asc(t.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) {
      return [];
    }
    return tx
      .update(t)
      .set({
        attempts: sql`${t.attempts} + 1`,
        lockedUntil: sql`${now} + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          t.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** This try's rows only: still QUEUED and not claimed again since (the try's number is its fence). */
const fenced = (row: OutboxRow) =>
  and(
    eq(notificationOutbox.id, row.id),
    eq(notificationOutbox.status, 'QUEUED'),
    eq(notificationOutbox.attempts, row.attempts),
  );

/** Applies one try's result to its row; false when the lease was lost (another try owns the row now). */
async function mark(
  db: Db,
  row: OutboxRow,
  result: DeliveryResult,
  transports: DeliveryTransports,
  now: SQL,
): Promise<'sent' | 'retried' | 'failed' | null> {
  const t = notificationOutbox;
  const answer = result.answer.slice(0, 1000);
  if (result.kind === 'sent') {
    const done = await db
      .update(t)
      .set({
        status: 'SENT',
        providerMessageId: result.providerMessageId ?? row.providerMessageId,
        lastAnswer: answer,
        sentAt: now,
        lockedUntil: null,
        nextAttemptAt: null,
      })
      .where(fenced(row))
      .returning({ id: t.id });
    return done.length > 0 ? 'sent' : null;
  }
  if (result.kind === 'retry' && row.attempts < DELIVERY_MAX_ATTEMPTS) {
    const done = await db
      .update(t)
      .set({
        lastAnswer: answer,
        lockedUntil: null,
        nextAttemptAt: sql`${now} + make_interval(secs => ${backoffSeconds(row.attempts)})`,
      })
      .where(fenced(row))
      .returning({ id: t.id });
    return done.length > 0 ? 'retried' : null;
  }
  const reason = result.kind === 'retry' ? `${DELIVERY_MAX_ATTEMPTS}회 시도 후 실패: ${answer}` : answer;
  return db.transaction(async (tx) => {
    const done = await tx
      .update(t)
      .set({ status: 'FAILED', lastAnswer: reason.slice(0, 1000), lockedUntil: null, nextAttemptAt: null })
      .where(fenced(row))
      .returning({ id: t.id });
    if (done.length === 0) {
      return null;
    }
    if (result.kind === 'refused' && result.smsFallback && row.channel === 'ALIMTALK') {
      // The Alimtalk's text as an SMS (its link appended), through the SMS channel's provider.
      await writeToOutbox(
        tx,
        {
          channel: 'SMS',
          to: row.recipient,
          template: row.template,
          body: row.link ? `${row.body}\n${row.link}` : row.body,
          payload: { ...row.payload, fallbackOf: row.id },
        },
        transports.SMS,
      );
    }
    return 'failed';
  });
}

/** One pass: claims the due rows, delivers them side by side, marks each. */
export async function deliverDueMessages(db: Db, options: DeliveryRunOptions): Promise<DeliveryRunResult> {
  const channels = (Object.keys(options.transports) as OutboxChannel[]).filter((c) => options.transports[c]);
  const result: DeliveryRunResult = { claimed: 0, sent: [], retried: [], failed: [] };
  if (channels.length === 0) {
    return result;
  }
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const rows = await claimDue(db, channels, options.batchSize ?? 10, now, leaseSecondsOf(options));
  result.claimed = rows.length;
  await Promise.all(
    rows.map(async (row) => {
      const transport = options.transports[row.channel as OutboxChannel]!;
      let outcome: DeliveryResult;
      try {
        outcome = await transport.deliver(row, {
          async remember(handle) {
            const kept = await db
              .update(notificationOutbox)
              .set({ providerMessageId: handle })
              .where(fenced(row))
              .returning({ id: notificationOutbox.id });
            if (kept.length === 0) {
              throw new LeaseLost(`outbox ${row.id}: lease lost`);
            }
          },
        });
      } catch (error) {
        if (error instanceof LeaseLost) {
          return;
        }
        outcome = {
          kind: 'retry',
          answer: `전송 오류: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      const marked = await mark(db, row, outcome, options.transports, now);
      if (marked) {
        result[marked].push(row.id);
      }
    }),
  );
  return result;
}
