// The dealer tiers' API shapes (docs/domain.md "Dealer score and tiers"); the tiers, thresholds and sentences are in
// ../dealer-tiers.ts, re-exported here, so that module carries no zod (docs/decisions/043).
import { z } from 'zod';
import { DEALER_TIERS, DEALER_SCORE_MEASURES, DEALER_TIER_MESSAGES } from '../dealer-tiers';

export * from '../dealer-tiers';

const measureValue = z.number().nullable();

/** A dealer's score as the dealer (profile) and the console read it. */
export const dealerScore = z.object({
  tier: z.enum(DEALER_TIERS),
  /** The tier the measures give (differs from `tier` under an override or within a cure period). */
  measuredTier: z.enum(DEALER_TIERS),
  measures: z.object({
    cancelRate: measureValue,
    missedFeeWindows: measureValue,
    priceCutShare: measureValue,
    medianCutPercent: measureValue,
    disputesLost: measureValue,
    transferDays: measureValue,
    confirmHours: measureValue,
  }),
  completedDeals: z.number().int(),
  recentDeals: z.number().int(),
  /** Fewer than NEW_DEALER_MIN_DEALS completed deals: 일반 whatever the measures. */
  isNew: z.boolean(),
  tierSince: z.string(),
  /** The measures that reach the tier's threshold (주의, 제한). */
  causes: z.array(z.enum(DEALER_SCORE_MEASURES)),
  /** What the next step needs: up (toward 우수 or back from 주의/제한), as a Korean sentence, and when at the earliest. */
  next: z.object({
    tier: z.enum(DEALER_TIERS).nullable(),
    sentence: z.string(),
    earliestAt: z.string().nullable(),
  }),
  overridden: z.boolean(),
});
export type DealerScore = z.infer<typeof dealerScore>;

/** An operator's override: a tier with a reason, or null to return to the measured tier. */
export const dealerTierOverrideRequest = z.object({
  tier: z.enum(DEALER_TIERS).nullable(),
  reason: z.string().trim().min(1, DEALER_TIER_MESSAGES.overrideReasonRequired).max(500),
});
export type DealerTierOverrideRequest = z.infer<typeof dealerTierOverrideRequest>;
