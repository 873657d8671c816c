// The operator dashboard (`GET /v1/admin/dashboard`): what waits for an operator now, and how the market
// moved over the last 30 Asia/Seoul days (one row per day, every day present).
import { z } from 'zod';

/** Days the dashboard's series cover, today included. */
export const DASHBOARD_DAYS = 30;

/** What waits for an operator right now. */
export const dashboardCounts = z.object({
  /** Dealers in review (AUDIT). */
  dealersWaiting: z.number().int(),
  /** Listings in review (auctions in AUDIT). */
  listingsWaiting: z.number().int(),
  /** Auctions open for bids (PROGRESS). */
  liveAuctions: z.number().int(),
  /** Deals waiting for the dealer's fee (DEALER_DEPOSIT). */
  dealsWaitingFee: z.number().int(),
  /** The earliest fee deadline among them (may already be past when the deal clock has not run yet). */
  nearestFeeDeadline: z.string().nullable(),
  /** Deposits that paid no deal and were not refunded: they wait for an operator's match. */
  unmatchedDeposits: z.number().int(),
  /** Price disputes waiting for an operator's decision (docs/domain.md "Handover"). */
  openDisputes: z.number().int(),
  /** Deals whose title transfer passed its due time without proof (TRANSACTION_DELAY; docs/domain.md "Title transfer"). */
  transfersDelayed: z.number().int(),
  /** Transfer proofs waiting for a confirmation (SUBMITTED, or OBJECTED by the seller). */
  transfersToCheck: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;

/** One Asia/Seoul day of the dashboard's series. */
export const dashboardDay = z.object({
  /** `yyyy-MM-dd`, Asia/Seoul. */
  day: z.string(),
  /** Auctions that opened for bids that day (start_at). */
  listingsOpened: z.number().int(),
  /** Bids placed that day (cancelled ones included: they were placed). */
  bids: z.number().int(),
  /** Auctions whose bidding ended that day. */
  auctionsEnded: z.number().int(),
  /**
   * Of those, the ones whose outcome is known (docs/domain.md "Operator console"): in a completed trade,
   * cancelled, or ended with no bid or past the seller's selection deadline with none chosen. The others are
   * still in selection or in a deal.
   */
  auctionsDecided: z.number().int(),
  /** Of those, the ones now in a completed trade (COMPLETE, TRANSACTION, TRANSACTION_DELAY). */
  auctionsTraded: z.number().int(),
  /** auctionsTraded ÷ auctionsDecided, 0..1; null on a day no ended auction has its outcome yet. */
  tradeRate: z.number().nullable(),
  /** Fees of the deals whose deposit was confirmed that day (won). */
  feesPaid: z.number().int(),
  /** Of those, the fees refunded since (won). */
  feesRefunded: z.number().int(),
  /** feesPaid − feesRefunded (won). */
  feeRevenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/** `GET /v1/admin/dashboard` */
export const adminDashboard = z.object({
  /** The server's now (its business clock), so a countdown can be shown against it. */
  now: z.string(),
  /** Today, `yyyy-MM-dd` Asia/Seoul. */
  today: z.string(),
  counts: dashboardCounts,
  /**
   * Price cuts at handover over the market's trades completed in the last 90 days: the share completed below
   * the winning bid and the median cut in percent of it (0 for an uncut trade); null with no such trade.
   */
  handover: z.object({
    completedTrades: z.number().int(),
    cutRate: z.number().nullable(),
    medianCutPercent: z.number().nullable(),
  }),
  /** The last DASHBOARD_DAYS days, oldest first, today last; days without events are zero. */
  days: z.array(dashboardDay),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
