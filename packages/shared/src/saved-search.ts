// A dealer's saved searches' rules (docs/domain.md "Saved searches"): how many, the name's length, the digest's
// time, the list's parameter and the Korean messages, and the list's query words of saved filters. The schemas of
// the calls are in schemas/saved-search.ts; this module has no zod, so the list, which shows the saved searches,
// does not evaluate the schemas at start (docs/decisions/043).
import { AUCTION_START_HOUR_KST } from './constants';
import type { SavedSearchFilters } from './schemas/saved-search';

/** At most this many saved searches per dealer. */
export const MAX_SAVED_SEARCHES = 10;
export const SAVED_SEARCH_NAME_MAX = 30;
/** When the digest comes: the day's opening (AUCTION_START_HOUR_KST), as the screens and the message say it. */
export const SAVED_SEARCH_DIGEST_TIME = `${String(AUCTION_START_HOUR_KST).padStart(2, '0')}:00`;
/** The list's query parameter that opens a saved search (`/auction/list?savedSearch=<id>`, also the digest's link). */
export const SAVED_SEARCH_PARAM = 'savedSearch';

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: '검색 이름을 입력해주세요.',
  nameTooLong: `검색 이름은 ${SAVED_SEARCH_NAME_MAX}자 이내로 입력해주세요.`,
  nameTaken: '같은 이름의 저장된 검색이 있습니다. 다른 이름을 입력해주세요.',
  limit: `검색 조건은 최대 ${MAX_SAVED_SEARCHES}개까지 저장할 수 있습니다. 사용하지 않는 검색을 삭제한 뒤 저장해주세요.`,
  notFound: '저장된 검색을 찾을 수 없습니다.',
  repairInvalid: '사고 이력 조건이 올바르지 않습니다.',
  purposeInvalid: '용도 조건이 올바르지 않습니다.',
  tooManyBrands: '브랜드는 100개까지 선택할 수 있습니다.',
  tooManyRegions: '지역은 50개까지 선택할 수 있습니다.',
} as const;

/** The web path that opens the list with a saved search's filters (the digest's link). */
export function savedSearchListPath(id: number): string {
  return `/auction/list?${SAVED_SEARCH_PARAM}=${id}`;
}

/** The list's query words of saved filters (`GET /v1/dealers/auction/list`). */
export function listQueryOfSavedFilters(filters: SavedSearchFilters): {
  brandIds: string;
  regions: string;
  repair: string;
  purpose: string;
} {
  return {
    brandIds: filters.brandIds.join(','),
    regions: filters.regions.join(','),
    repair: filters.repair ?? '',
    purpose: filters.purpose ?? '',
  };
}
