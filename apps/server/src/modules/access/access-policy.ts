// Who may do what, in one place (docs/domain.md "Status codes"): a missing principal is 401, an identity
// that may not use the area at all is 403 (not approved, suspended), and a refusal because of the state
// of things (a running ban) is 409 with its Korean message, so the web keeps the session.
import { eq, inArray, sql } from 'drizzle-orm';
import { formatDotDateTime, isUnderIdentityReview } from '@autobid/shared';
import { dealers } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { AppError, unauthorized } from '../../lib/app-error';
import { principalVersionKey, type Principal } from '../../lib/jwt';
import type { Sessions } from './sessions';

/**
 * A dealer's row. Access reads it itself (as sessions.ts does), below the dealers module: the policy is
 * what every module asks before it acts, so it may import no module that acts.
 */
export type DealerRow = typeof dealers.$inferSelect;

/** The dealer a principal stands for, or null. */
export async function findDealerById(db: DbOrTx, id: number): Promise<DealerRow | null> {
  const statement = prepared(db, 'dealer_by_id', (on, name) =>
    on
      .select()
      .from(dealers)
      .where(eq(dealers.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export const AUCTION_ACCESS_MESSAGES = {
  approvedOnly: '승인된 딜러만 이용할 수 있습니다.',
  suspended: '계정이 정지되어 입찰할 수 없습니다.',
  badIdempotencyKey: '요청 키가 올바르지 않습니다.',
  idempotencyKeyReused: '이미 다른 요청에 사용된 요청 키입니다.',
} as const;

type BanFields = Pick<DealerRow, 'penaltyExpiredAt'>;

export const banMessage = (until: Date) => `입찰이 제한된 상태입니다. (${formatDotDateTime(until)}까지)`;

/** A ban runs until penaltyExpiredAt (exclusive). */
export function isBanned(dealer: BanFields, now: Date): boolean {
  return activeBanEnd(dealer, now) !== null;
}

/** When the running ban ends, or null when none runs at `now`. */
export function activeBanEnd(dealer: BanFields, now: Date): Date | null {
  return dealer.penaltyExpiredAt && dealer.penaltyExpiredAt > now ? dealer.penaltyExpiredAt : null;
}

export function isSuspended(dealer: Pick<DealerRow, 'suspendedAt'>): boolean {
  return dealer.suspendedAt !== null;
}

/** 401 when the dealer does not exist, 403 when it is not approved. */
export function assertApproved(
  dealer: DealerRow | null,
  message: string = AUCTION_ACCESS_MESSAGES.approvedOnly,
): DealerRow {
  if (!dealer) {
    throw unauthorized();
  }
  if (dealer.status !== 'APPROVED') {
    throw new AppError('DEALER_NOT_APPROVED', message);
  }
  return dealer;
}

/** The ban refusal: 409, the session stays. */
export function bannedError(dealer: BanFields): AppError {
  return new AppError('DEALER_BANNED', banMessage(dealer.penaltyExpiredAt ?? new Date(0)));
}

/** Not suspended (403) and not banned (409): the rest of what a dealer needs to trade. */
function assertInGoodStanding(dealer: DealerRow, now: Date): DealerRow {
  if (isSuspended(dealer)) {
    throw new AppError('DEALER_SUSPENDED', AUCTION_ACCESS_MESSAGES.suspended);
  }
  if (isBanned(dealer, now)) {
    throw bannedError(dealer);
  }
  return dealer;
}

/**
 * May this dealer bid or take on a deal now: approved (403), not suspended (403), not banned (409).
 */
export function assertCanTrade(
  dealer: DealerRow | null,
  now: Date,
  notApprovedMessage: string = AUCTION_ACCESS_MESSAGES.approvedOnly,
): DealerRow {
  return assertInGoodStanding(assertApproved(dealer, notApprovedMessage), now);
}

/** 401 when the dealer does not exist; 403 unless it is approved or under identity review (it finishes its deals). */
export function assertMayFinishDeals(dealer: DealerRow | null): DealerRow {
  return dealer && isUnderIdentityReview(dealer) ? dealer : assertApproved(dealer);
}

/** A deal step that takes on the deal (the winner's confirmation): also not suspended, not banned. */
export function assertCanTakeDeal(dealer: DealerRow | null, now: Date): DealerRow {
  return assertInGoodStanding(assertMayFinishDeals(dealer), now);
}

/** Loads the dealer behind a token for a deal of its own (the deal list and steps, its code links). */
export async function loadDealerForDeals(db: DbOrTx, dealerId: number): Promise<DealerRow> {
  return assertMayFinishDeals(await findDealerById(db, dealerId));
}

/** Loads the dealer behind a token and requires approval (every area but /wait, /profile and re-application). */
export async function loadApprovedDealer(
  db: DbOrTx,
  dealerId: number,
  message: string = AUCTION_ACCESS_MESSAGES.approvedOnly,
): Promise<DealerRow> {
  return assertApproved(await findDealerById(db, dealerId), message);
}

/**
 * The same check for a call that needs no dealer row (the list, the history): answered with the session's
 * own cached read (docs/decisions/018), so an approved dealer's read costs no extra query.
 */
export async function assertApprovedSession(
  sessions: Pick<Sessions, 'dealerStanding'>,
  dealerId: number,
  message: string = AUCTION_ACCESS_MESSAGES.approvedOnly,
): Promise<void> {
  const standing = await sessions.dealerStanding(dealerId);
  if (standing === 'gone') {
    throw unauthorized();
  }
  if (standing === 'not-approved') {
    throw new AppError('DEALER_NOT_APPROVED', message);
  }
}

/**
 * `loadDealerForDeals` for a call that needs no dealer row (the deal list): an approved dealer is known from the
 * session's cached read (docs/decisions/018) at no query; any other dealer's row is read and checked.
 */
export async function assertMayFinishDealsSession(
  sessions: Pick<Sessions, 'dealerStanding'>,
  db: DbOrTx,
  dealerId: number,
): Promise<void> {
  if ((await sessions.dealerStanding(dealerId)) !== 'approved') {
    await loadDealerForDeals(db, dealerId);
  }
}

/**
 * Of these dealer principals, the ones (as principalVersionKey) that may watch live auctions at `now`: the dealer
 * exists, the token's version is current, it is approved, not suspended and not banned (live prices
 * are a bidder's tool; a banned dealer still reads the list and the detail, without live updates).
 * One query for the lot: the socket server checks its connected dealers with it.
 */
export async function dealersAllowedToWatch(
  db: DbOrTx,
  principals: Principal[],
  now: Date,
): Promise<Set<string>> {
  const ids = [...new Set(principals.filter((p) => p.role === 'dealer').map((p) => p.id))];
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({
      id: dealers.id,
      status: dealers.status,
      suspendedAt: dealers.suspendedAt,
      penaltyExpiredAt: dealers.penaltyExpiredAt,
      tokenVersion: dealers.tokenVersion,
    })
    .from(dealers)
    .where(inArray(dealers.id, ids));
  return new Set(
    rows
      .filter((row) => row.status === 'APPROVED' && row.suspendedAt === null && !isBanned(row, now))
      .map((row) => principalVersionKey({ id: row.id, version: row.tokenVersion })),
  );
}
