// Price guidance (docs/domain.md "Price guidance"): the figures of the comparables, or only their count below
// PRICE_GUIDE_MIN_SALES — a median of one or two sales would read as a market price it is not.
import {
  hopePriceFarFromGuide,
  PRICE_GUIDE_MIN_SALES,
  type ConsolePriceGuide,
  type PriceGuide,
  type VehicleType,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { priceGuideFigures } from './price-guide.repository';

export type PriceGuideAsk = {
  brandId: number;
  model: string;
  year: number;
  mileage: number;
  type: VehicleType;
};

export function createPriceGuideService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async guide(ask: PriceGuideAsk): Promise<PriceGuide> {
      const figures = await priceGuideFigures(ctx.db, { ...ask, now: ctx.clock.now() });
      if (figures.count < PRICE_GUIDE_MIN_SALES || figures.median === null) {
        return { count: figures.count };
      }
      return {
        count: figures.count,
        median: figures.median,
        p25: figures.p25 ?? figures.median,
        p75: figures.p75 ?? figures.median,
        recent: figures.recent,
      };
    },
  };
}

/**
 * The console's listing review: the guide for the listing's vehicle and whether its hope price is far outside
 * the band (below p25 × 0.7 or above p75 × 1.3); null while the listing lacks what the guide asks.
 */
export async function consolePriceGuideOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  listing: {
    brandId: number | null;
    model: string;
    year: number | null;
    mileage: number | null;
    vehicleType: VehicleType;
    hopePrice: number | null;
  },
): Promise<ConsolePriceGuide | null> {
  const { brandId, model, year, mileage, vehicleType, hopePrice } = listing;
  if (brandId === null || !model.trim() || year === null || mileage === null) {
    return null;
  }
  const guide = await createPriceGuideService(ctx).guide({
    brandId,
    model,
    year,
    mileage,
    type: vehicleType,
  });
  return { ...guide, far: hopePrice === null ? null : hopePriceFarFromGuide(hopePrice, guide) };
}
