// A dealer's saved list filters and their 09:00 digest (docs/domain.md "Saved searches"): the body and answer
// of /v1/dealers/saved-searches. The rules, messages, the link the digest opens and the list's query words are in
// ../saved-search.ts (no zod: docs/decisions/043), re-exported here.
import { z } from 'zod';
import { PURPOSES } from '../enums';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '../saved-search';
import { AUCTION_MESSAGES } from './auction';
import { MAX_ROW_ID } from './request';

export * from '../saved-search';

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
