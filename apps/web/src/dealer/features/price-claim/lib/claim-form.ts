// The claim form's rules (docs/domain.md "Handover"): what the dealer typed (amounts in 만원) -> the claim
// request in won, checked by the shared schema and priceClaimMistake, every message at its item's field;
// the guide's range of an item in words; the running total and the proposed price.
import {
  BID_UNIT_WON,
  PRICE_CLAIM_MESSAGES,
  formatNumber,
  guideRangeOf,
  isOutsideGuide,
  priceClaimMistake,
  priceClaimRequest,
  type PriceClaimRequest,
  type PriceClaimsView,
} from '@autobid/shared';

/** One item as the form holds it: the amount in 만원 (0 while empty), the photos uploaded so far. */
export type ClaimItemDraft = {
  /** The row's own key (rows are added and removed). */
  uid: number;
  item: string;
  observed: string;
  amountManwon: number;
  reason: string;
  photos: string[];
};

export type ClaimDraft = { items: ClaimItemDraft[]; memo: string };

export type ClaimItemField = 'item' | 'observed' | 'amount' | 'reason' | 'photos';

/** The form's messages: the whole claim's, the memo's, and each item's by its row index. */
export type ClaimErrors = {
  claim?: string;
  memo?: string;
  items: Partial<Record<ClaimItemField, string>>[];
};

/** The form's fields in the order they show, for focusing the first message. */
export const CLAIM_ITEM_FIELDS: readonly ClaimItemField[] = [
  'item',
  'observed',
  'amount',
  'reason',
  'photos',
];

export function emptyClaimItem(uid: number): ClaimItemDraft {
  return { uid, item: '', observed: '', amountManwon: 0, reason: '', photos: [] };
}

/** The request the draft makes: amounts in won. */
export function toClaimRequest(draft: ClaimDraft): PriceClaimRequest {
  return {
    items: draft.items.map((entry) => ({
      item: entry.item,
      observed: entry.observed.trim(),
      amount: entry.amountManwon * BID_UNIT_WON,
      reason: entry.reason.trim(),
      photos: entry.photos,
    })),
    memo: draft.memo.trim(),
  };
}

export function claimTotal(draft: ClaimDraft): number {
  return draft.items.reduce((sum, entry) => sum + entry.amountManwon * BID_UNIT_WON, 0);
}

/** The deal the claim is checked against: its vehicle type, winning price and the guide's ranges. */
type ClaimDeal = Pick<PriceClaimsView, 'vehicleType' | 'winningPrice' | 'guide'>;

/**
 * Every message of the draft at its field (the first per field), or null when it may be sent: the shared
 * schema's, then the deal's rules (priceClaimMistake) item by item and over the total. An empty amount asks
 * for the amount rather than for a larger one.
 */
export function claimErrors(draft: ClaimDraft, deal: ClaimDeal): ClaimErrors | null {
  const errors: ClaimErrors = { items: draft.items.map(() => ({})) };
  const put = (index: number, field: ClaimItemField, message: string) => {
    const row = errors.items[index];
    if (row && row[field] === undefined) {
      row[field] = message;
    }
  };
  draft.items.forEach((entry, index) => {
    if (entry.amountManwon === 0) {
      put(index, 'amount', PRICE_CLAIM_MESSAGES.amountRequired);
    }
  });
  const request = toClaimRequest(draft);
  const checked = priceClaimRequest.safeParse(request);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const [head, index, field] = issue.path;
    if (head === 'memo') {
      errors.memo ??= issue.message;
    } else if (head === 'items' && typeof index === 'number' && typeof field === 'string') {
      put(index, field as ClaimItemField, issue.message);
    } else if (head === 'items') {
      errors.claim ??= issue.message;
    }
  }
  request.items.forEach((entry, index) => {
    const mistake = priceClaimMistake(deal, [
      { item: entry.item, amount: entry.amount, reason: entry.reason ?? '' },
    ]);
    // Alone, an item's total is its amount: that check is the whole claim's, below.
    if (mistake && mistake.field !== 'items') {
      put(index, mistake.field, mistake.message);
    }
  });
  const total = priceClaimMistake(
    deal,
    request.items.map((entry) => ({ item: entry.item, amount: entry.amount, reason: entry.reason ?? '' })),
  );
  if (total?.field === 'items') {
    errors.claim ??= total.message;
  }
  const hasAny =
    errors.claim !== undefined ||
    errors.memo !== undefined ||
    errors.items.some((row) => Object.keys(row).length > 0);
  return hasAny ? errors : null;
}

/** 300,000 -> "30" (만원, with separators). */
const manwon = (won: number) => formatNumber(Math.round(won / BID_UNIT_WON));

/** The guide's usual range of an item in words ("기준 5~20만원"), or null when the guide has none. */
export function guideText(guide: PriceClaimsView['guide'], item: string): string | null {
  const range = guideRangeOf(guide, item);
  if (!range) {
    return null;
  }
  return range.min === range.max
    ? `기준 ${manwon(range.min)}만원`
    : `기준 ${manwon(range.min)}~${manwon(range.max)}만원`;
}

/** Whether the item's amount needs a reason: typed, and outside the guide's range (or the guide has none). */
export function needsReason(guide: PriceClaimsView['guide'], entry: ClaimItemDraft): boolean {
  return (
    entry.item !== '' &&
    entry.amountManwon > 0 &&
    isOutsideGuide(guideRangeOf(guide, entry.item), entry.amountManwon * BID_UNIT_WON)
  );
}
