// The live list's filters (docs/domain.md "Bids", "Saved searches"): the query's words made conditions on
// auctions, shared by the dealer's list and the saved searches' 09:00 digest so both match alike.
import { AUCTION_MESSAGES } from '@autobid/shared';
import { parseRegionFilter, type RegionFilter } from '@autobid/shared/regions';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isLikedBy, type AuctionListFilters } from './auctions.repository';

/** The places of the `regions` filter; an entry the region tree does not name (a bare `서구`) is a 400. */
export function regionFiltersOf(entries: string[]): RegionFilter[] {
  return entries.map((entry) => {
    const place = parseRegionFilter(entry);
    if (!place) {
      throw new AppError('REGION_INVALID', AUCTION_MESSAGES.regionInvalid);
    }
    return place;
  });
}

/** The filters as the list's query words them ('true'/'false'/'' for repair, '' for any purpose). */
export type ListFilterWords = {
  brandIds: number[];
  regions: string[];
  repair?: string | null;
  purpose?: string | null;
};

/** The list's filters of the query's words (a 400 for an unknown region); `likedBy` for the watch list. */
export function listFiltersOf(words: ListFilterWords, likedBy: number | null = null): AuctionListFilters {
  return {
    brandIds: words.brandIds,
    regions: regionFiltersOf(words.regions),
    hasAccident: words.repair === 'true' ? true : words.repair === 'false' ? false : null,
    purpose: words.purpose ? words.purpose : null,
    likedBy,
  };
}

/** The conditions of a PROGRESS auction matching the filters. */
export function progressConditions(filters: AuctionListFilters): SQL[] {
  const conditions: SQL[] = [eq(auctions.status, 'PROGRESS')];
  if (filters.brandIds.length) {
    conditions.push(inArray(auctions.brandId, filters.brandIds));
  }
  if (filters.regions.length) {
    // A district matches only inside its own province: 부산광역시 서구 is not 인천광역시 서구.
    const provinces = filters.regions
      .filter((place) => place.district === null)
      .map((place) => place.province);
    const region = or(
      provinces.length ? inArray(auctions.region1, provinces) : undefined,
      ...filters.regions.flatMap((place) =>
        place.district === null
          ? []
          : [and(eq(auctions.region1, place.province), eq(auctions.region2, place.district))],
      ),
    );
    if (region) {
      conditions.push(region);
    }
  }
  if (filters.hasAccident !== null) {
    conditions.push(eq(auctions.hasAccident, filters.hasAccident));
  }
  if (filters.purpose) {
    conditions.push(eq(auctions.purpose, filters.purpose));
  }
  if (filters.likedBy !== null) {
    conditions.push(isLikedBy(filters.likedBy));
  }
  return conditions;
}
