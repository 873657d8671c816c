// The completion form's rules (docs/spec.md §5 "Completion"): with a different price, the final price (in
// 만원) and a reason are required; at least one of the six inspection photos; won = 만원 * 10,000.
import {
  BID_UNIT_WON,
  DEAL_MESSAGES,
  INSPECTION_PHOTO_COUNT,
  MAX_BID_WON,
  MIN_BID_WON,
  type CompleteDealRequest,
} from '@autobid/shared';

export type PriceMode = 'same' | 'different';

export type CompletionValues = {
  mode: PriceMode;
  /** The final price in 만원; 0 while empty. */
  priceManwon: number;
  reason: string;
  inspectionResult: string;
  /** Six slots, '' where no photo was uploaded. */
  images: string[];
};

export type CompletionField = 'finalPrice' | 'reason' | 'images';
export type CompletionErrors = Partial<Record<CompletionField, string>>;

/** Field order, for focusing the first error. */
export const COMPLETION_FIELDS: readonly CompletionField[] = ['finalPrice', 'reason', 'images'];

export const REASON_MAX = 500;
export const INSPECTION_RESULT_MAX = 2_000;
const MAX_MANWON_DIGITS = String(Math.floor(MAX_BID_WON / BID_UNIT_WON)).length;

export const emptyCompletionValues = (): CompletionValues => ({
  mode: 'same',
  priceManwon: 0,
  reason: '',
  inspectionResult: '',
  images: Array.from({ length: INSPECTION_PHOTO_COUNT }, () => ''),
});

/** What the person typed -> 만원 (digits only, no leading zeros, capped in length; 0 when empty). */
export function parseManwon(raw: string): number {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_MANWON_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

/** Every message to show, keyed by field; empty when the form can be sent. */
export function checkCompletionForm(values: CompletionValues): CompletionErrors {
  const errors: CompletionErrors = {};
  if (values.mode === 'different') {
    const won = values.priceManwon * BID_UNIT_WON;
    if (!values.priceManwon) {
      errors.finalPrice = DEAL_MESSAGES.finalPriceRequired;
    } else if (won < MIN_BID_WON || won > MAX_BID_WON) {
      errors.finalPrice = DEAL_MESSAGES.finalPriceRange;
    }
    if (!values.reason.trim()) {
      errors.reason = DEAL_MESSAGES.priceReasonRequired;
    }
  }
  if (!values.images.some((url) => url.trim())) {
    errors.images = DEAL_MESSAGES.inspectionImageRequired;
  }
  return errors;
}

/** The request body: the winning price in "same" mode (and no reason), else the typed price in won. */
export function toCompleteRequest(values: CompletionValues, winningPrice: number): CompleteDealRequest {
  const isSame = values.mode === 'same';
  const slot = (n: number) => values.images[n]?.trim() ?? '';
  return {
    finalPrice: isSame ? winningPrice : values.priceManwon * BID_UNIT_WON,
    reason: isSame ? '' : values.reason.trim(),
    inspectionResult: values.inspectionResult.trim(),
    inspectionImage1: slot(0),
    inspectionImage2: slot(1),
    inspectionImage3: slot(2),
    inspectionImage4: slot(3),
    inspectionImage5: slot(4),
    inspectionImage6: slot(5),
  };
}
