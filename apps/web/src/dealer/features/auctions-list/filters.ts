// The auction list's filters and their query-string form (brandIds=1,2&regions=a,b&repair=true&purpose=ROAD
// &liked=true), so a filtered list survives a reload and can be shared.
import { PURPOSES, type Purpose } from '@autobid/shared';
import { parseRegionFilter } from '@autobid/shared/regions/districts';

export type AccidentFilter = 'true' | 'false';

export type AuctionFilters = {
  brandIds: number[];
  /** Provinces (`부산광역시`) and districts with their province (`부산광역시 서구`), as the server reads them. */
  regions: string[];
  /** "true": with accident history, "false": accident-free. */
  repair: AccidentFilter | null;
  purpose: Purpose | null;
  /** Only the auctions the dealer watches (관심 차량); a view of its own beside the search conditions. */
  liked: boolean;
};

export const EMPTY_FILTERS: AuctionFilters = {
  brandIds: [],
  regions: [],
  repair: null,
  purpose: null,
  liked: false,
};

export const ACCIDENT_OPTIONS: { value: AccidentFilter; label: string }[] = [
  { value: 'true', label: '사고' },
  { value: 'false', label: '무사고' },
];

const FILTER_KEYS = ['brandIds', 'regions', 'repair', 'purpose', 'liked'] as const;

function splitList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function searchParamsToFilters(params: URLSearchParams): AuctionFilters {
  const brandIds = [
    ...new Set(
      splitList(params.get('brandIds'))
        .filter((id) => /^\d{1,9}$/.test(id))
        .map(Number),
    ),
  ];
  // A link from before districts carried their province (`regions=서구`) names no single place: dropped.
  const regions = [...new Set(splitList(params.get('regions')))].filter(
    (entry) => parseRegionFilter(entry) !== null,
  );
  const repairRaw = params.get('repair');
  const purposeRaw = params.get('purpose');
  return {
    brandIds,
    regions,
    repair: repairRaw === 'true' || repairRaw === 'false' ? repairRaw : null,
    purpose: (PURPOSES as readonly string[]).includes(purposeRaw ?? '') ? (purposeRaw as Purpose) : null,
    liked: params.get('liked') === 'true',
  };
}

/** Writes the filters over `base`, keeping any unrelated parameters and dropping empty filters. */
export function filtersToSearchParams(filters: AuctionFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) {
    params.delete(key);
  }
  if (filters.brandIds.length > 0) {
    params.set('brandIds', filters.brandIds.join(','));
  }
  if (filters.regions.length > 0) {
    params.set('regions', filters.regions.join(','));
  }
  if (filters.repair) {
    params.set('repair', filters.repair);
  }
  if (filters.purpose) {
    params.set('purpose', filters.purpose);
  }
  if (filters.liked) {
    params.set('liked', 'true');
  }
  return params;
}

/** How many search conditions are chosen (each brand and region counts): the mobile button's badge. */
export function countConditions(filters: AuctionFilters): number {
  return (
    filters.brandIds.length +
    filters.regions.length +
    (filters.repair === null ? 0 : 1) +
    (filters.purpose === null ? 0 : 1)
  );
}

/** The search conditions cleared, the 관심 차량 view kept (it has its own way out). */
export function clearConditions(filters: AuctionFilters): AuctionFilters {
  return { ...EMPTY_FILTERS, liked: filters.liked };
}

export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** "전체" when nothing is chosen; "a, b 외 n" past two. */
export function selectionSummary(names: readonly string[]): string {
  if (names.length === 0) {
    return '전체';
  }
  const head = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${head} 외 ${names.length - 2}` : head;
}
