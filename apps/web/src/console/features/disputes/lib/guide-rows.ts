// The deduction guide as the editor holds it (docs/domain.md "Handover"): one row per item of the vehicle
// type's sheet, in the sheet's order, its usual range in 만원 (both empty: no range for the item); the whole
// type is saved at once, and a row's mistake shows at the row.
import {
  BID_UNIT_WON,
  CONDITION_SHEETS,
  GUIDE_MESSAGES,
  MAX_BID_WON,
  deductionGuideRequest,
  type DeductionGuideEntry,
  type DeductionGuideRequest,
  type VehicleType,
} from '@autobid/shared';

export type GuideRow = { item: string; group: string; label: string; min: string; max: string };

/** A row with one bound and not the other: both, or neither (no range for the item). */
export const GUIDE_BOTH_BOUNDS = '최소와 최대를 함께 입력하거나, 기준을 두지 않으려면 둘 다 비워주세요.';

const MAX_MANWON_DIGITS = String(Math.floor(MAX_BID_WON / BID_UNIT_WON)).length;

/** What a 만원 box keeps of what was typed: digits only, no leading zeros (a lone 0 stays), capped in length. */
export function guideDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, MAX_MANWON_DIGITS);
  return digits.replace(/^0+(?=\d)/, '');
}

const manwonOf = (won: number) => String(Math.round(won / BID_UNIT_WON));

/** Every item of the type's sheet with the guide's range for it (in 만원), or empty boxes. */
export function guideRowsOf(type: VehicleType, entries: readonly DeductionGuideEntry[]): GuideRow[] {
  return CONDITION_SHEETS[type].map((item) => {
    const entry = entries.find((e) => e.vehicleType === type && e.item === item.key);
    return {
      item: item.key,
      group: item.group,
      label: item.label,
      min: entry ? manwonOf(entry.min) : '',
      max: entry ? manwonOf(entry.max) : '',
    };
  });
}

/** The row's mistake: one bound without the other, or the minimum above the maximum. */
export function guideRowMistake(row: GuideRow): string | null {
  if ((row.min === '') !== (row.max === '')) {
    return GUIDE_BOTH_BOUNDS;
  }
  if (row.min !== '' && Number(row.min) > Number(row.max)) {
    return GUIDE_MESSAGES.rangeInvalid;
  }
  return null;
}

/** The request saving the type's rows (the empty ones left out), or each faulty row's mistake by item. */
export function guideRequestOf(
  type: VehicleType,
  rows: readonly GuideRow[],
): { body: DeductionGuideRequest } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    const mistake = guideRowMistake(row);
    if (mistake) {
      errors[row.item] = mistake;
    }
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const body: DeductionGuideRequest = {
    vehicleType: type,
    entries: rows
      .filter((row) => row.min !== '')
      .map((row) => ({
        item: row.item,
        min: Number(row.min) * BID_UNIT_WON,
        max: Number(row.max) * BID_UNIT_WON,
      })),
  };
  const parsed = deductionGuideRequest.safeParse(body);
  if (!parsed.success) {
    // Beyond what the rows check (an amount above the largest bid): at the row the issue names.
    for (const issue of parsed.error.issues) {
      const index = issue.path[1];
      const item = typeof index === 'number' ? body.entries[index]?.item : undefined;
      if (item !== undefined && !errors[item]) {
        errors[item] = issue.message;
      }
    }
    return {
      errors: Object.keys(errors).length ? errors : { [rows[0]?.item ?? '']: GUIDE_MESSAGES.rangeInvalid },
    };
  }
  return { body };
}
