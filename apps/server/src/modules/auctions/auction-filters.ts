// The live list's filters (docs/domain.md "Bids", "Saved searches"): the query's words made conditions on
// auctions, shared by the dealer's list and the saved searches' 09:00 digest so both match alike.
import { AUCTION_MESSAGES } from '@autobid/shared';
import { parseRegionFilter, type RegionFilter } from '@autobid/shared/regions';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { auctionLikes, auctions } from '../../db/schema';
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

/**
 * Which filters a query sets: the list's prepared statement has one SQL text per shape, the values are its
 * placeholders (docs/decisions/042). 64 shapes at most, so a bounded number of named statements per connection.
 */
export type FilterShape = {
  brands: boolean;
  provinces: boolean;
  districts: boolean;
  accident: boolean;
  purpose: boolean;
  liked: boolean;
};

export function filterShapeOf(filters: AuctionListFilters): FilterShape {
  return {
    brands: filters.brandIds.length > 0,
    provinces: filters.regions.some((place) => place.district === null),
    districts: filters.regions.some((place) => place.district !== null),
    accident: filters.hasAccident !== null,
    purpose: !!filters.purpose,
    liked: filters.likedBy !== null,
  };
}

/** The shape as a statement name's part: one letter per filter set. */
export const filterShapeName = (shape: FilterShape): string =>
  Object.entries(shape)
    .map(([filter, isSet]) => (isSet ? filter[0] : '_'))
    .join('');

/** The placeholder values of `filters` for the statement of its shape (`preparedProgressConditions`). */
export function filterValuesOf(filters: AuctionListFilters): Record<string, unknown> {
  const districts = filters.regions.filter((place) => place.district !== null);
  return {
    brandIds: filters.brandIds,
    provinces: filters.regions.filter((place) => place.district === null).map((place) => place.province),
    districtProvinces: districts.map((place) => place.province),
    districts: districts.map((place) => place.district),
    hasAccident: filters.hasAccident,
    purpose: filters.purpose,
    likedBy: filters.likedBy,
  };
}

/**
 * `progressConditions` with placeholders for the values: the same auctions match (tested side by side), the lists
 * of brands and places are array parameters so one text serves any number of them.
 */
export function preparedProgressConditions(shape: FilterShape): SQL[] {
  const conditions: SQL[] = [eq(auctions.status, 'PROGRESS')];
  if (shape.brands) {
    conditions.push(sql`${auctions.brandId} = any(${sql.placeholder('brandIds')}::integer[])`);
  }
  const region = or(
    shape.provinces ? sql`${auctions.region1} = any(${sql.placeholder('provinces')}::text[])` : undefined,
    // A district matches only inside its own province: the pairs side by side.
    shape.districts
      ? sql`exists (select 1 from unnest(${sql.placeholder('districtProvinces')}::text[], ${sql.placeholder('districts')}::text[]) as place(province, district) where place.province = ${auctions.region1} and place.district = ${auctions.region2})`
      : undefined,
  );
  if (region) {
    conditions.push(region);
  }
  if (shape.accident) {
    conditions.push(sql`${auctions.hasAccident} = ${sql.placeholder('hasAccident')}::boolean`);
  }
  if (shape.purpose) {
    conditions.push(sql`${auctions.purpose} = ${sql.placeholder('purpose')}::text`);
  }
  if (shape.liked) {
    conditions.push(
      sql`exists (select 1 from ${auctionLikes} where ${auctionLikes.dealerId} = ${sql.placeholder('likedBy')}::integer and ${auctionLikes.auctionId} = ${auctions.id})`,
    );
  }
  return conditions;
}
