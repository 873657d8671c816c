// The demo's dealer tiers (docs/domain.md "Dealer score and tiers"): every approved dealer measured from the
// demo's events by the score's own writer, as the nightly pass would; then a dealer in each tier the demo's
// few trades do not reach, set as an operator would (override with its reason, a change with cause
// OPERATOR). The demo dealer `dealer` keeps his measured tier, so he can always bid.
import { inArray, isNotNull } from 'drizzle-orm';
import type { DealerTier } from '@autobid/shared';
import { overrideDealerTier, refreshDealerScores } from '../../modules/auctions/auctions.public';
import { outboxAlimtalk } from '../../providers/messaging';
import { dealers } from '../schema';
import type { Tx } from '../types';

/** A dealer in each tier the demo's events leave out: 우수, 주의, 제한. */
export const DEMO_TIER_DEALERS: readonly { username: string; tier: DealerTier; reason: string }[] = [
  { username: 'dealer3', tier: 'EXCELLENT', reason: '데모: 우수 등급 예시 (거래 기록이 적어 지정)' },
  { username: 'dealer4', tier: 'WATCH', reason: '데모: 주의 등급 예시' },
  { username: 'repeat', tier: 'RESTRICTED', reason: '데모: 제한 등급 예시 (반복 페널티)' },
];

export async function insertDemoDealerTiers(tx: Tx, now: Date): Promise<void> {
  const approved = await tx.select({ id: dealers.id }).from(dealers).where(isNotNull(dealers.approvedAt));
  await refreshDealerScores(
    { db: tx, alimtalk: outboxAlimtalk, publicUrl: '' },
    approved.map((dealer) => dealer.id),
    now,
  );
  const named = await tx
    .select({ id: dealers.id, username: dealers.username })
    .from(dealers)
    .where(
      inArray(
        dealers.username,
        DEMO_TIER_DEALERS.map((demo) => demo.username),
      ),
    );
  for (const demo of DEMO_TIER_DEALERS) {
    const dealer = named.find((row) => row.username === demo.username);
    if (dealer) {
      await overrideDealerTier(tx, {
        dealerId: dealer.id,
        tier: demo.tier,
        reason: demo.reason,
        operatorId: null,
        now,
      });
    }
  }
}
