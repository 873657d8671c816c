// The demo dealer's saved searches (docs/domain.md "Saved searches"): two searches with the 09:00 digest on,
// and the digest of the day's opening already sent — its claim and its Alimtalk in the outbox, as the
// scheduler would have written them at 09:01. The link is relative: the seed does not know PUBLIC_URL.
import { HOUR_MS, auctionOpensAt } from '@autobid/shared';
import { eq } from 'drizzle-orm';
import { runSavedSearchDigest } from '../../modules/saved-searches/saved-searches.public';
import { outboxAlimtalk } from '../../providers/messaging';
import { dealers, savedSearches } from '../schema';
import type { Tx } from '../types';

export const DEMO_SAVED_SEARCHES = [
  { name: '서울 매물', filters: { brandIds: [], regions: ['서울특별시'], repair: null, purpose: null } },
  { name: '무사고 매물', filters: { brandIds: [], regions: [], repair: 'false', purpose: null } },
] as const;

export async function insertDemoSavedSearches(tx: Tx, now: Date): Promise<void> {
  const [dealer] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.username, 'dealer'));
  if (!dealer) {
    return;
  }
  await tx.insert(savedSearches).values(
    DEMO_SAVED_SEARCHES.map((search, index) => ({
      dealerId: dealer.id,
      name: search.name,
      filters: {
        ...search.filters,
        brandIds: [...search.filters.brandIds],
        regions: [...search.filters.regions],
      },
      notify: true,
      createdAt: new Date(now.getTime() - (10 - index) * 24 * HOUR_MS),
    })),
  );
  // The latest 09:00 at or before now: the demo's live auctions of the day opened then.
  const opening = auctionOpensAt(now.getTime() - 24 * HOUR_MS);
  await runSavedSearchDigest(tx, {
    alimtalk: outboxAlimtalk,
    publicUrl: '',
    now: new Date(opening.getTime() + 60_000),
  });
}
