// The dealer score and its tier (docs/domain.md "Dealer score and tiers", docs/decisions/038): the 90 days'
// measures (the trust card's where it has them), the tier they give with its cure period, the row in
// dealer_scores, every change in dealer_tier_changes, and the warning Alimtalk of a change down to 주의 / 제한.
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DAY_MS,
  DEALER_SCORE_THRESHOLDS,
  EMPTY_DEALER_SCORE,
  DEALER_SCORE_WINDOW_DAYS,
  DEALER_TIER_CURE_DAYS,
  DEALER_TIER_LABELS,
  DEALER_TIER_MESSAGES,
  RESTRICTED_MAX_ACTIVE_BIDS,
  formatDealerMeasure,
  measuredTierOf,
  measuresAtTier,
  tierSeverity,
  type DealerScore,
  type DealerScoreMeasures,
  type DealerTier,
  type DealerTrust,
} from '@autobid/shared';
import { dealerScores, dealerTierChanges, dealers, deals, titleTransfers } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import type { AlimtalkSender } from '../../providers/messaging';
import {
  batchScope,
  dealerMoments,
  dealerTrustOf,
  trustFrom,
  trustQueries,
  type DealerFigureScope,
  type DealerMoment,
  type TrustRows,
} from './dealer-trust';
import { SYSTEM_CANCEL_REASONS } from './cancel-reasons';
import { parsedJson } from '../../db/json-column';

export type DealerScoreDeps = { db: DbOrTx; alimtalk: AlimtalkSender; publicUrl: string };

type Measured = { measures: DealerScoreMeasures; completedDeals: number; recentDeals: number };

