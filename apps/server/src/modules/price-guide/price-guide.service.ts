// Price guidance (docs/domain.md "Price guidance"): the figures of the comparables, or only their count below
// PRICE_GUIDE_MIN_SALES — a median of one or two sales would read as a market price it is not.
import { PRICE_GUIDE_MIN_SALES, type PriceGuide, type VehicleType } from '@autobid/shared';
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
