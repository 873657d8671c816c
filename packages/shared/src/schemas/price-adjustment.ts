// Price adjustment at handover and its dispute (docs/domain.md "Handover"): the dealer's claim, item by
// item against the listing's condition sheet with photos taken at the handover; the seller accepts or
// rejects it in the app; a rejected or unanswered claim is a dispute an operator decides; the deduction
// guide the operator keeps. Server and web both use these.
import { z } from 'zod';
import { BID_UNIT_WON, MAX_BID_WON } from '../constants';
import { VEHICLE_TYPES, type VehicleType } from '../enums';
import { conditionEntry, conditionItemOf } from './condition-report';
import { rowIdParam } from './request';
import { pagingQuery } from './common';

/** Hours the seller has to answer a claim before it goes to an operator as a dispute. */
export const PRICE_CLAIM_ANSWER_HOURS = 24;
/** Photos of one claim item, taken at the handover. */
export const PRICE_CLAIM_PHOTOS_MAX = 6;
export const PRICE_CLAIM_ITEMS_MAX = 20;
/** Lost disputes (claims an operator rejected) within `DISPUTE_WINDOW_DAYS` that ban the dealer. */
export const DISPUTES_LOST_FOR_BAN = 2;
export const DISPUTE_WINDOW_DAYS = 90;
/** After a claim is settled (accepted, decided, withdrawn) the dealer has at least this long to complete. */
export const CLAIM_SETTLED_COMPLETION_HOURS = 24;

export const PRICE_CLAIM_MESSAGES = {
  itemsRequired: '감가 항목을 1개 이상 입력해주세요.',
  itemsTooMany: `감가 항목은 ${PRICE_CLAIM_ITEMS_MAX}개까지 입력할 수 있습니다.`,
  itemRequired: '점검표 항목을 선택해주세요.',
  itemUnknown: '이 매물의 점검표에 없는 항목입니다.',
  itemTwice: '같은 항목을 두 번 넣을 수 없습니다. 한 항목으로 합쳐주세요.',
  observedRequired: '현장에서 확인한 상태를 입력해주세요.',
  observedTooLong: '확인한 상태는 200자 이내로 입력해주세요.',
  amountRequired: '감가 금액을 입력해주세요.',
  amountUnit: '감가 금액은 만원 단위로 입력해주세요.',
  amountPositive: '감가 금액은 1만원 이상으로 입력해주세요.',
  amountAboveWinning: '감가 금액이 낙찰가보다 클 수 없습니다.',
  totalAboveWinning: '감가 합계가 낙찰가 이상입니다. 감가 금액을 확인해주세요.',
  reasonOutsideGuide: '감가 기준표의 범위를 벗어난 금액은 사유를 입력해주세요.',
  reasonTooLong: '사유는 300자 이내로 입력해주세요.',
  photosRequired: '현장에서 찍은 사진을 1장 이상 등록해주세요.',
  photosTooMany: `사진은 항목마다 ${PRICE_CLAIM_PHOTOS_MAX}장까지 등록할 수 있습니다.`,
  photoInvalid: '거래 현장에서 직접 업로드한 사진만 등록할 수 있습니다.',
  memoTooLong: '메모는 1,000자 이내로 입력해주세요.',
  notAtHandover: '거래 날짜가 확정된 거래에서만 감가를 요청할 수 있습니다.',
  claimOpen:
    '이미 진행 중인 감가 요청이 있습니다. 판매자의 답변이나 운영자 판정을 기다리거나 요청을 철회해주세요.',
  priceSettled: '이 거래의 가격은 이미 정해졌습니다. 정해진 가격으로 거래를 완료하거나 거래를 취소해주세요.',
  claimNotFound: '감가 요청을 찾을 수 없습니다.',
  notOpen: '판매자의 답변을 기다리는 감가 요청이 아닙니다.',
  notWithdrawable: '철회할 수 있는 감가 요청이 아닙니다.',
  answerExpired: '답변 기한이 지나 운영자 판정으로 넘어간 요청입니다.',
  rejectReasonRequired: '거절 사유를 입력해주세요.',
  rejectReasonTooLong: '거절 사유는 500자 이내로 입력해주세요.',
  completeNeedsClaim:
    '낙찰가와 다른 가격으로 완료하려면 감가 요청을 등록하고 판매자의 동의(또는 운영자 판정)를 받아야 합니다. 감가 요청을 이용해주세요.',
  completeWhileOpen:
    '진행 중인 감가 요청이 있습니다. 판매자의 답변이나 운영자 판정을 기다리거나 요청을 철회한 뒤 완료해주세요.',
  completeAtAgreed: (price: string) => `합의된 가격 ${price}으로만 거래를 완료할 수 있습니다.`,
  /** The completion's price-change reason when the dealer gives none: the claim settled it. */
  agreedReason: '감가 요청 합의(판매자 동의 또는 운영자 판정)',
  // Success
  sent: '감가 요청을 보냈습니다. 판매자가 24시간 안에 답하지 않으면 운영자가 판정합니다.',
  withdrawn: '감가 요청을 철회했습니다. 낙찰가로 거래를 완료할 수 있습니다.',
  accepted: '감가 요청에 동의했습니다.',
  rejected: '감가 요청을 거절했습니다. 운영자가 양쪽 내용을 확인해 판정합니다.',
} as const;

