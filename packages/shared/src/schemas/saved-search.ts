// A dealer's saved list filters and their 09:00 digest (docs/domain.md "Saved searches"): the body and answer
// of /v1/dealers/saved-searches, the link the digest opens, and the query words of the list they stand for.
import { z } from 'zod';
import { AUCTION_START_HOUR_KST } from '../constants';
import { PURPOSES } from '../enums';
import { AUCTION_MESSAGES } from './auction';
import { MAX_ROW_ID } from './request';

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

/** The list's filters as a saved search keeps them (the list's query words: repair 'true'/'false', a purpose). */
export const savedSearchFilters = z.object({
  brandIds: z
    .array(
      z
        .number({ message: AUCTION_MESSAGES.brandInvalid })
        .int(AUCTION_MESSAGES.brandInvalid)
        .min(1, AUCTION_MESSAGES.brandInvalid)
        .max(MAX_ROW_ID, AUCTION_MESSAGES.brandInvalid),
      { message: AUCTION_MESSAGES.brandInvalid },
    )
    .max(100, SAVED_SEARCH_MESSAGES.tooManyBrands)
    .default([]),
  regions: z
    .array(
      z.string({ message: AUCTION_MESSAGES.regionInvalid }).trim().max(50, AUCTION_MESSAGES.regionInvalid),
      {
        message: AUCTION_MESSAGES.regionInvalid,
      },
    )
    .max(50, SAVED_SEARCH_MESSAGES.tooManyRegions)
    .default([]),
  repair: z
    .enum(['true', 'false'], { message: SAVED_SEARCH_MESSAGES.repairInvalid })
    .nullable()
    .default(null),
  purpose: z.enum(PURPOSES, { message: SAVED_SEARCH_MESSAGES.purposeInvalid }).nullable().default(null),
});
export type SavedSearchFilters = z.output<typeof savedSearchFilters>;

const savedSearchName = z
  .string({ message: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);

export const savedSearchCreateRequest = z.object({
  name: savedSearchName,
  filters: savedSearchFilters,
  /** In the 09:00 digest (default on). */
  notify: z.boolean().default(true),
});
export type SavedSearchCreateRequest = z.input<typeof savedSearchCreateRequest>;

/** A rename, new filters or the digest switch; what is left out stays. */
export const savedSearchUpdateRequest = z.object({
  name: savedSearchName.optional(),
  filters: savedSearchFilters.optional(),
  notify: z.boolean().optional(),
});
export type SavedSearchUpdateRequest = z.input<typeof savedSearchUpdateRequest>;

export const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: savedSearchFilters,
  notify: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchList = z.object({
  items: z.array(savedSearch),
  /** MAX_SAVED_SEARCHES: the screen says how many are left. */
  max: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchList>;

export const savedSearchDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

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
