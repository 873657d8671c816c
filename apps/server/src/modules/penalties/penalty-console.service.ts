// The console's penalties screen (docs/domain.md "Penalties"): every penalty with its cause, lifting or
// extending a ban (the dealer's later bans re-chained, dealers.penaltyExpiredAt recomputed), and sellers'
// reports of dealers with the operator's decision. Each action: one transaction, one audit row.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_DEALER_MESSAGES,
  formatDotDateTime,
  PENALTY_KIND_LABELS,
  PENALTY_STATE_LABELS,
  REPORT_DECISION_LABELS,
  type AdminPenaltiesQuery,
  type AdminPenalty,
  type AdminReport,
  type AdminReportDecideRequest,
  type AdminReportsQuery,
  type PagedList,
  type PenaltyKind,
  type PenaltyState,
  type ReportDecision,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { auctions, dealers, penalties, reports, sellers } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { pageOf } from '../../lib/paging';
import { containsPattern } from '../../lib/search-pattern';
import { activeBanEnd, type DealerRow } from '../access/access-policy';
import { writeAudit, type AuditActor, type AuditValues } from '../audit/audit.public';
import { rechain, type ChainBan } from './ban-chain';
import { clearSuspension, lockDealer } from './suspension';

const DAY_MS = 24 * 3600 * 1000;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'alimtalk' | 'sessions'>;
type PenaltyRow = typeof penalties.$inferSelect;

const conflict = (message: string) => new AppError('ADMIN_CONFLICT', message);

export function penaltyState(row: PenaltyRow, now: Date): PenaltyState {
  if (row.banDays <= 0 || !row.startsAt || !row.expiresAt) {
    return 'RECORDED';
  }
  if (row.liftedAt) {
    return 'LIFTED';
  }
  if (row.expiresAt <= now) {
    return 'ENDED';
  }
  return row.startsAt > now ? 'SCHEDULED' : 'RUNNING';
}

const dealerSearch = (q: string | undefined): SQL | undefined => {
  if (!q) {
    return undefined;
  }
  const pattern = containsPattern(q);
  return or(
    ilike(dealers.username, pattern),
    ilike(dealers.name, pattern),
    ilike(dealers.agencyName, pattern),
  );
};

const dealerRef = {
  id: dealers.id,
  username: dealers.username,
  name: dealers.name,
  agencyName: dealers.agencyName,
};

/** A ban that is still to run (not lifted, not over): the chain lift and extend lay out again. */
const stillRunning = (now: Date) =>
  and(
    gt(penalties.banDays, 0),
    isNull(penalties.liftedAt),
    isNotNull(penalties.startsAt),
    gt(penalties.expiresAt, now),
  );

/**
 * The dealer of a penalty or a report, its row locked before anything of it is read: every penalty and report
 * of a dealer is written under that lock, so one filed at the same moment waits. 404 `missing` when no row.
 */
async function lockDealerOf(
  tx: Tx,
  table: typeof penalties | typeof reports,
  id: number,
  missing: string,
): Promise<DealerRow> {
  const [owner] = await tx.select({ dealerId: table.dealerId }).from(table).where(eq(table.id, id));
  if (!owner) {
    throw new AppError('ADMIN_NOT_FOUND', missing);
  }
  return lockDealer(tx, owner.dealerId);
}