export const DISPUTE_MESSAGES = {
  notFound: '분쟁을 찾을 수 없습니다.',
  statusInvalid: '목록 구분이 올바르지 않습니다.',
  alreadyDecided: '이미 판정했거나 철회된 분쟁입니다.',
  outcomeRequired: '판정 결과를 선택해주세요.',
  amountRequired: '인정할 감가 금액을 입력해주세요.',
  amountPartial: '일부 인정 금액은 1만원 이상, 요청 금액보다 작은 만원 단위로 입력해주세요.',
  reasonRequired: '판정 사유를 입력해주세요.',
  reasonTooLong: '판정 사유는 500자 이내로 입력해주세요.',
  decided: '판정했습니다. 딜러와 판매자에게 알렸습니다.',
} as const;

export const GUIDE_MESSAGES = {
  rangeInvalid: '최소 금액은 최대 금액 이하로, 만원 단위로 입력해주세요.',
  itemUnknown: '점검표에 없는 항목입니다.',
  itemTwice: '같은 항목이 두 번 있습니다.',
  saved: '감가 기준표를 저장했습니다.',
} as const;

export const PRICE_CLAIM_STATUSES = ['OPEN', 'ACCEPTED', 'DISPUTED', 'DECIDED', 'WITHDRAWN'] as const;
export type PriceClaimStatus = (typeof PRICE_CLAIM_STATUSES)[number];
export const PRICE_CLAIM_STATUS_LABELS: Record<PriceClaimStatus, string> = {
  OPEN: '판매자 확인 중',
  ACCEPTED: '판매자 동의',
  DISPUTED: '운영자 판정 중',
  DECIDED: '판정 완료',
  WITHDRAWN: '철회',
};
/** A claim that still waits for someone: the seller (OPEN) or an operator (DISPUTED). */
export const PENDING_CLAIM_STATUSES = ['OPEN', 'DISPUTED'] as const satisfies readonly PriceClaimStatus[];

export const DISPUTE_STATUSES = ['OPEN', 'DECIDED', 'WITHDRAWN'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: '판정 대기',
  DECIDED: '판정 완료',
  WITHDRAWN: '딜러 철회',
};
export const DISPUTE_OUTCOMES = ['UPHELD', 'PARTIAL', 'REJECTED'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  UPHELD: '감가 인정',
  PARTIAL: '일부 인정',
  REJECTED: '감가 불인정',
};
/** How a dispute began: the seller rejected the claim, or left it unanswered for 24 hours. */
export const DISPUTE_OPENERS = ['SELLER', 'TIMEOUT'] as const;
export const DISPUTE_OPENER_LABELS: Record<(typeof DISPUTE_OPENERS)[number], string> = {
  SELLER: '판매자 거절',
  TIMEOUT: '판매자 무응답(24시간)',
};

