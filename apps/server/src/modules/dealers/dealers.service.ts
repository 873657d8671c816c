// Dealer rules: login (same answer for unknown user and wrong password), profile with stats, dashboard,
// the price of a bid cancellation.
import {
  api,
  DEALER_TASK_STATUSES,
  LOGIN_MESSAGES,
  dealerStepDeadline,
  normalizeDealerStatus,
  type BidCancelPenaltyPreview,
  type DashboardResponse,
  type DealerProfile,
  type LoginRequest,
  type LoginResponse,
  startOfKstMonth,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../lib/app-error';
import type { SerializedAnswer } from '../../lib/serve-route';
import { toIso } from '../../lib/dates';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  activeBanEnd,
  assertApprovedSession,
  isSuspended,
  loadApprovedDealer,
} from '../access/access-policy';
import { previewPenalty } from '../penalties/penalties';
import { createDealerPages, DEALER_PAGE_TTL_MS } from '../access/dealer-pages';
import {
  dashboardOf,
  dealerProfileOf,
  endDealerSessions,
  findDealerByUsername,
  openDealsOf,
} from './dealers.repository';

const DAY_MS = 24 * 3600 * 1000;

let dummyHash: Promise<string> | null = null;
/** A real hash to verify against when the user does not exist, so both failures take about as long. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/** The first moment of the KST month after the one `now` is in. */
const nextKstMonthStart = (now: Date): Date =>
  startOfKstMonth(new Date(startOfKstMonth(now).getTime() + 32 * DAY_MS));

