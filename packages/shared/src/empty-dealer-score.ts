// The dealer score of a dealer with nothing measured yet (dealer-tiers.ts re-exports it): in a module of its own so
// the web app's session, which starts with it, does not carry the tiers' tables into its first download
// (docs/decisions/043).
import type { DealerScore } from './schemas/dealer-tiers';

/** A score with nothing measured yet: a new dealer's 일반 (the screens' placeholder before the profile loads). */
export const EMPTY_DEALER_SCORE: DealerScore = {
  tier: 'STANDARD',
  measuredTier: 'STANDARD',
  measures: {
    cancelRate: null,
    missedFeeWindows: null,
    priceCutShare: null,
    medianCutPercent: null,
    disputesLost: null,
    transferDays: null,
    confirmHours: null,
  },
  completedDeals: 0,
  recentDeals: 0,
  isNew: true,
  tierSince: '',
  causes: [],
  next: { tier: null, sentence: '', earliestAt: null },
  overridden: false,
};