const wonAmount = z
  .number({ error: PRICE_CLAIM_MESSAGES.amountRequired })
  .int(PRICE_CLAIM_MESSAGES.amountUnit)
  .refine((v) => v % BID_UNIT_WON === 0, PRICE_CLAIM_MESSAGES.amountUnit)
  .refine((v) => v >= BID_UNIT_WON, PRICE_CLAIM_MESSAGES.amountPositive)
  .refine((v) => v <= MAX_BID_WON, PRICE_CLAIM_MESSAGES.amountAboveWinning);

export const priceClaimItemRequest = z
  .object({
    /** A key of the listing's condition sheet (`frame`, `panel.hood`, ...). */
    item: z
      .string({ error: PRICE_CLAIM_MESSAGES.itemRequired })
      .trim()
      .min(1, PRICE_CLAIM_MESSAGES.itemRequired)
      .max(60, PRICE_CLAIM_MESSAGES.itemUnknown),
    /** What the dealer found at the handover, where the sheet said otherwise. */
    observed: z
      .string({ error: PRICE_CLAIM_MESSAGES.observedRequired })
      .trim()
      .min(1, PRICE_CLAIM_MESSAGES.observedRequired)
      .max(200, PRICE_CLAIM_MESSAGES.observedTooLong),
    /** The deduction in won (the form takes 만원). */
    amount: wonAmount,
    /** Why, when the amount is outside the deduction guide's range for the item. */
    reason: z.string().trim().max(300, PRICE_CLAIM_MESSAGES.reasonTooLong).optional().default(''),
    photos: z
      .array(
        z
          .string()
          .trim()
          .min(1, PRICE_CLAIM_MESSAGES.photoInvalid)
          .max(2_000, PRICE_CLAIM_MESSAGES.photoInvalid),
        {
          error: PRICE_CLAIM_MESSAGES.photosRequired,
        },
      )
      .min(1, PRICE_CLAIM_MESSAGES.photosRequired)
      .max(PRICE_CLAIM_PHOTOS_MAX, PRICE_CLAIM_MESSAGES.photosTooMany),
  })
  .strict();
export type PriceClaimItemRequest = z.input<typeof priceClaimItemRequest>;

/** `POST /v1/dealers/auction/{id}/price-adjustments` (and the code link's twin). */
export const priceClaimRequest = z
  .object({
    items: z
      .array(priceClaimItemRequest, { error: PRICE_CLAIM_MESSAGES.itemsRequired })
      .min(1, PRICE_CLAIM_MESSAGES.itemsRequired)
      .max(PRICE_CLAIM_ITEMS_MAX, PRICE_CLAIM_MESSAGES.itemsTooMany)
      .refine(
        (items) => new Set(items.map((i) => i.item)).size === items.length,
        PRICE_CLAIM_MESSAGES.itemTwice,
      ),
    memo: z.string().trim().max(1_000, PRICE_CLAIM_MESSAGES.memoTooLong).optional().default(''),
  })
  .strict();
export type PriceClaimRequest = z.input<typeof priceClaimRequest>;

/** `POST /v1/sellers/auctions/{id}/price-adjustments/{claimId}/reject`. */
export const priceClaimRejectRequest = z
  .object({
    reason: z
      .string({ error: PRICE_CLAIM_MESSAGES.rejectReasonRequired })
      .trim()
      .min(1, PRICE_CLAIM_MESSAGES.rejectReasonRequired)
      .max(500, PRICE_CLAIM_MESSAGES.rejectReasonTooLong),
  })
  .strict();
export type PriceClaimRejectRequest = z.input<typeof priceClaimRejectRequest>;

export const claimParams = z.object({ id: rowIdParam(), claimId: rowIdParam() });

/** One usual range of the deduction guide, in won. */
export const deductionGuideEntry = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  item: z.string(),
  /** The item's label on its vehicle type's sheet. */
  label: z.string(),
  group: z.string(),
  min: z.number().int(),
  max: z.number().int(),
});
export type DeductionGuideEntry = z.infer<typeof deductionGuideEntry>;