export function createPenaltyConsoleService(ctx: Ctx) {
  async function penaltyRows(where: SQL | undefined, order: SQL[], page?: { size: number; offset: number }) {
    const query = ctx.db
      .select({
        penalty: penalties,
        dealer: { ...dealerRef, penaltyExpiredAt: dealers.penaltyExpiredAt },
        auction: { id: auctions.id, model: auctions.model },
      })
      .from(penalties)
      .innerJoin(dealers, eq(dealers.id, penalties.dealerId))
      .leftJoin(auctions, eq(auctions.id, penalties.auctionId))
      .where(where)
      .orderBy(...order);
    const rows = page ? await query.limit(page.size).offset(page.offset) : await query;
    const now = ctx.clock.now();
    return rows.map(({ penalty, dealer, auction }): AdminPenalty => {
      const state = penaltyState(penalty, now);
      const { penaltyExpiredAt, ...who } = dealer;
      return {
        id: penalty.id,
        kind: penalty.kind as PenaltyKind,
        kindLabel: PENALTY_KIND_LABELS[penalty.kind as PenaltyKind] ?? penalty.kind,
        state,
        stateLabel: PENALTY_STATE_LABELS[state],
        reason: penalty.reason,
        banDays: penalty.banDays,
        startsAt: toIso(penalty.startsAt),
        expiresAt: toIso(penalty.expiresAt),
        liftedAt: toIso(penalty.liftedAt),
        createdAt: penalty.createdAt.toISOString(),
        auction: auction ? { id: auction.id, model: auction.model } : null,
        dealer: { ...who, banEndsAt: toIso(activeBanEnd({ penaltyExpiredAt }, now)) },
      };
    });
  }

  async function onePenalty(id: number): Promise<AdminPenalty> {
    const [row] = await penaltyRows(eq(penalties.id, id), [asc(penalties.id)]);
    if (!row) {
      throw new AppError('ADMIN_NOT_FOUND', ADMIN_DEALER_MESSAGES.penaltyNotFound);
    }
    return row;
  }

  /**
   * Lifts (ends now) or extends one running or waiting ban: the dealer's row is locked first (as every
   * penalty is recorded, penalties.ts), the dealer's chain is laid out again from now and its end becomes
   * dealers.penaltyExpiredAt; the audit row keeps the ends before and after, the moved bans too.
   */
  async function adjust(
    id: number,
    reason: string,
    actor: AuditActor,
    extendDays: number | null,
  ): Promise<AdminPenalty> {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const dealer = await lockDealerOf(tx, penalties, id, ADMIN_DEALER_MESSAGES.penaltyNotFound);
      const [penalty] = await tx.select().from(penalties).where(eq(penalties.id, id));
      if (!penalty?.startsAt || !penalty.expiresAt || penalty.banDays <= 0) {
        throw conflict(ADMIN_DEALER_MESSAGES.notABan);
      }
      if (penalty.liftedAt) {
        throw conflict(ADMIN_DEALER_MESSAGES.banLifted);
      }
      if (penalty.expiresAt <= now) {
        throw conflict(ADMIN_DEALER_MESSAGES.banEnded);
      }
      const chain: ChainBan[] = (
        await tx
          .select({ id: penalties.id, startsAt: penalties.startsAt, expiresAt: penalties.expiresAt })
          .from(penalties)
          .where(and(eq(penalties.dealerId, dealer.id), stillRunning(now)))
      ).map((ban) => ({ id: ban.id, startsAt: ban.startsAt!, expiresAt: ban.expiresAt! }));
      const target = { startsAt: penalty.startsAt, expiresAt: penalty.expiresAt };
      const laid = rechain(
        extendDays === null
          ? chain.filter((ban) => ban.id !== id)
          : chain.map((ban) =>
              ban.id === id
                ? { ...ban, expiresAt: new Date(ban.expiresAt.getTime() + extendDays * DAY_MS) }
                : ban,
            ),
        now,
      );
      const before: AuditValues = {};
      const after: AuditValues = {};
      if (extendDays === null) {
        const startsAt = target.startsAt > now ? now : target.startsAt;
        await tx
          .update(penalties)
          .set({ liftedAt: now, expiresAt: now, startsAt })
          .where(eq(penalties.id, id));
        Object.assign(before, { expiresAt: target.expiresAt, liftedAt: null });
        Object.assign(after, { expiresAt: now, liftedAt: now });
      } else {
        const extended = laid.bans.find((ban) => ban.id === id)!;
        await tx
          .update(penalties)
          .set({
            startsAt: extended.startsAt,
            expiresAt: extended.expiresAt,
            banDays: penalty.banDays + extendDays,
          })
          .where(eq(penalties.id, id));
        Object.assign(before, { expiresAt: target.expiresAt, banDays: penalty.banDays });
        Object.assign(after, { expiresAt: extended.expiresAt, banDays: penalty.banDays + extendDays });
      }
      const moved = laid.bans.filter((ban) => {
        const was = chain.find((old) => old.id === ban.id)!;
        return (
          ban.id !== id &&
          (was.startsAt.getTime() !== ban.startsAt.getTime() ||
            was.expiresAt.getTime() !== ban.expiresAt.getTime())
        );
      });
      for (const ban of moved) {
        await tx
          .update(penalties)
          .set({ startsAt: ban.startsAt, expiresAt: ban.expiresAt })
          .where(eq(penalties.id, ban.id));
      }
      if (moved.length) {
        before.chainedBans = moved.map((ban) => {
          const was = chain.find((old) => old.id === ban.id)!;
          return { id: ban.id, startsAt: was.startsAt.toISOString(), expiresAt: was.expiresAt.toISOString() };
        });
        after.chainedBans = moved.map((ban) => ({
          id: ban.id,
          startsAt: ban.startsAt.toISOString(),
          expiresAt: ban.expiresAt.toISOString(),
        }));
      }
      const banEnd = laid.end ?? (activeBanEnd(dealer, now) ? now : dealer.penaltyExpiredAt);
      await tx
        .update(dealers)
        .set({ penaltyExpiredAt: banEnd, updatedAt: now })
        .where(eq(dealers.id, dealer.id));
      before.dealerBanEndsAt = dealer.penaltyExpiredAt;
      after.dealerBanEndsAt = banEnd;
      await writeAudit(tx, actor, {
        action: extendDays === null ? 'PENALTY_LIFT' : 'PENALTY_EXTEND',
        targetType: 'PENALTY',
        targetId: id,
        targetLabel: dealer.username,
        reason,
        before,
        after,
      });
      const remaining =
        laid.end && laid.end > now
          ? ` 남은 제한은 ${formatDotDateTime(laid.end)}까지입니다.`
          : ' 지금부터 입찰하실 수 있습니다.';
      await ctx.alimtalk(tx, {
        to: dealer.phoneNumber,
        template: extendDays === null ? 'PENALTY_LIFTED' : 'PENALTY_EXTENDED',
        body:
          extendDays === null
            ? `[오토비드] ${dealer.name}님의 입찰 제한 1건이 해제되었습니다.${remaining}`
            : `[오토비드] ${dealer.name}님의 입찰 제한이 ${extendDays}일 연장되어 ${formatDotDateTime(banEnd)}까지 입찰하실 수 없습니다. 사유: ${reason}`,
        link: `${ctx.config.PUBLIC_URL}/auction/list`,
        payload: { dealerId: dealer.id, penaltyId: id },
      });
    });
    return onePenalty(id);
  }

  async function reportRows(where: SQL, order: SQL[], page?: { size: number; offset: number }) {
    const query = ctx.db
      .select({
        report: reports,
        dealer: { ...dealerRef, suspendedAt: dealers.suspendedAt },
        seller: { id: sellers.id, name: sellers.name },
        auction: { id: auctions.id, model: auctions.model },
      })
      .from(reports)
      .innerJoin(dealers, eq(dealers.id, reports.dealerId))
      .innerJoin(sellers, eq(sellers.id, reports.sellerId))
      .leftJoin(auctions, eq(auctions.id, reports.auctionId))
      .where(where)
      .orderBy(...order);
    const rows = page ? await query.limit(page.size).offset(page.offset) : await query;
    const dealerIds = [...new Set(rows.map((row) => row.dealer.id))];
    const open = dealerIds.length
      ? await ctx.db
          .select({ dealerId: reports.dealerId, value: count() })
          .from(reports)
          .where(and(inArray(reports.dealerId, dealerIds), isNull(reports.resolvedAt)))
          .groupBy(reports.dealerId)
      : [];
    const openOf = new Map(open.map((row) => [row.dealerId, row.value]));
    return rows.map(({ report, dealer, seller, auction }): AdminReport => {
      const decision = (report.decision as ReportDecision | null) ?? null;
      return {
        id: report.id,
        reason: report.reason,
        createdAt: report.createdAt.toISOString(),
        resolvedAt: toIso(report.resolvedAt),
        decision,
        decisionLabel: decision ? REPORT_DECISION_LABELS[decision] : '',
        decisionReason: report.decisionReason,
        dealer: {
          ...dealer,
          suspendedAt: toIso(dealer.suspendedAt),
          openReports: openOf.get(dealer.id) ?? 0,
        },
        seller,
        auction: auction ? { id: auction.id, model: auction.model } : null,
      };
    });
  }

  return {
    /** ACTIVE: bans running or waiting their turn, the soonest to end first; ALL: newest first. */
    async list(query: AdminPenaltiesQuery): Promise<PagedList<AdminPenalty>> {
      const now = ctx.clock.now();
      const where = and(query.state === 'ACTIVE' ? stillRunning(now) : undefined, dealerSearch(query.q));
      const order =
        query.state === 'ACTIVE'
          ? [asc(penalties.expiresAt), asc(penalties.id)]
          : [desc(penalties.createdAt), desc(penalties.id)];
      const [items, [counted]] = await Promise.all([
        penaltyRows(where, order, { size: query.size, offset: (query.page - 1) * query.size }),
        ctx.db
          .select({ total: count() })
          .from(penalties)
          .innerJoin(dealers, eq(dealers.id, penalties.dealerId))
          .where(where),
      ]);
      const total = counted?.total ?? 0;
      return pageOf(items, total, query);
    },

    lift: (id: number, reason: string, actor: AuditActor) => adjust(id, reason, actor, null),

    extend: (id: number, days: number, reason: string, actor: AuditActor) => adjust(id, reason, actor, days),

    /** OPEN: the oldest report first (the queue); RESOLVED: the latest decision first. */
    async reports(query: AdminReportsQuery): Promise<PagedList<AdminReport>> {
      const where = query.state === 'OPEN' ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt);
      const order =
        query.state === 'OPEN'
          ? [asc(reports.createdAt), asc(reports.id)]
          : [desc(reports.resolvedAt), desc(reports.id)];
      const [items, [counted]] = await Promise.all([
        reportRows(where, order, { size: query.size, offset: (query.page - 1) * query.size }),
        ctx.db.select({ total: count() }).from(reports).where(where),
      ]);
      const total = counted?.total ?? 0;
      return pageOf(items, total, query);
    },

    /**
     * Resolves an open report with the operator's decision; with liftSuspension the dealer's suspension ends
     * in the same transaction (nothing to lift when it is not suspended). One REPORT_DECIDE audit row.
     */
    async decide(id: number, input: AdminReportDecideRequest, actor: AuditActor): Promise<AdminReport> {
      const now = ctx.clock.now();
      const reason = input.reason.trim();
      await ctx.db.transaction(async (tx: Tx) => {
        // The dealer first, as a seller's report does: a report filed at the same moment waits.
        const dealer = await lockDealerOf(tx, reports, id, ADMIN_DEALER_MESSAGES.reportNotFound);
        const change = { resolvedAt: now, decision: input.decision, decisionReason: reason };
        const [resolved] = await tx
          .update(reports)
          .set(change)
          .where(and(eq(reports.id, id), isNull(reports.resolvedAt)))
          .returning({ id: reports.id });
        if (!resolved) {
          throw conflict(ADMIN_DEALER_MESSAGES.reportResolved);
        }
        const before: AuditValues = { resolvedAt: null, decision: null, decisionReason: '' };
        const after: AuditValues = { ...change };
        if (input.liftSuspension && dealer.suspendedAt) {
          const lifted = await clearSuspension(tx, ctx, dealer);
          before.dealer = lifted.before;
          after.dealer = lifted.after;
        }
        await writeAudit(tx, actor, {
          action: 'REPORT_DECIDE',
          targetType: 'REPORT',
          targetId: id,
          targetLabel: dealer.username,
          reason,
          before,
          after,
        });
      });
      const [row] = await reportRows(eq(reports.id, id), [asc(reports.id)]);
      return row!;
    },
  };
}
