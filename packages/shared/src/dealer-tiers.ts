// The dealer tiers (docs/domain.md "Dealer score and tiers"): one list, shared by the database's check
// constraints, the server and the screens. 우수 / 일반 / 주의 / 제한. The thresholds below are the published
// ones: the public page (/dealer-tiers), the terms and the server's computation all read this table.
// The schemas the API sends them in are in schemas/dealer-tiers.ts; this module has no zod, so a screen that shows a tier
// or a measure does not evaluate the schemas at start (docs/decisions/043).

export const DEALER_TIERS = ['EXCELLENT', 'STANDARD', 'WATCH', 'RESTRICTED'] as const;
export type DealerTier = (typeof DEALER_TIERS)[number];

export const DEALER_TIER_LABELS: Record<DealerTier, string> = {
  EXCELLENT: '우수',
  STANDARD: '일반',
  WATCH: '주의',
  RESTRICTED: '제한',
};

/** The days the measures look back over. */
export const DEALER_SCORE_WINDOW_DAYS = 90;
/** A dealer with fewer completed deals than this is new: 일반, whatever the measures. */
export const NEW_DEALER_MIN_DEALS = 5;
/** At 제한, the most bids a dealer may hold active at once. */
export const RESTRICTED_MAX_ACTIVE_BIDS = 3;
/** A 주의 or 제한 lasts at least this many days; after them the tier follows the recovered numbers (the cure period). */
export const DEALER_TIER_CURE_DAYS = 30;

/** The measures of a dealer's last 90 days; null where nothing was measured (no trade, no transfer). */
export const DEALER_SCORE_MEASURES = [
  'cancelRate',
  'missedFeeWindows',
  'priceCutShare',
  'medianCutPercent',
  'disputesLost',
  'transferDays',
  'confirmHours',
] as const;
export type DealerScoreMeasure = (typeof DEALER_SCORE_MEASURES)[number];

export type DealerScoreThreshold = {
  measure: DealerScoreMeasure;
  label: string;
  /** How a value reads: a share (0.15 → 15%), a count, a percent, days, hours. */
  unit: 'share' | 'count' | 'percent' | 'days' | 'hours';
  /** 우수 needs every measure at or below its excellentMax. */
  excellentMax: number;
  /** A measure at or above watchAt gives 주의; at or above restrictedAt, 제한. */
  watchAt: number;
  restrictedAt: number;
  /** The published sentence. */
  sentence: string;
  /** A share or median over the recent trades: judged only with NEW_DEALER_MIN_DEALS of them (two trades say little). */
  needsRecentDeals?: boolean;
};

export const DEALER_SCORE_THRESHOLDS: readonly DealerScoreThreshold[] = [
  {
    measure: 'cancelRate',
    label: '취소율(입찰·거래)',
    unit: 'share',
    excellentMax: 0.05,
    watchAt: 0.15,
    restrictedAt: 0.3,
    sentence: '입찰·거래 중 딜러가 취소한 비율이 15% 이상이면 주의, 30% 이상이면 제한입니다.',
  },
  {
    measure: 'missedFeeWindows',
    label: '수수료 입금 기한 초과',
    unit: 'count',
    excellentMax: 0,
    watchAt: 1,
    restrictedAt: 3,
    sentence: '수수료 입금 기한을 넘겨 거래가 취소된 건이 1건 이상이면 주의, 3건 이상이면 제한입니다.',
  },
  {
    measure: 'priceCutShare',
    needsRecentDeals: true,
    label: '감액 거래 비율',
    unit: 'share',
    excellentMax: 0.1,
    watchAt: 0.3,
    restrictedAt: 0.5,
    sentence:
      '최근 완료 거래 5건 이상에서, 낙찰가보다 낮게 거래한 비율이 30% 이상이면 주의, 50% 이상이면 제한입니다.',
  },
  {
    measure: 'medianCutPercent',
    needsRecentDeals: true,
    label: '감액률 중앙값',
    unit: 'percent',
    excellentMax: 1,
    watchAt: 5,
    restrictedAt: 10,
    sentence:
      '최근 완료 거래 5건 이상에서, 낙찰가 대비 감액률의 중앙값이 5% 이상이면 주의, 10% 이상이면 제한입니다.',
  },
  {
    measure: 'disputesLost',
    label: '패소한 분쟁',
    unit: 'count',
    excellentMax: 0,
    watchAt: 1,
    restrictedAt: 3,
    sentence:
      '운영자가 딜러의 감액 주장을 받아들이지 않은 분쟁이 1건 이상이면 주의, 3건 이상이면 제한입니다.',
  },
  {
    measure: 'transferDays',
    label: '명의이전 소요일(중앙값)',
    unit: 'days',
    excellentMax: 7,
    watchAt: 15,
    restrictedAt: 30,
    sentence: '거래일부터 명의이전 확인까지 걸린 날의 중앙값이 15일 이상이면 주의, 30일 이상이면 제한입니다.',
  },
  {
    measure: 'confirmHours',
    label: '낙찰 확정 소요시간(중앙값)',
    unit: 'hours',
    excellentMax: 6,
    watchAt: 24,
    restrictedAt: 40,
    sentence:
      '낙찰 선택부터 딜러의 낙찰 확정까지 걸린 시간의 중앙값이 24시간 이상이면 주의, 40시간 이상이면 제한입니다.',
  },
];