const round1 = (value: number) => Math.round(value * 10) / 10;
const median = (expression: ReturnType<typeof sql>) =>
  sql<number | null>`percentile_cont(0.5) within group (order by ${expression})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  );

/** The measures of each dealer over the last 90 days (docs/domain.md "Dealer score and tiers"). */
export async function measureDealers(
  db: DbOrTx,
  dealerIds: readonly number[],
  now: Date,
): Promise<Map<number, Measured>> {
  const ids = [...new Set(dealerIds)];
  const since = new Date(now.getTime() - DEALER_SCORE_WINDOW_DAYS * DAY_MS);
  const scope = batchScope(ids, dealerMoments(now, since));
  const queries = measureQueries(db, scope);
  const [trust, missed, transfers, confirms] = await Promise.all([
    dealerTrustOf(db, ids, now, { cancelSince: since }),
    queries.missed,
    queries.transfers,
    queries.confirms,
  ]);
  return measuredFrom(ids, trust, { missed, transfers, confirms });
}

/** The score's three grouped queries beside the trust card's, from `scoreSince` (`measuredFrom` reads them). */
function measureQueries(db: DbOrTx, scope: DealerFigureScope) {
  const { dealerIs, at } = scope;
  const since = (column: AnyPgColumn) => sql`${column} >= ${at('scoreSince')}`;
  return {
    missed: db
      .select({ dealerId: deals.dealerId, missed: count().as('missed') })
      .from(deals)
      .where(
        and(
          dealerIs(deals.dealerId),
          eq(deals.canceledBy, 'SYSTEM'),
          eq(deals.cancelReason, SYSTEM_CANCEL_REASONS.depositExpired),
          since(deals.canceledAt),
        ),
      )
      .groupBy(deals.dealerId),
    // Transfers confirmed in the window, and those past their due date still open (counted to now).
    transfers: db
      .select({
        dealerId: titleTransfers.dealerId,
        days: median(
          sql`extract(epoch from (coalesce(${titleTransfers.confirmedAt}, ${at('now')}) - ${deals.completedAt})) / 86400`,
        ).as('days'),
      })
      .from(titleTransfers)
      .innerJoin(deals, eq(deals.id, titleTransfers.dealId))
      .where(
        and(
          dealerIs(titleTransfers.dealerId),
          isNotNull(deals.completedAt),
          or(
            since(titleTransfers.confirmedAt),
            and(isNull(titleTransfers.confirmedAt), isNotNull(titleTransfers.delayedAt)),
          ),
        ),
      )
      .groupBy(titleTransfers.dealerId),
    confirms: db
      .select({
        dealerId: deals.dealerId,
        hours: median(sql`extract(epoch from (${deals.confirmedAt} - ${deals.selectedAt})) / 3600`).as(
          'hours',
        ),
      })
      .from(deals)
      .where(and(dealerIs(deals.dealerId), isNotNull(deals.confirmedAt), since(deals.selectedAt)))
      .groupBy(deals.dealerId),
  };
}

type MeasureQueries = ReturnType<typeof measureQueries>;
/** The rows of each of `measureQueries`. */
type MeasureRows = { [K in keyof MeasureQueries]: Awaited<MeasureQueries[K]> };

/** The measures of each of `ids` from its trust card and the rows of `measureQueries`. */
function measuredFrom(
  ids: readonly number[],
  trust: Map<number, DealerTrust>,
  rows: MeasureRows,
): Map<number, Measured> {
  const { missed, transfers, confirms } = rows;
  const result = new Map<number, Measured>();
  for (const id of ids) {
    const card = trust.get(id)!;
    result.set(id, {
      completedDeals: card.completedTrades,
      recentDeals: card.recentTrades,
      measures: {
        cancelRate: card.cancelRate,
        missedFeeWindows: 0,
        priceCutShare: card.priceCutShare,
        medianCutPercent: card.medianCutPercent,
        disputesLost: card.disputesLost,
        transferDays: null,
        confirmHours: null,
      },
    });
  }
  for (const row of missed) {
    result.get(row.dealerId)!.measures.missedFeeWindows = row.missed;
  }
  for (const row of transfers) {
    result.get(row.dealerId)!.measures.transferDays = row.days === null ? null : round1(row.days);
  }
  for (const row of confirms) {
    result.get(row.dealerId)!.measures.confirmHours = row.hours === null ? null : round1(row.hours);
  }
  return result;
}

type ScoreRow = typeof dealerScores.$inferSelect;

/**
 * The tier after a computation: a lower tier (주의, 제한) comes at once; a higher one only once the tier in
 * force has lasted the cure period (DEALER_TIER_CURE_DAYS from tierSince), then straight to what the measures give.
 */
export function nextSystemTier(
  current: DealerTier,
  measured: DealerTier,
  tierSince: Date,
  now: Date,
): DealerTier {
  if (tierSeverity(measured) >= tierSeverity(current)) {
    return measured;
  }
  const cured = now.getTime() - tierSince.getTime() >= DEALER_TIER_CURE_DAYS * DAY_MS;
  if (current === 'WATCH' || current === 'RESTRICTED') {
    return cured ? measured : current;
  }
  return measured;
}

const warningBody = (name: string, tier: DealerTier, measures: DealerScoreMeasures, recentDeals: number) => {
  const causes = measuresAtTier(measures, tier, recentDeals)
    .map((measure) => {
      const rule = DEALER_SCORE_THRESHOLDS.find((entry) => entry.measure === measure)!;
      return `${rule.label} ${formatDealerMeasure(measure, measures[measure])}`;
    })
    .join(', ');
  const limit =
    tier === 'RESTRICTED'
      ? ` ${DEALER_TIER_CURE_DAYS}일 동안 진행 중인 입찰은 동시에 ${RESTRICTED_MAX_ACTIVE_BIDS}건까지만 가능합니다.`
      : '';
  return `[오토비드] ${name}님의 딜러 등급이 ${DEALER_TIER_LABELS[tier]}(으)로 변경되었습니다. 최근 ${DEALER_SCORE_WINDOW_DAYS}일 지표: ${causes}.${limit} ${DEALER_TIER_CURE_DAYS}일이 지나고 지표가 기준 아래로 돌아오면 자동으로 일반 등급이 됩니다.`;
};

/** The score row of a dealer, created (일반) when missing, locked for the caller's transaction. */
async function lockScore(tx: Tx, dealerId: number, now: Date): Promise<ScoreRow> {
  await tx
    .insert(dealerScores)
    .values({ dealerId, tierSince: now, computedAt: now })
    .onConflictDoNothing({ target: dealerScores.dealerId });
  const [row] = await tx.select().from(dealerScores).where(eq(dealerScores.dealerId, dealerId)).for('update');
  return row!;
}

async function writeChange(
  tx: Tx,
  change: {
    dealerId: number;
    from: string;
    to: DealerTier;
    cause: 'SYSTEM' | 'OPERATOR';
    measures: DealerScoreMeasures;
    reason?: string;
    operatorId?: number | null;
    now: Date;
  },
) {
  await tx.insert(dealerTierChanges).values({
    dealerId: change.dealerId,
    fromTier: change.from,
    toTier: change.to,
    cause: change.cause,
    measures: change.measures,
    reason: change.reason ?? '',
    operatorId: change.operatorId ?? null,
    changedAt: change.now,
  });
}

/** Sends the warning of a change down to 주의 or 제한 (once: the change is written once, in the same transaction). */
async function warn(
  tx: Tx,
  deps: DealerScoreDeps,
  dealerId: number,
  tier: DealerTier,
  measures: DealerScoreMeasures,
  recentDeals: number,
) {
  if (tier !== 'WATCH' && tier !== 'RESTRICTED') {
    return;
  }
  const [dealer] = await tx
    .select({ name: dealers.name, phone: dealers.phoneNumber })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  if (!dealer) {
    return;
  }
  await deps.alimtalk(tx, {
    to: dealer.phone,
    template: 'DEALER_TIER_WARNING',
    body: warningBody(dealer.name, tier, measures, recentDeals),
    link: `${deps.publicUrl}/profile`,
    payload: { dealerId, tier },
  });
}

/**
 * Measures the dealer again and moves its tier (docs/domain.md "Dealer score and tiers"): called after each
 * event that changes a number, and nightly. Idempotent: the same events give the same row and no new change.
 */
export async function refreshDealerScore(
  deps: DealerScoreDeps,
  dealerId: number,
  now: Date,
): Promise<DealerTier> {
  const measured = (await measureDealers(deps.db, [dealerId], now)).get(dealerId)!;
  return writeScore(deps, dealerId, measured, now);
}

/**
 * refreshDealerScore for several dealers: measured in one pass (the measures read no score), then each written
 * as refreshDealerScore writes it (the demo seed, docs/decisions/020).
 */
export async function refreshDealerScores(
  deps: DealerScoreDeps,
  dealerIds: readonly number[],
  now: Date,
): Promise<void> {
  const measured = await measureDealers(deps.db, dealerIds, now);
  for (const dealerId of dealerIds) {
    await writeScore(deps, dealerId, measured.get(dealerId)!, now);
  }
}

/** The score row and tier of a dealer as measured, the change and its warning when the tier moves. */
async function writeScore(
  deps: DealerScoreDeps,
  dealerId: number,
  measured: Measured,
  now: Date,
): Promise<DealerTier> {
  const measuredTier = measuredTierOf(measured.measures, measured.completedDeals, measured.recentDeals);
  return deps.db.transaction(async (tx) => {
    const row = await lockScore(tx, dealerId, now);
    const current = row.tier as DealerTier;
    const measuredColumns = { measuredTier, measures: measured.measures, computedAt: now };
    // An override holds the tier in force until an operator lifts it; the measures are still kept.
    if (row.overrideTier) {
      await tx.update(dealerScores).set(measuredColumns).where(eq(dealerScores.dealerId, dealerId));
      return current;
    }
    const next = nextSystemTier(current, measuredTier, row.tierSince, now);
    const moved = next !== current;
    await tx
      .update(dealerScores)
      .set({ ...measuredColumns, tier: next, ...(moved ? { tierSince: now } : {}) })
      .where(eq(dealerScores.dealerId, dealerId));
    if (moved) {
      await writeChange(tx, {
        dealerId,
        from: current,
        to: next,
        cause: 'SYSTEM',
        measures: measured.measures,
        now,
      });
      if (tierSeverity(next) > tierSeverity(current)) {
        await warn(tx, deps, dealerId, next, measured.measures, measured.recentDeals);
      }
    }
    return next;
  });
}

/** The nightly pass: every approved dealer, one by one (each its own transaction). */
export async function refreshAllDealerScores(deps: DealerScoreDeps, now: Date): Promise<number> {
  const rows = await deps.db.select({ id: dealers.id }).from(dealers).where(isNotNull(dealers.approvedAt));
  for (const row of rows) {
    await refreshDealerScore(deps, row.id, now);
  }
  return rows.length;
}

/**
 * An operator's override (a tier, or null to lift it), with its reason, in the caller's transaction; the
 * change is written with cause OPERATOR. Answers the tier before and after.
 */
export async function overrideDealerTier(
  tx: Tx,
  input: { dealerId: number; tier: DealerTier | null; reason: string; operatorId: number | null; now: Date },
): Promise<{ from: DealerTier; to: DealerTier }> {
  const row = await lockScore(tx, input.dealerId, input.now);
  const from = row.tier as DealerTier;
  const to = input.tier ?? (row.measuredTier as DealerTier);
  await tx
    .update(dealerScores)
    .set({
      tier: to,
      overrideTier: input.tier,
      overrideReason: input.tier ? input.reason : '',
      overrideBy: input.tier ? input.operatorId : null,
      overrideAt: input.tier ? input.now : null,
      ...(from !== to ? { tierSince: input.now } : {}),
    })
    .where(eq(dealerScores.dealerId, input.dealerId));
  await writeChange(tx, {
    dealerId: input.dealerId,
    from,
    to,
    cause: 'OPERATOR',
    measures: row.measures as DealerScoreMeasures,
    reason: input.reason,
    operatorId: input.operatorId,
    now: input.now,
  });
  return { from, to };
}

const EMPTY_MEASURES: DealerScoreMeasures = EMPTY_DEALER_SCORE.measures;

/** What brings the dealer to the next tier up, as a sentence (the profile's `next`). */
function nextOf(
  tier: DealerTier,
  measures: DealerScoreMeasures,
  isNew: boolean,
  completedDeals: number,
  tierSince: Date,
  overridden: boolean,
  recentDeals: number,
): DealerScore['next'] {
  if (overridden) {
    return { tier: null, sentence: '운영자가 지정한 등급입니다.', earliestAt: null };
  }
  if (isNew) {
    return {
      tier: null,
      sentence: `${DEALER_TIER_MESSAGES.newDealer} 완료 거래 ${Math.max(0, 5 - completedDeals)}건을 더 하면 지표로 등급이 정해집니다.`,
      earliestAt: null,
    };
  }
  if (tier === 'WATCH' || tier === 'RESTRICTED') {
    const cured = new Date(tierSince.getTime() + DEALER_TIER_CURE_DAYS * DAY_MS);
    const goals = measuresAtTier(measures, 'WATCH', recentDeals).map((measure) => {
      const rule = DEALER_SCORE_THRESHOLDS.find((entry) => entry.measure === measure)!;
      return `${rule.label} ${formatDealerMeasure(measure, rule.watchAt)} 미만`;
    });
    const target: DealerTier = tier === 'RESTRICTED' && goals.length ? 'WATCH' : 'STANDARD';
    return {
      tier: target,
      sentence: goals.length
        ? `${goals.join(', ')}(으)로 낮추면 ${DEALER_TIER_CURE_DAYS}일 경과 후 ${DEALER_TIER_LABELS[target]} 등급이 됩니다.`
        : `지표가 회복되었습니다. ${DEALER_TIER_CURE_DAYS}일 경과 후 ${DEALER_TIER_LABELS[target]} 등급이 됩니다.`,
      earliestAt: cured.toISOString(),
    };
  }
  if (tier === 'STANDARD') {
    const goals = DEALER_SCORE_THRESHOLDS.filter(
      (rule) => (measures[rule.measure] ?? 0) > rule.excellentMax,
    ).map((rule) => `${rule.label} ${formatDealerMeasure(rule.measure, rule.excellentMax)} 이하`);
    return {
      tier: 'EXCELLENT',
      sentence: goals.length
        ? `${goals.join(', ')}(이)면 우수 등급이 됩니다.`
        : `최근 ${DEALER_SCORE_WINDOW_DAYS}일 완료 거래 5건 이상이면 우수 등급이 됩니다.`,
      earliestAt: null,
    };
  }
  return { tier: null, sentence: '가장 높은 등급입니다. 지표를 유지해주세요.', earliestAt: null };
}

/** The dealer's score as stored (the measures and counts measured now), for the profile and the console. */
export async function scoresOf(
  db: DbOrTx,
  dealerIds: readonly number[],
  now: Date,
): Promise<Map<number, DealerScore>> {
  const ids = [...new Set(dealerIds)];
  if (!ids.length) {
    return new Map();
  }
  const [rows, measured] = await Promise.all([
    db.select().from(dealerScores).where(inArray(dealerScores.dealerId, ids)),
    measureDealers(db, ids, now),
  ]);
  const byId = new Map(rows.map((row) => [row.dealerId, row]));
  return new Map(ids.map((id) => [id, scoreFrom(byId.get(id), measured.get(id)!, now)]));
}

/** A dealer's score from its stored row (none before its first computation) and its measures now. */
function scoreFrom(row: ScoreRow | undefined, m: Measured, now: Date): DealerScore {
  const tier = (row?.tier as DealerTier | undefined) ?? 'STANDARD';
  const measures = row ? { ...EMPTY_MEASURES, ...(row.measures as DealerScoreMeasures) } : m.measures;
  const isNew = m.completedDeals < 5;
  const tierSince = row?.tierSince ?? now;
  const overridden = Boolean(row?.overrideTier);
  return {
    tier,
    measuredTier: (row?.measuredTier as DealerTier | undefined) ?? 'STANDARD',
    measures,
    completedDeals: m.completedDeals,
    recentDeals: m.recentDeals,
    isNew,
    tierSince: tierSince.toISOString(),
    causes: measuresAtTier(measures, tier, m.recentDeals),
    next: nextOf(tier, measures, isNew, m.completedDeals, tierSince, overridden, m.recentDeals),
    overridden,
  };
}

/**
 * The call after an event that changes a dealer's numbers (a deal confirmed or cancelled, a fee window
 * missed, a claim accepted, a dispute decided, a transfer confirmed or delayed): measures the dealer again,
 * after the event's commit. A failure here leaves the event as it is; the nightly pass measures again.
 */
export async function scoreAfterEvent(
  ctx: { db: DbOrTx; alimtalk: AlimtalkSender; config: { PUBLIC_URL: string }; clock: { now(): Date } },
  dealerId: number,
): Promise<void> {
  try {
    await refreshDealerScore(
      { db: ctx.db, alimtalk: ctx.alimtalk, publicUrl: ctx.config.PUBLIC_URL },
      dealerId,
      ctx.clock.now(),
    );
  } catch {
    // The nightly pass (jobs/scheduler.ts) recomputes every dealer.
  }
}

/** The rows of the trust card's and the score's grouped queries for one dealer, as `oneDealerFigures` hands them. */
type FigureRows = TrustRows & MeasureRows;
type FigureRowsJson = { [K in keyof FigureRows]: Omit<FigureRows[K][number], 'dealerId'>[] };

const jsonRows = (query: SQLWrapper) => sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`;

