// The console's dealer screen (docs/domain.md "Dealers"): the review queue and search, a dealer's whole
// application with its record, and suspension by an operator (suspended dealers get 403 on bids and new
// deals, access-policy). Each action is one transaction with its one audit row and the dealer's Alimtalk.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_DEALER_MESSAGES,
  digitsOnly,
  normalizeDealerStatus,
  type AdminDealerCounts,
  type AdminDealerDetail,
  type AdminDealerFilter,
  type AdminDealerList,
  type AdminDealerSummary,
  type AdminDealerSuspension,
  type AdminDealersQuery,
  type AuditAction,
  type DealerScore,
  type DealerTierOverrideRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import {
  auctions,
  bankCodes,
  biddings,
  dealerScores,
  dealers,
  deals,
  penalties,
  reports,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { pageOf } from '../../lib/paging';
import { completedTrade } from '../../db/deal-in-force';
import { containsPattern } from '../../lib/search-pattern';
import { activeBanEnd, type DealerRow } from '../access/access-policy';
import { changedFields, writeAudit, type AuditActor } from '../audit/audit.public';
import { clearSuspension, lockDealer } from '../penalties/penalties.public';
import { hasApprovedIdentity } from './dealer-identity';
import { overrideDealerTier, scoresOf } from '../auctions/auctions.public';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'alimtalk' | 'sessions'>;

/** All but the last 4 digits masked: "94320200123456" -> "**********3456". */
export function maskAccountNumber(value: string): string {
  if (value.length <= 4) {
    return value;
  }
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** Each tab's rows: the review statuses, or suspended whatever the status (approved means not suspended). */
const FILTERS: Record<AdminDealerFilter, SQL> = {
  AUDIT: eq(dealers.status, 'AUDIT'),
  APPROVED: and(eq(dealers.status, 'APPROVED'), isNull(dealers.suspendedAt))!,
  REJECTED: eq(dealers.status, 'REJECTED'),
  SUSPENDED: isNotNull(dealers.suspendedAt),
};

/** The queue is worked oldest first; the other tabs show the latest decision first. */
const ORDERS: Record<AdminDealerFilter, SQL[]> = {
  AUDIT: [asc(dealers.updatedAt), asc(dealers.id)],
  APPROVED: [sql`${dealers.approvedAt} desc nulls last`, desc(dealers.id)],
  REJECTED: [sql`${dealers.rejectedAt} desc nulls last`, desc(dealers.id)],
  SUSPENDED: [desc(dealers.suspendedAt), desc(dealers.id)],
};

/** Username, name, agency name, registration number (with or without hyphens), phone digits, pending names. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) {
    return undefined;
  }
  const pattern = containsPattern(q);
  const digits = digitsOnly(q);
  const byDigits =
    digits.length >= 3
      ? [
          sql`${dealers.phoneNumber} like ${`%${digits}%`}`,
          sql`regexp_replace(${dealers.agencyNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`,
          sql`${dealers.businessNumber} like ${`%${digits}%`}`,
        ]
      : [];
  return or(
    ilike(dealers.username, pattern),
    ilike(dealers.name, pattern),
    ilike(dealers.agencyName, pattern),
    ilike(dealers.agencyNumber, pattern),
    sql`${dealers.pendingIdentity}->>'name' ilike ${pattern}`,
    sql`${dealers.pendingIdentity}->>'agencyName' ilike ${pattern}`,
    ...byDigits,
  );
}

function summaryOf(row: DealerRow, now: Date, score: DealerScore): AdminDealerSummary {
  const pending = row.pendingIdentity && Object.keys(row.pendingIdentity).length ? row.pendingIdentity : null;
  return {
    score,
    id: row.id,
    username: row.username,
    name: row.name,
    phoneNumber: row.phoneNumber,
    agencyName: row.agencyName,
    agencyNumber: row.agencyNumber,
    businessNumber: row.businessNumber ?? '',
    status: normalizeDealerStatus(row.status),
    canSuspend: hasApprovedIdentity(row),
    isIdentityChange: pending !== null && row.approvedAt !== null,
    pendingIdentity: pending,
    documents: {
      agencyRegistrationImage: row.agencyRegistrationImage,
      businessCard: row.businessCard,
      image: row.image,
    },
    isBankAccountAuth: row.isBankAccountAuth,
    reason: row.reason,
    suspendedAt: toIso(row.suspendedAt),
    suspensionReason: row.suspensionReason,
    banEndsAt: toIso(activeBanEnd(row, now)),
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    approvedAt: toIso(row.approvedAt),
    rejectedAt: toIso(row.rejectedAt),
  };
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

async function countOf(db: DbOrTx, table: typeof penalties | typeof reports | typeof deals, where: SQL) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/**
 * An operator's decision on the dealer, in the caller's transaction: the dealer's row takes `change` and the
 * audit log its row (`action`, the reason, the changed fields before and after).
 */
export async function changeDealer(
  tx: Tx,
  actor: AuditActor,
  dealer: DealerRow,
  change: Partial<DealerRow>,
  audit: { action: AuditAction; now: Date; reason?: string },
): Promise<void> {
  await tx
    .update(dealers)
    .set({ ...change, updatedAt: audit.now })
    .where(eq(dealers.id, dealer.id));
  await writeAudit(tx, actor, {
    action: audit.action,
    targetType: 'DEALER',
    targetId: dealer.id,
    targetLabel: dealer.username,
    reason: audit.reason,
    ...changedFields(dealer, change),
  });
}

export function createDealerConsoleService(ctx: Ctx) {
  return {
    async list(query: AdminDealersQuery): Promise<AdminDealerList> {
      const search = searchCondition(query.q);
      const tier = query.tier
        ? sql`coalesce((select ${dealerScores.tier} from ${dealerScores} where ${dealerScores.dealerId} = ${dealers.id}), 'STANDARD') = ${query.tier}`
        : undefined;
      const where = and(FILTERS[query.status], search, tier);
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select()
          .from(dealers)
          .where(where)
          .orderBy(...ORDERS[query.status])
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        ctx.db
          .select({
            AUDIT: countWhere(FILTERS.AUDIT),
            APPROVED: countWhere(FILTERS.APPROVED),
            REJECTED: countWhere(FILTERS.REJECTED),
            SUSPENDED: countWhere(FILTERS.SUSPENDED),
          })
          .from(dealers)
          .where(and(search, tier)),
      ]);
      const counts: AdminDealerCounts = counted ?? { AUDIT: 0, APPROVED: 0, REJECTED: 0, SUSPENDED: 0 };
      const total = counts[query.status];
      const now = ctx.clock.now();
      const scores = await scoresOf(
        ctx.db,
        rows.map((row) => row.id),
        now,
      );
      return {
        ...pageOf(
          rows.map((row) => summaryOf(row, now, scores.get(row.id)!)),
          total,
          query,
        ),
        counts,
      };
    },

    async detail(id: number): Promise<AdminDealerDetail> {
      const [found] = await ctx.db
        .select({ dealer: dealers, bankName: bankCodes.name })
        .from(dealers)
        .leftJoin(bankCodes, eq(bankCodes.code, dealers.bankCode))
        .where(eq(dealers.id, id));
      if (!found) {
        throw new AppError('ADMIN_NOT_FOUND', ADMIN_DEALER_MESSAGES.dealerNotFound);
      }
      const { dealer } = found;
      const [[bids], dealCount, [completed], penaltyCount, openReports] = await Promise.all([
        ctx.db
          .select({ value: count() })
          .from(biddings)
          .innerJoin(auctions, eq(auctions.id, biddings.auctionId))
          .where(
            and(eq(biddings.dealerId, id), isNull(biddings.canceledAt), eq(auctions.status, 'PROGRESS')),
          ),
        countOf(ctx.db, deals, eq(deals.dealerId, id)),
        ctx.db
          .select({ value: count() })
          .from(deals)
          .innerJoin(auctions, eq(auctions.id, deals.auctionId))
          .where(and(eq(deals.dealerId, id), completedTrade())),
        countOf(ctx.db, penalties, eq(penalties.dealerId, id)),
        countOf(ctx.db, reports, and(eq(reports.dealerId, id), isNull(reports.resolvedAt))!),
      ]);
      return {
        ...summaryOf(dealer, ctx.clock.now(), (await scoresOf(ctx.db, [id], ctx.clock.now())).get(id)!),
        email: dealer.email,
        position: dealer.position,
        agencyAddress: dealer.agencyAddress,
        agencyAddressDetail: dealer.agencyAddressDetail,
        region: [dealer.region1, dealer.region2, dealer.region3].filter(Boolean),
        mainBrands: dealer.mainBrands,
        bank: {
          isVerified: dealer.isBankAccountAuth,
          bankName: found.bankName ?? '',
          accountNumber: maskAccountNumber(dealer.bankAccountNumber),
        },
        counts: {
          activeBids: bids?.value ?? 0,
          deals: dealCount,
          completedTrades: completed?.value ?? 0,
          penalties: penaltyCount,
          openReports,
        },
      };
    },

    /**
     * Suspends the dealer with the operator's reason: its sessions end (its tokens answer 401, its sockets
     * close) and it cannot sign in until the suspension is lifted (docs/decisions/018).
     */
    /**
     * An operator's tier for the dealer, or null to return to the measured one, with its reason: one
     * transaction with the score row, the tier change (cause OPERATOR) and the audit row.
     */
    async overrideTier(id: number, body: DealerTierOverrideRequest, actor: AuditActor): Promise<DealerScore> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const dealer = await lockDealer(tx, id);
        const { from, to } = await overrideDealerTier(tx, {
          dealerId: id,
          tier: body.tier,
          reason: body.reason,
          operatorId: actor.operatorId,
          now,
        });
        await writeAudit(tx, actor, {
          action: 'DEALER_TIER_OVERRIDE',
          targetType: 'DEALER',
          targetId: id,
          targetLabel: dealer.username,
          reason: body.reason,
          before: { tier: from },
          after: { tier: to, override: body.tier },
        });
      });
      return (await scoresOf(ctx.db, [id], now)).get(id)!;
    },

    async suspend(id: number, reason: string, actor: AuditActor): Promise<AdminDealerSuspension> {
      const suspension = await ctx.db.transaction(async (tx) => {
        const dealer = await lockDealer(tx, id);
        if (dealer.suspendedAt) {
          throw new AppError('ADMIN_CONFLICT', ADMIN_DEALER_MESSAGES.alreadySuspended);
        }
        // An applicant never approved cannot bid or trade: its application is rejected, not suspended.
        if (!hasApprovedIdentity(dealer)) {
          throw new AppError('ADMIN_CONFLICT', ADMIN_DEALER_MESSAGES.neverApproved);
        }
        const now = ctx.clock.now();
        const change = { suspendedAt: now, suspensionReason: reason };
        await changeDealer(tx, actor, dealer, change, { action: 'DEALER_SUSPEND', now, reason });
        await ctx.alimtalk(tx, {
          to: dealer.phoneNumber,
          template: 'DEALER_SUSPENDED',
          body: `[오토비드] ${dealer.name}님의 계정 이용이 정지되었습니다. 사유: ${reason} 정지 기간에는 로그인과 입찰, 거래를 하실 수 없습니다. 문의는 카카오톡 채널로 해주세요.`,
          link: `${ctx.config.PUBLIC_URL}/cs/list`,
          payload: { dealerId: id, reason },
        });
        return { id, username: dealer.username, suspendedAt: now.toISOString(), suspensionReason: reason };
      });
      ctx.sessions.changed({ id, role: 'dealer' });
      return suspension;
    },

    async unsuspend(id: number, reason: string, actor: AuditActor): Promise<AdminDealerSuspension> {
      return ctx.db.transaction(async (tx) => {
        const dealer = await lockDealer(tx, id);
        if (!dealer.suspendedAt) {
          throw new AppError('ADMIN_CONFLICT', ADMIN_DEALER_MESSAGES.notSuspended);
        }
        const changed = await clearSuspension(tx, ctx, dealer);
        await writeAudit(tx, actor, {
          action: 'DEALER_UNSUSPEND',
          targetType: 'DEALER',
          targetId: id,
          targetLabel: dealer.username,
          reason,
          ...changed,
        });
        return { id, username: dealer.username, suspendedAt: null, suspensionReason: '' };
      });
    },
  };
}