/** The published rules of each tier, in the order the page lists them. */
export const DEALER_TIER_SENTENCES: Record<DealerTier, string> = {
  EXCELLENT: `최근 ${DEALER_SCORE_WINDOW_DAYS}일 완료 거래가 ${NEW_DEALER_MIN_DEALS}건 이상이고 모든 지표가 우수 기준 이내인 딜러입니다.`,
  STANDARD: `기본 등급입니다. 완료 거래가 ${NEW_DEALER_MIN_DEALS}건 미만인 신규 딜러는 지표와 관계없이 일반입니다.`,
  WATCH: `한 지표라도 주의 기준에 이르면 주의 등급이 되며 알림톡과 화면 안내를 받습니다. ${DEALER_TIER_CURE_DAYS}일이 지나고 지표가 기준 아래로 돌아오면 자동으로 돌아갑니다.`,
  RESTRICTED: `한 지표라도 제한 기준에 이르면 제한 등급이 되며 ${DEALER_TIER_CURE_DAYS}일 동안 동시에 진행 중인 입찰을 ${RESTRICTED_MAX_ACTIVE_BIDS}건까지만 할 수 있습니다. 이후 지표가 회복되면 자동으로 돌아갑니다.`,
};

export const DEALER_TIER_MESSAGES = {
  bidLimit: `제한 등급 딜러는 진행 중인 입찰을 동시에 ${RESTRICTED_MAX_ACTIVE_BIDS}건까지만 할 수 있습니다. 등급 기준은 딜러 등급 안내에서 확인하세요.`,
  newDealer: `완료 거래 ${NEW_DEALER_MIN_DEALS}건 미만의 신규 딜러는 일반 등급입니다.`,
  overrideReasonRequired: '등급 변경 사유를 입력해주세요.',
} as const;

/** Severity order: a higher index is a lower tier. */
export const tierSeverity = (tier: DealerTier): number =>
  ({ EXCELLENT: 0, STANDARD: 1, WATCH: 2, RESTRICTED: 3 })[tier];

export type DealerScoreMeasures = Record<DealerScoreMeasure, number | null>;

/**
 * The tier the measures give (docs/domain.md "Dealer score and tiers"): 제한 when any measure reaches its
 * restrictedAt, 주의 when any reaches its watchAt, 우수 with enough recent deals and every measure within
 * excellentMax, 일반 otherwise; a new dealer (fewer than NEW_DEALER_MIN_DEALS completed deals) is 일반.
 */
export function measuredTierOf(
  measures: DealerScoreMeasures,
  completedDeals: number,
  recentDeals: number,
): DealerTier {
  if (completedDeals < NEW_DEALER_MIN_DEALS) {
    return 'STANDARD';
  }
  const value = (rule: DealerScoreThreshold) =>
    rule.needsRecentDeals && recentDeals < NEW_DEALER_MIN_DEALS ? null : measures[rule.measure];
  if (DEALER_SCORE_THRESHOLDS.some((rule) => (value(rule) ?? -1) >= rule.restrictedAt)) {
    return 'RESTRICTED';
  }
  if (DEALER_SCORE_THRESHOLDS.some((rule) => (value(rule) ?? -1) >= rule.watchAt)) {
    return 'WATCH';
  }
  if (
    recentDeals >= NEW_DEALER_MIN_DEALS &&
    DEALER_SCORE_THRESHOLDS.every((rule) => (value(rule) ?? 0) <= rule.excellentMax)
  ) {
    return 'EXCELLENT';
  }
  return 'STANDARD';
}

/** The measures that reach the given tier's threshold (the banner's "numbers that caused it"). */
export function measuresAtTier(
  measures: DealerScoreMeasures,
  tier: DealerTier,
  recentDeals: number = NEW_DEALER_MIN_DEALS,
): DealerScoreMeasure[] {
  if (tier !== 'WATCH' && tier !== 'RESTRICTED') {
    return [];
  }
  return DEALER_SCORE_THRESHOLDS.filter(
    (rule) =>
      !(rule.needsRecentDeals && recentDeals < NEW_DEALER_MIN_DEALS) &&
      (measures[rule.measure] ?? -1) >= (tier === 'WATCH' ? rule.watchAt : rule.restrictedAt),
  ).map((rule) => rule.measure);
}

/** How a measure reads on a screen or in a message (15%, 2건, 4.5%, 12일, 30시간; '-' for none). */
export function formatDealerMeasure(measure: DealerScoreMeasure, value: number | null): string {
  if (value === null) {
    return '-';
  }
  const unit = DEALER_SCORE_THRESHOLDS.find((rule) => rule.measure === measure)!.unit;
  switch (unit) {
    case 'share':
      return `${Math.round(value * 100)}%`;
    case 'count':
      return `${value}건`;
    case 'percent':
      return `${value}%`;
    case 'days':
      return `${value}일`;
    case 'hours':
      return `${value}시간`;
  }
}

// In a module of its own: the web app's session holds it from its first screen, which needs none of the tables above.
export { EMPTY_DEALER_SCORE } from './empty-dealer-score';