/**
 * The ten grouped queries behind one dealer's score (`measureDealers`'s, the trust card's among them) as one json
 * column of the caller's prepared statement, its placeholders `dealerId` and those of `oneDealerMoments`: one
 * round trip instead of ten (docs/decisions/042). `scoreOfFigures` reads it.
 */
export function oneDealerFigures(on: DbOrTx): SQL<FigureRowsJson | string> {
  const scope: DealerFigureScope = {
    dealerIs: (column) => eq(column, sql.placeholder('dealerId')),
    at: (moment) => sql`${sql.placeholder(moment)}::timestamptz`,
  };
  const queries: Record<keyof FigureRows, SQLWrapper> = {
    ...trustQueries(on, { ...scope, cancelSince: true }),
    ...measureQueries(on, scope),
  };
  // The keys are this module's own names, written as literals.
  const fields = Object.entries(queries).map(
    ([key, query]) => sql`${sql.raw(`'${key}'`)}, ${jsonRows(query)}`,
  );
  return sql<FigureRowsJson | string>`json_build_object(${sql.join(fields, sql`, `)})`;
}

/** The values of `oneDealerFigures`'s instants for a score computed at `now`. */
export function oneDealerMoments(now: Date): Record<DealerMoment, string> {
  const moments = dealerMoments(now, new Date(now.getTime() - DEALER_SCORE_WINDOW_DAYS * DAY_MS));
  return Object.fromEntries(
    Object.entries(moments).map(([moment, at]) => [moment, at.toISOString()]),
  ) as Record<DealerMoment, string>;
}

/** One dealer's score (as `scoresOf` gives it) from its stored row and the column of `oneDealerFigures`. */
export function scoreOfFigures(
  dealerId: number,
  row: ScoreRow | null,
  figures: FigureRowsJson | string,
  now: Date,
): DealerScore {
  const json = parsedJson<FigureRowsJson>(figures);
  const rows = Object.fromEntries(
    Object.entries(json).map(([key, list]) => [key, list.map((entry) => ({ ...entry, dealerId }))]),
  ) as unknown as FigureRows;
  const ids = [dealerId];
  const measured = measuredFrom(ids, trustFrom(ids, rows), rows);
  return scoreFrom(row ?? undefined, measured.get(dealerId)!, now);
}