const guideWon = z
  .number({ error: GUIDE_MESSAGES.rangeInvalid })
  .int(GUIDE_MESSAGES.rangeInvalid)
  .min(0, GUIDE_MESSAGES.rangeInvalid)
  .max(MAX_BID_WON, GUIDE_MESSAGES.rangeInvalid)
  .refine((v) => v % BID_UNIT_WON === 0, GUIDE_MESSAGES.rangeInvalid);

/** `PUT /v1/admin/deduction-guide`: one vehicle type's ranges, replacing what it had. */
export const deductionGuideRequest = z
  .object({
    vehicleType: z.enum(VEHICLE_TYPES),
    entries: z
      .array(z.object({ item: z.string().trim().min(1).max(60), min: guideWon, max: guideWon }).strict())
      .max(60)
      .refine((entries) => entries.every((e) => e.min <= e.max), GUIDE_MESSAGES.rangeInvalid)
      .refine(
        (entries) => new Set(entries.map((e) => e.item)).size === entries.length,
        GUIDE_MESSAGES.itemTwice,
      ),
  })
  .strict();
export type DeductionGuideRequest = z.input<typeof deductionGuideRequest>;

/** One item of a claim, with the sheet's entry it disputes and the guide's range. */
export const priceClaimItem = z.object({
  item: z.string(),
  group: z.string(),
  label: z.string(),
  /** What the listing's approved sheet said of the item. */
  sheet: z.object({ stateLabel: z.string(), ok: z.boolean(), note: z.string(), photo: z.string() }),
  observed: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  photos: z.array(z.string()),
  guide: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  outsideGuide: z.boolean(),
});
export type PriceClaimItem = z.infer<typeof priceClaimItem>;

export const disputeSummary = z.object({
  id: z.number().int(),
  status: z.enum(DISPUTE_STATUSES),
  statusLabel: z.string(),
  openedBy: z.enum(DISPUTE_OPENERS),
  openedAt: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  outcomeLabel: z.string(),
  /** The deduction the operator granted (0 when rejected); null before the decision. */
  amount: z.number().int().nullable(),
  reason: z.string(),
  decidedAt: z.string().nullable(),
});
export type DisputeSummary = z.infer<typeof disputeSummary>;

export const priceClaim = z.object({
  id: z.number().int(),
  auctionId: z.number().int(),
  status: z.enum(PRICE_CLAIM_STATUSES),
  statusLabel: z.string(),
  winningPrice: z.number().int(),
  total: z.number().int(),
  /** The winning price less the claim's total: what the dealer proposes to pay. */
  proposedPrice: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
  /** Until when the seller may answer (created + 24 h). */
  answerBy: z.string(),
  answeredAt: z.string().nullable(),
  sellerReason: z.string(),
  withdrawnAt: z.string().nullable(),
  items: z.array(priceClaimItem),
  dispute: disputeSummary.nullable(),
});
export type PriceClaim = z.infer<typeof priceClaim>;

/**
 * `GET /v1/dealers/auction/{id}/price-adjustments`: the deal's claims (newest first), the price the deal
 * completes at, the sheet the claim form offers and the guide's ranges for the vehicle type.
 */
export const priceClaimsView = z.object({
  auctionId: z.number().int(),
  vehicleType: z.enum(VEHICLE_TYPES),
  winningPrice: z.number().int(),
  /** The price agreed by an accepted claim or decided by an operator; null while it is the winning price. */
  agreedPrice: z.number().int().nullable(),
  /** Whether the dealer may send a claim now (RESERVATION_COMPLETE, no claim pending or settled). */
  canClaim: z.boolean(),
  claims: z.array(priceClaim),
  sheet: z.array(
    z.object({
      key: z.string(),
      group: z.string(),
      label: z.string(),
      stateLabel: z.string(),
      ok: z.boolean(),
      note: z.string(),
      photo: z.string(),
    }),
  ),
  guide: z.array(deductionGuideEntry),
});
export type PriceClaimsView = z.infer<typeof priceClaimsView>;

