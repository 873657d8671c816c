// The dealer tiers (docs/domain.md "Dealer score and tiers"): one list, shared by the database's check
// constraints, the server and the screens. 우수 / 일반 / 주의 / 제한.
export const DEALER_TIERS = ['EXCELLENT', 'STANDARD', 'WATCH', 'RESTRICTED'] as const;
export type DealerTier = (typeof DEALER_TIERS)[number];

export const DEALER_TIER_LABELS: Record<DealerTier, string> = {
  EXCELLENT: '우수',
  STANDARD: '일반',
  WATCH: '주의',
  RESTRICTED: '제한',
};
