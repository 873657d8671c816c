// The demo's contact relays (docs/domain.md "Contact relay"): every demo deal in force past its fee gets its
// two relay numbers (0507-…) from the local provider, as PAY_FEE would have drawn them, so the demo dealer
// reads the seller's relay number and the seller the dealer's. A trade closed more than 7 days ago has its
// relays ended already (the screens say the number expired); a closed one within 7 days has its end set.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  allocateRelaysOfDeals,
  endDueRelays,
  scheduleRelayEnd,
} from '../../modules/contact-relays/contact-relays.public';
import { createLocalContactRelay } from '../../providers/contact-relay';
import { auctions, dealers, deals, sellers } from '../schema';
import type { Tx } from '../types';

export async function insertDemoRelays(tx: Tx, now: Date): Promise<void> {
  const provider = createLocalContactRelay();
  const rows = await tx
    .select({
      deal: deals,
      status: auctions.status,
      sellerPhone: sellers.phoneNumber,
      dealerPhone: dealers.phoneNumber,
    })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .innerJoin(sellers, eq(sellers.id, deals.sellerId))
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(and(isNotNull(deals.depositConfirmedAt), isNull(deals.canceledAt)))
    .orderBy(deals.id);
  await allocateRelaysOfDeals(
    tx,
    provider,
    rows.map(({ deal, sellerPhone, dealerPhone }) => ({
      deal,
      phones: { SELLER: sellerPhone, DEALER: dealerPhone },
      now: deal.depositConfirmedAt ?? now,
    })),
  );
  for (const { deal, status } of rows) {
    // A closed trade (its transfer confirmed; the demo dates the close by the trade): 7 more days.
    if (status === 'COMPLETE' && deal.completedAt) {
      await scheduleRelayEnd(tx, deal.id, deal.completedAt);
    }
  }
  // Those whose 7 days are over end now, as the clock would have ended them.
  await endDueRelays(tx, provider, now);
}
