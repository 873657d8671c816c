// Price guidance from completed trades (docs/domain.md "Price guidance"): the query a seller's hope-price step
// or a dealer's detail sends, and the band it answers in won.
import { z } from 'zod';
import { VEHICLE_TYPES } from '../enums';
import { rowIdParam } from './request';

/** The comparables' window and the smallest sample that gets figures. */
export const PRICE_GUIDE_MONTHS = 6;
export const PRICE_GUIDE_MIN_SALES = 3;
/** Year ±1; the mileage band is ± the larger of 30 % of the vehicle's mileage and 5,000 km. */
export const PRICE_GUIDE_YEAR_SPAN = 1;
export const PRICE_GUIDE_MILEAGE_SHARE = 0.3;
export const PRICE_GUIDE_MILEAGE_MIN_KM = 5_000;
/** The comparables the answer lists (most recent first). */
export const PRICE_GUIDE_RECENT = 10;
/** The console flags a hope price below p25 × 0.7 or above p75 × 1.3 as far outside the band. */
export const PRICE_GUIDE_FAR_SHARE = 0.3;

export const PRICE_GUIDE_MESSAGES = {
  brand: '브랜드를 선택해주세요.',
  model: '모델명을 입력해주세요.',
  year: '연식이 올바르지 않습니다.',
  mileage: '주행거리가 올바르지 않습니다.',
  type: '차종이 올바르지 않습니다.',
  few: '유사 차량 거래가 아직 적습니다',
  far: '희망가가 최근 유사 차량 거래가 범위에서 크게 벗어납니다',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const priceGuideQuery = z.object({
  brandId: rowIdParam(PRICE_GUIDE_MESSAGES.brand),
  model: z
    .string({ message: PRICE_GUIDE_MESSAGES.model })
    .trim()
    .min(1, PRICE_GUIDE_MESSAGES.model)
    .max(100, PRICE_GUIDE_MESSAGES.model),
  year: wholeNumber(PRICE_GUIDE_MESSAGES.year, 1950, 2100),
  mileage: wholeNumber(PRICE_GUIDE_MESSAGES.mileage, 0, 9_999_999),
  type: z.enum(VEHICLE_TYPES, { message: PRICE_GUIDE_MESSAGES.type }),
});
export type PriceGuideQuery = z.input<typeof priceGuideQuery>;

/** One comparable: no person, no listing id — the price it closed at, its mileage, year and day. */
export const priceGuideComparable = z.object({
  price: z.number().int(),
  mileage: z.number().int(),
  year: z.number().int(),
  /** Asia/Seoul date, YYYY-MM-DD. */
  completedOn: z.string(),
});
export type PriceGuideComparable = z.infer<typeof priceGuideComparable>;

export const priceGuideResponse = z.object({
  count: z.number().int(),
  median: z.number().int().optional(),
  p25: z.number().int().optional(),
  p75: z.number().int().optional(),
  recent: z.array(priceGuideComparable).optional(),
});
export type PriceGuide = z.infer<typeof priceGuideResponse>;

/**
 * The console's listing review (docs/domain.md "Price guidance"): the guide for the listing's vehicle and
 * whether its hope price is far outside the band (`far`: LOW, HIGH, or null within it or without figures).
 */
export const consolePriceGuide = priceGuideResponse.extend({
  far: z.enum(['LOW', 'HIGH']).nullable(),
});
export type ConsolePriceGuide = z.infer<typeof consolePriceGuide>;

/** The mileage band around a vehicle's mileage, in km (inclusive). */
export function priceGuideMileageBand(mileage: number): { min: number; max: number } {
  const half = Math.max(Math.round(mileage * PRICE_GUIDE_MILEAGE_SHARE), PRICE_GUIDE_MILEAGE_MIN_KM);
  return { min: Math.max(0, mileage - half), max: mileage + half };
}

/** A hope price far outside the band (the console's flag): below p25 × 0.7 or above p75 × 1.3. */
export function hopePriceFarFromGuide(hopePrice: number, guide: PriceGuide): 'LOW' | 'HIGH' | null {
  if (guide.p25 === undefined || guide.p75 === undefined) {
    return null;
  }
  if (hopePrice < guide.p25 * (1 - PRICE_GUIDE_FAR_SHARE)) {
    return 'LOW';
  }
  return hopePrice > guide.p75 * (1 + PRICE_GUIDE_FAR_SHARE) ? 'HIGH' : null;
}
