// An auction's deals as the deal steps, the deposits and the operator's and the seller's screens read them:
// the latest deal (the one in force, or else the last cancelled or released one), and every deal with its
// dealer's names and phone.
import { desc, eq } from 'drizzle-orm';
import { dealers, deals } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { DealRow } from './auctions.repository';

/** A dealer as a deal (or the console's bid and case rows) shows it: names and phone. */
export const dealerColumns = {
  id: dealers.id,
  username: dealers.username,
  name: dealers.name,
  agencyName: dealers.agencyName,
  phone: dealers.phoneNumber,
};
export type DealDealer = { id: number; username: string; name: string; agencyName: string; phone: string };
export type DealWithDealer = { deal: DealRow; dealer: DealDealer };

/** Every deal of the auction, newest first (the one in force, or else the last cancelled one), with its dealer. */
export async function dealsOfAuction(db: DbOrTx, auctionId: number): Promise<DealWithDealer[]> {
  return db
    .select({ deal: deals, dealer: dealerColumns })
    .from(deals)
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(eq(deals.auctionId, auctionId))
    .orderBy(desc(deals.id));
}

/** The auction's latest deal: the one in force, or the last cancelled or released one. */
export async function dealOfAuction(db: DbOrTx, auctionId: number): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(eq(deals.auctionId, auctionId))
    .orderBy(desc(deals.id))
    .limit(1);
  return row ?? null;
}
