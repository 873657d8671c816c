// What can cancel a deal (docs/domain.md "Auction lifecycle"): the deal in force of an auction (the one not
// cancelled or released; the others are history) ends here and nowhere else, inside the transaction of the
// transition that ends it, under the auction's row lock. The events that use it, by who cancels:
// - DEALER: DEALER_CANCEL (the winner's reason; a DEAL_CANCEL ban, the runner-up offered: cancelDealIn).
// - SYSTEM: EXPIRE_FEE (no deposit in time; DEAL_CANCEL ban, runner-up), NO_PROGRESS (a step untouched for
//   48 hours; NO_PROGRESS ban, no runner-up) — both through cancelDealIn — and RELEASE_SELECTION (the
//   winner can no longer confirm; no ban, the seller selects again).
// - SELLER: SELLER_WITHDRAW while the deal waits in DEALER_CONFIRM (no ban).
// - ADMIN: OPERATOR_CANCEL (no ban; a fee already paid is kept for a refund).
// The penalty, the runner-up offer and the notices belong to the event and are written by its caller. A price
// claim still waiting on the deal ends with it (docs/domain.md "Handover"), and its relay numbers are set to end
// 7 days later (docs/domain.md "Contact relay").
import { and, eq, isNull } from 'drizzle-orm';
import { deals } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { DealRow } from './auctions.repository';
import { scheduleRelayEnd } from '../contact-relays/contact-relays.public';
import { closeClaimsOfDeal } from './lifecycle';

/** Who ended the deal, as `deals.canceled_by` records it. */
export type DealCanceledBy = 'DEALER' | 'SYSTEM' | 'SELLER' | 'ADMIN';

/**
 * Stamps the auction's deal in force as cancelled (`canceledAt`, `canceledBy`, `cancelReason`) and answers
 * it as it is now; null when no deal is in force (nothing changed).
 */
export async function cancelDealInForce(
  tx: Tx,
  auctionId: number,
  input: { by: DealCanceledBy; reason: string; now: Date },
): Promise<DealRow | null> {
  const [row] = await tx
    .update(deals)
    .set({ canceledAt: input.now, canceledBy: input.by, cancelReason: input.reason, updatedAt: input.now })
    .where(and(eq(deals.auctionId, auctionId), isNull(deals.canceledAt)))
    .returning();
  if (row) {
    await closeClaimsOfDeal(tx, row.id, input.now);
    await scheduleRelayEnd(tx, row.id, input.now);
  }
  return row ?? null;
}