export const disputesQuery = pagingQuery(20).extend({
  status: z
    .enum(['OPEN', 'CLOSED', 'ALL'], { error: DISPUTE_MESSAGES.statusInvalid })
    .optional()
    .default('OPEN'),
});

export const disputeListItem = z.object({
  id: z.number().int(),
  auctionId: z.number().int(),
  model: z.string(),
  brandName: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  statusLabel: z.string(),
  openedBy: z.enum(DISPUTE_OPENERS),
  openedByLabel: z.string(),
  openedAt: z.string(),
  winningPrice: z.number().int(),
  claimTotal: z.number().int(),
  dealerName: z.string(),
  agencyName: z.string(),
  sellerName: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  outcomeLabel: z.string(),
  decidedAt: z.string().nullable(),
});
export type DisputeListItem = z.infer<typeof disputeListItem>;

/** `GET /v1/admin/disputes/{id}`: both sides' words and photos beside the listing's own sheet and photos. */
export const disputeDetail = z.object({
  dispute: disputeSummary,
  claim: priceClaim,
  listing: z.object({
    auctionId: z.number().int(),
    status: z.string(),
    statusLabel: z.string(),
    vehicleType: z.enum(VEHICLE_TYPES),
    brandName: z.string(),
    model: z.string(),
    year: z.number().int().nullable(),
    mileage: z.number().int().nullable(),
    images: z.array(z.object({ type: z.string(), image: z.string() })),
    conditionReport: z.object({ items: z.record(z.string(), conditionEntry) }).nullable(),
  }),
  dealer: z.object({ id: z.number().int(), name: z.string(), agencyName: z.string(), username: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  /** The dealer's record of lost disputes within 90 days (two ban). */
  dealerDisputesLost: z.number().int(),
});
export type DisputeDetail = z.infer<typeof disputeDetail>;

export const disputeDecisionRequest = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_MESSAGES.outcomeRequired }),
    /** With PARTIAL: the deduction granted, in won (less than the claim's total). */
    amount: z
      .number({ error: DISPUTE_MESSAGES.amountRequired })
      .int(DISPUTE_MESSAGES.amountPartial)
      .refine((v) => v % BID_UNIT_WON === 0 && v >= BID_UNIT_WON, DISPUTE_MESSAGES.amountPartial)
      .optional(),
    reason: z
      .string({ error: DISPUTE_MESSAGES.reasonRequired })
      .trim()
      .min(1, DISPUTE_MESSAGES.reasonRequired)
      .max(500, DISPUTE_MESSAGES.reasonTooLong),
  })
  .strict()
  .refine((body) => body.outcome !== 'PARTIAL' || body.amount !== undefined, {
    message: DISPUTE_MESSAGES.amountRequired,
    path: ['amount'],
  });
export type DisputeDecisionRequest = z.input<typeof disputeDecisionRequest>;

/** Where a claim's mistake belongs: the whole claim, or one item's field. */
export type PriceClaimMistake = {
  index: number | null;
  field: 'items' | 'item' | 'amount' | 'reason' | 'photos';
  message: string;
};

/** The guide's range for an item, or null when the guide has none. */
export function guideRangeOf(
  guide: readonly { item: string; min: number; max: number }[],
  item: string,
): { min: number; max: number } | null {
  const entry = guide.find((g) => g.item === item);
  return entry ? { min: entry.min, max: entry.max } : null;
}

/** Whether an amount lies outside the guide's range for the item (no range: outside). */
export function isOutsideGuide(range: { min: number; max: number } | null, amount: number): boolean {
  return range === null || amount < range.min || amount > range.max;
}

/**
 * The first mistake of a claim against the deal it is for, beyond its schema (server and the claim form):
 * an item not on the vehicle type's sheet, an amount above the winning price, a total not below it, a
 * deduction outside the guide's range without a reason. Null when it holds.
 */
