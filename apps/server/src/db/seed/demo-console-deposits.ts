// Demo fee deposits for the console's /admin/deposits: the bank's transfer behind every paid demo deal, two
// transfers not matched yet (the waiting deal's fee with its code, and an amount that is no fee) and one
// already returned. Runs in the demo's transaction, after its deals exist.
import { and, eq, isNotNull } from 'drizzle-orm';
import { depositorLabel } from '@autobid/shared';
import { auctions, dealers, deals, deposits } from '../schema';
import type { Tx } from '../types';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export async function insertDemoDeposits(tx: Tx, now: Date): Promise<void> {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const rows = await tx
    .select({ deal: deals, status: auctions.status, dealerName: dealers.name })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(and(isNotNull(deals.fee), isNotNull(deals.depositReference)))
    .orderBy(deals.id);

  // Every paid deal was paid by a transfer carrying its code (a cancelled one keeps it: refundable).
  const paid = rows.filter((row) => row.deal.depositConfirmedAt);
  if (paid.length) {
    await tx.insert(deposits).values(
      paid.map(({ deal, dealerName }) => ({
        dealId: deal.id,
        amount: deal.fee!,
        depositorName: `${dealerName} ${deal.depositReference}`,
        receivedAt: new Date(deal.depositConfirmedAt!.getTime() - MINUTE),
        source: 'WEBHOOK',
        externalId: `DEMO-${deal.id}`,
        reference: null,
        matchedAt: deal.depositConfirmedAt,
      })),
    );
  }

  // The demo dealer's deal waiting for its fee: his transfer with the deal's code arrived 5 minutes ago and is
  // not matched yet (the bank's notice is still being checked, the spec's "1 to 5 minutes"). "입금 확인", an
  // operator's match or, left alone, the deal clock at the deadline pays the deal with it (docs/domain.md
  // "Fees"): the demo's own deadline never lapses into a ban of the demo dealer. Its countdown shows on
  // /home and /deal/list until then.
  const waiting = rows.find((row) => row.status === 'DEALER_DEPOSIT' && !row.deal.depositConfirmedAt);
  await tx.insert(deposits).values([
    ...(waiting
      ? [
          {
            amount: waiting.deal.fee!,
            depositorName: depositorLabel(waiting.dealerName, waiting.deal.depositReference!),
            memo: '수수료',
            receivedAt: at(-5 * MINUTE),
            source: 'WEBHOOK',
            externalId: 'DEMO-UNMATCHED-1',
          },
        ]
      : []),
    // No deal's fee: a transfer an operator returns or asks about.
    {
      amount: 200_000,
      depositorName: '박상철',
      memo: '오토비드 입금',
      receivedAt: at(-DAY - 40 * MINUTE),
      source: 'WEBHOOK',
      externalId: 'DEMO-UNMATCHED-2',
    },
    // Sent twice by mistake, returned the next day.
    {
      amount: 170_000,
      depositorName: '최영훈',
      memo: '',
      receivedAt: at(-6 * DAY),
      source: 'WEBHOOK',
      externalId: 'DEMO-REFUNDED-1',
      refundedAt: at(-5 * DAY),
    },
  ]);
}
