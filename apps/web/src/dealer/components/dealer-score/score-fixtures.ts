// A 주의 dealer's score for the screens' tests.
import { EMPTY_DEALER_SCORE, type DealerScore } from '@autobid/shared';

export const watch: DealerScore = {
  ...EMPTY_DEALER_SCORE,
  tier: 'WATCH',
  measuredTier: 'WATCH',
  measures: { ...EMPTY_DEALER_SCORE.measures, cancelRate: 0.18, missedFeeWindows: 1, disputesLost: 0 },
  completedDeals: 8,
  recentDeals: 6,
  isNew: false,
  tierSince: '2026-12-01T00:00:00.000Z',
  causes: ['cancelRate', 'missedFeeWindows'],
  next: {
    tier: 'STANDARD',
    sentence:
      '취소율(입찰·거래) 15% 미만, 수수료 입금 기한 초과 1건 미만(으)로 낮추면 30일 경과 후 일반 등급이 됩니다.',
    earliestAt: '2026-12-31T00:00:00.000Z',
  },
};