export function createDealersService(ctx: Pick<AppContext, 'db' | 'clock' | 'tokens' | 'sessions'>) {
  const pages = createDealerPages(ctx);
  /** The dashboard read afresh (`dashboard` answers it through the kept pages). */
  const readDashboard = async (dealerId: number): Promise<DashboardResponse> => {
    const { counts, openDeals: open } = await dashboardOf(ctx.db, dealerId);
    const now = ctx.clock.now();
    // Every step waiting on the dealer, with the deadline the deal clock applies (docs/domain.md "Dealers").
    const dealTasks = open
      .flatMap((deal) => {
        const deadline = dealerStepDeadline(deal, now);
        const status = DEALER_TASK_STATUSES.find((step) => step === deal.status);
        return deadline && status
          ? [{ auctionId: deal.auctionId, model: deal.model, status, fee: deal.fee, deadline }]
          : [];
      })
      .sort((a, b) => a.deadline.getTime() - b.deadline.getTime() || a.auctionId - b.auctionId)
      .map((task) => ({ ...task, deadline: task.deadline.toISOString() }));
    return { ...counts, dealTasks, serverNow: now.toISOString() };
  };
  const service = {
    async login(input: LoginRequest): Promise<LoginResponse> {
      const dealer = await findDealerByUsername(ctx.db, input.username);
      const isValid = await verifyPassword(
        input.password,
        dealer?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!dealer || !isValid) {
        throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
      }
      // A suspended dealer holds no session until the suspension is lifted (docs/decisions/018); only the
      // right password learns that, so the refusal says nothing about an account to a guesser.
      if (isSuspended(dealer)) {
        throw new AppError('DEALER_SUSPENDED', LOGIN_MESSAGES.suspended);
      }
      // Every review status may log in: a dealer under review needs the /wait page.
      const accessToken = await ctx.tokens.sign({
        id: dealer.id,
        role: 'dealer',
        version: dealer.tokenVersion,
      });
      return { accessToken };
    },

    /** Logout ends every token of the dealer, not only this device's: a copied token dies with it. */
    async logout(dealerId: number): Promise<null> {
      await endDealerSessions(ctx.db, dealerId, ctx.clock.now());
      ctx.sessions.changed({ id: dealerId, role: 'dealer' });
      return null;
    },

    /**
     * The profile as the route answers it: kept until a write changes what it shows, its month or its ban ends, or
     * DEALER_PAGE_TTL_MS passes (its 30-day counts; docs/decisions/045).
     */
    async profilePage(dealerId: number): Promise<SerializedAnswer> {
      return pages.answer(
        api.dealers.profile,
        dealerId,
        '',
        async () => {
          const data = await service.profile(dealerId);
          const monthEnds = nextKstMonthStart(ctx.clock.now());
          const banEnds = data.penaltyExpiredAt ? new Date(data.penaltyExpiredAt) : null;
          return { data, until: banEnds && banEnds < monthEnds ? banEnds : monthEnds };
        },
        { ttlMs: DEALER_PAGE_TTL_MS },
      );
    },

    async profile(dealerId: number): Promise<DealerProfile> {
      const now = ctx.clock.now();
      const found = await dealerProfileOf(ctx.db, dealerId, now, {
        monthStart: startOfKstMonth(now),
        bidsSince: new Date(now.getTime() - 30 * DAY_MS),
      });
      if (!found) {
        throw unauthorized();
      }
      const { dealer, stats, score } = found;
      const penaltyExpiredAt = activeBanEnd(dealer, now);
      return {
        id: dealer.id,
        username: dealer.username,
        email: dealer.email,
        image: dealer.image,
        name: dealer.name,
        phoneNumber: dealer.phoneNumber,
        position: dealer.position,
        reason: dealer.reason,
        rejectedAt: toIso(dealer.rejectedAt),
        status: normalizeDealerStatus(dealer.status),
        agencyAddress: dealer.agencyAddress,
        agencyAddressDetail: dealer.agencyAddressDetail,
        agencyName: dealer.agencyName,
        agencyNumber: dealer.agencyNumber,
        businessNumber: dealer.businessNumber ?? '',
        agencyRegistrationImage: dealer.agencyRegistrationImage,
        approvedAt: toIso(dealer.approvedAt),
        createdAt: dealer.createdAt.toISOString(),
        mainBrands: dealer.mainBrands,
        isBankAccountAuth: dealer.isBankAccountAuth,
        businessCard: dealer.businessCard,
        bankAccountNumber: dealer.bankAccountNumber,
        penaltyExpiredAt: toIso(penaltyExpiredAt),
        hopeTransactionPercentage: dealer.hopeTransactionPercentage,
        positiveReviewCount: stats.positiveReviewCount,
        negativeReviewCount: stats.negativeReviewCount,
        monthlyCompleteTransactionCount: stats.monthlyCompleteTransactionCount,
        averageDailyBiddingCount: Math.round((stats.bidsLast30Days / 30) * 10) / 10,
        reportCount: stats.reportCount,
        biddingCancelCount: stats.biddingCancelCount,
        score,
      };
    },

    /** Approved dealers only: a dealer under review or rejected has /wait and /profile, no counters. */
    async dashboard(dealerId: number): Promise<SerializedAnswer> {
      await assertApprovedSession(ctx.sessions, dealerId);
      // Kept until a write changes it or a task's deadline passes (the late completion's moves on its own).
      return pages.answer(
        api.dealers.dashboard,
        dealerId,
        '',
        async () => {
          const data = await readDashboard(dealerId);
          const now = ctx.clock.now();
          const next = data.dealTasks
            .map((task) => new Date(task.deadline))
            .filter((deadline) => deadline > now)
            .sort((a, b) => a.getTime() - b.getTime())[0];
          return { data, until: next ?? null };
        },
        { ttlMs: DEALER_PAGE_TTL_MS, serverNow: true },
      );
    },

    /** What cancelling a bid now would cost (docs/domain.md "Penalties"); approved dealers, who can bid. */
    async bidCancelPenalty(dealerId: number): Promise<BidCancelPenaltyPreview> {
      const dealer = await loadApprovedDealer(ctx.db, dealerId);
      const preview = await previewPenalty(ctx.db, {
        dealerId,
        kind: 'BID_CANCEL',
        now: ctx.clock.now(),
        penaltyExpiredAt: dealer.penaltyExpiredAt,
      });
      // A ban releases every win still waiting for this dealer's confirmation (docs/domain.md "Penalties").
      const releasedWins =
        preview.banDays > 0
          ? (await openDealsOf(ctx.db, dealerId))
              .filter((deal) => deal.status === 'DEALER_CONFIRM')
              .map(({ auctionId, model }) => ({ auctionId, model }))
          : [];
      return { banDays: preview.banDays, expiresAt: toIso(preview.expiresAt), releasedWins };
    },
  };
  return service;
}
