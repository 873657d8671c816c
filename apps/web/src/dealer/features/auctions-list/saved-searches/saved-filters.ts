// A saved search's filters as the list holds them, and back.
import type { SavedSearchFilters } from '@autobid/shared';
import type { AuctionFilters } from '../filters';

/** The list's filters of a saved search (the 관심 차량 view off: a search is over every live auction). */
export function filtersOfSaved(saved: SavedSearchFilters): AuctionFilters {
  return { ...saved, liked: false };
}

/** What a saved search keeps of the list's filters. */
export function savedOfFilters(filters: AuctionFilters): SavedSearchFilters {
  return {
    brandIds: filters.brandIds,
    regions: filters.regions,
    repair: filters.repair,
    purpose: filters.purpose,
  };
}

const sorted = <T>(list: readonly T[]) => [...list].sort();

/** The list shows this saved search now: the same conditions, whatever their order. */
export function isShowing(filters: AuctionFilters, saved: SavedSearchFilters): boolean {
  return (
    !filters.liked &&
    filters.repair === saved.repair &&
    filters.purpose === saved.purpose &&
    sorted(filters.brandIds).join(',') === sorted(saved.brandIds).join(',') &&
    sorted(filters.regions).join(',') === sorted(saved.regions).join(',')
  );
}
