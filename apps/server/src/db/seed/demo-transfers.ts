// The demo's title transfers (docs/domain.md "Title transfer"): a record for every demo trade in TRANSACTION or
// TRANSACTION_DELAY, dated from its completion. The first seller's newest trade with the demo dealer has its
// proof uploaded and waits for the seller's confirmation; the dealer's other TRANSACTION trade waits for its
// proof with the clock running; the TRANSACTION_DELAY one passed its due time without proof (README "Title
// transfer"; no ban in the demo, so the demo dealer can still bid).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { transferDayStart, transferDueAt } from '@autobid/shared';
import type { FileStorage } from '../../providers/storage';
import { auctions, deals, sellers, titleTransfers } from '../schema';
import type { Tx } from '../types';
import { loadSharp } from './images';

/** The seller whose trade shows a proof to confirm: the first seeded seller (README "Demo logins"). */
const PROOF_SELLER_PHONE = '01091000000';

/** A small stand-in for a 사용신고필증 with its personal numbers covered: a card, lines, two black boxes. */
async function demoProof(): Promise<Buffer> {
  const lines = [40, 70, 100, 130, 160]
    .map((y) => `<rect x="24" y="${y}" width="${y === 100 ? 150 : 250}" height="10" fill="#9aa4b2"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">
    <rect width="320" height="200" fill="#f7f3e8"/><rect x="8" y="8" width="304" height="184" fill="none" stroke="#5b6573" stroke-width="2"/>
    ${lines}<rect x="180" y="94" width="110" height="22" fill="#111"/><rect x="24" y="150" width="120" height="22" fill="#111"/>
  </svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

export async function insertDemoTransfers(tx: Tx, deps: { now: Date; storage: FileStorage }): Promise<void> {
  const rows = await tx
    .select({ deal: deals, status: auctions.status, sellerPhone: sellers.phoneNumber })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .innerJoin(sellers, eq(sellers.id, deals.sellerId))
    .where(and(inArray(auctions.status, ['TRANSACTION', 'TRANSACTION_DELAY']), isNull(deals.canceledAt)))
    .orderBy(deals.auctionId);
  // The newest of the first seller's trades in TRANSACTION shows a proof; the others wait for theirs.
  const proofAuctionId = Math.max(
    0,
    ...rows
      .filter((row) => row.status === 'TRANSACTION' && row.sellerPhone === PROOF_SELLER_PHONE)
      .map((row) => row.deal.auctionId),
  );
  for (const { deal, status } of rows) {
    const completedAt = deal.completedAt ?? deps.now;
    const dueAt = transferDueAt(completedAt);
    const reminded = (day: number) => {
      const at = transferDayStart(dueAt, day);
      return at <= deps.now ? at : null;
    };
    const base = {
      dealId: deal.id,
      auctionId: deal.auctionId,
      dealerId: deal.dealerId,
      sellerId: deal.sellerId,
      dueAt,
      remindedDay10At: reminded(10),
      remindedDay14At: reminded(14),
      createdAt: completedAt,
      updatedAt: completedAt,
    };
    if (status === 'TRANSACTION_DELAY') {
      await tx.insert(titleTransfers).values({ ...base, status: 'WAITING', delayedAt: dueAt });
    } else if (deal.auctionId === proofAuctionId) {
      const uploadedAt = new Date(deps.now.getTime() - 20 * 3600_000);
      const key = `private/transfers/demo/${randomUUID()}.png`;
      await deps.storage.put(key, await demoProof());
      await tx.insert(titleTransfers).values({
        ...base,
        status: 'SUBMITTED',
        documentKind: 'USE_REPORT',
        proofKey: key,
        proofMimeType: 'image/png',
        proofUploadedAt: uploadedAt,
        updatedAt: uploadedAt,
      });
    } else {
      await tx.insert(titleTransfers).values({ ...base, status: 'WAITING' });
    }
  }
}