export function priceClaimMistake(
  deal: {
    vehicleType: VehicleType;
    winningPrice: number;
    guide: readonly { item: string; min: number; max: number }[];
  },
  items: readonly { item: string; amount: number; reason: string }[],
): PriceClaimMistake | null {
  for (const [index, entry] of items.entries()) {
    if (!conditionItemOf(deal.vehicleType, entry.item)) {
      return { index, field: 'item', message: PRICE_CLAIM_MESSAGES.itemUnknown };
    }
    if (entry.amount > deal.winningPrice) {
      return { index, field: 'amount', message: PRICE_CLAIM_MESSAGES.amountAboveWinning };
    }
    if (isOutsideGuide(guideRangeOf(deal.guide, entry.item), entry.amount) && entry.reason.trim() === '') {
      return { index, field: 'reason', message: PRICE_CLAIM_MESSAGES.reasonOutsideGuide };
    }
  }
  const total = items.reduce((sum, entry) => sum + entry.amount, 0);
  if (total >= deal.winningPrice) {
    return { index: null, field: 'items', message: PRICE_CLAIM_MESSAGES.totalAboveWinning };
  }
  return null;
}

/** The usual deductions before an operator changes them (won), seeded with the reference data. */
export const DEFAULT_DEDUCTION_GUIDE: Record<
  VehicleType,
  readonly { item: string; min: number; max: number }[]
> = {
  MOTORBIKE: [
    { item: 'frame', min: 300_000, max: 2_000_000 },
    { item: 'engine', min: 100_000, max: 800_000 },
    { item: 'oilLeak', min: 50_000, max: 300_000 },
    { item: 'chain', min: 50_000, max: 200_000 },
    { item: 'frontTyre', min: 50_000, max: 200_000 },
    { item: 'rearTyre', min: 50_000, max: 250_000 },
    { item: 'brakes', min: 30_000, max: 200_000 },
    { item: 'electrics', min: 30_000, max: 300_000 },
    { item: 'exterior.frontCowl', min: 30_000, max: 300_000 },
    { item: 'exterior.leftCowl', min: 30_000, max: 300_000 },
    { item: 'exterior.rightCowl', min: 30_000, max: 300_000 },
    { item: 'exterior.tank', min: 50_000, max: 400_000 },
    { item: 'exterior.seatCowl', min: 30_000, max: 200_000 },
    { item: 'exterior.muffler', min: 30_000, max: 300_000 },
    { item: 'exterior.wheels', min: 50_000, max: 400_000 },
    { item: 'tuning', min: 50_000, max: 500_000 },
    { item: 'accidentHistory', min: 200_000, max: 1_500_000 },
    { item: 'useReport', min: 50_000, max: 300_000 },
  ],
  CAR: [
    { item: 'panel.hood', min: 100_000, max: 600_000 },
    { item: 'panel.frontFenderLeft', min: 100_000, max: 500_000 },
    { item: 'panel.frontFenderRight', min: 100_000, max: 500_000 },
    { item: 'panel.frontDoorLeft', min: 100_000, max: 600_000 },
    { item: 'panel.frontDoorRight', min: 100_000, max: 600_000 },
    { item: 'panel.rearDoorLeft', min: 100_000, max: 600_000 },
    { item: 'panel.rearDoorRight', min: 100_000, max: 600_000 },
    { item: 'panel.trunk', min: 100_000, max: 600_000 },
    { item: 'panel.quarterLeft', min: 200_000, max: 1_000_000 },
    { item: 'panel.quarterRight', min: 200_000, max: 1_000_000 },
    { item: 'panel.roof', min: 200_000, max: 1_000_000 },
    { item: 'frame', min: 1_000_000, max: 5_000_000 },
    { item: 'flood', min: 2_000_000, max: 10_000_000 },
    { item: 'leaks', min: 100_000, max: 1_000_000 },
    { item: 'tyres', min: 100_000, max: 600_000 },
    { item: 'warningLights', min: 100_000, max: 1_500_000 },
    { item: 'accidentHistory', min: 300_000, max: 3_000_000 },
  ],
};
