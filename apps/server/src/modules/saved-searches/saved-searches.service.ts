// A dealer's saved searches (docs/domain.md "Saved searches"): the list's filters under a name, at most
// MAX_SAVED_SEARCHES per dealer, names unique per dealer, filters checked like the list's query.
import {
  AUCTION_MESSAGES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchList,
  savedSearchCreateRequest,
  savedSearchUpdateRequest,
} from '@autobid/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/unique-violation';
import { assertApprovedSession } from '../access/access-policy';
import { listFiltersOf } from '../auctions/auctions.public';
import {
  lockAndCountSavedSearches,
  savedSearchOf,
  savedSearchesOf,
  unknownBrandIds,
  type SavedSearchRow,
} from './saved-searches.repository';

type CreateInput = z.output<typeof savedSearchCreateRequest>;
type UpdateInput = z.output<typeof savedSearchUpdateRequest>;

const notFound = () => new AppError('SAVED_SEARCH_NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
const nameTaken = () => new AppError('SAVED_SEARCH_NAME_TAKEN', SAVED_SEARCH_MESSAGES.nameTaken);

function toView(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: {
      brandIds: row.filters.brandIds,
      regions: row.filters.regions,
      repair: row.filters.repair === 'true' || row.filters.repair === 'false' ? row.filters.repair : null,
      purpose: (row.filters.purpose as SavedSearchFilters['purpose']) ?? null,
    },
    notify: row.notify,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A write that meets the unique name answers 409, whoever wrote the other row first. */
async function nameChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)?.constraint === 'saved_searches_dealer_name_key') {
      throw nameTaken();
    }
    throw error;
  }
}

export function createSavedSearchesService(ctx: Pick<AppContext, 'db' | 'sessions'>) {
  /** The filters as the list's query checks them: an unknown region or brand is the list's 400. */
  const checkedFilters = async (filters: SavedSearchFilters): Promise<SavedSearchFilters> => {
    const unique = {
      ...filters,
      brandIds: [...new Set(filters.brandIds)],
      regions: [...new Set(filters.regions)],
    };
    listFiltersOf(unique);
    if ((await unknownBrandIds(ctx.db, unique.brandIds)).length) {
      throw new AppError('VALIDATION_FAILED', AUCTION_MESSAGES.brandInvalid);
    }
    return unique;
  };

  return {
    async list(dealerId: number): Promise<SavedSearchList> {
      await assertApprovedSession(ctx.sessions, dealerId);
      return { items: (await savedSearchesOf(ctx.db, dealerId)).map(toView), max: MAX_SAVED_SEARCHES };
    },

    async create(dealerId: number, body: CreateInput): Promise<SavedSearch> {
      await assertApprovedSession(ctx.sessions, dealerId);
      const filters = await checkedFilters(body.filters);
      const row = await nameChecked(() =>
        ctx.db.transaction(async (tx) => {
          if ((await lockAndCountSavedSearches(tx, dealerId)) >= MAX_SAVED_SEARCHES) {
            throw new AppError('SAVED_SEARCH_LIMIT', SAVED_SEARCH_MESSAGES.limit);
          }
          const [inserted] = await tx
            .insert(savedSearches)
            .values({ dealerId, name: body.name, filters, notify: body.notify })
            .returning();
          return inserted!;
        }),
      );
      return toView(row);
    },

    async update(dealerId: number, id: number, body: UpdateInput): Promise<SavedSearch> {
      await assertApprovedSession(ctx.sessions, dealerId);
      const current = await savedSearchOf(ctx.db, dealerId, id);
      if (!current) {
        throw notFound();
      }
      const filters = body.filters ? await checkedFilters(body.filters) : undefined;
      const [row] = await nameChecked(() =>
        ctx.db
          .update(savedSearches)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(filters ? { filters } : {}),
            ...(body.notify !== undefined ? { notify: body.notify } : {}),
            updatedAt: new Date(),
          })
          .where(eq(savedSearches.id, current.id))
          .returning(),
      );
      if (!row) {
        throw notFound();
      }
      return toView(row);
    },

    async remove(dealerId: number, id: number): Promise<{ id: number; deleted: true }> {
      await assertApprovedSession(ctx.sessions, dealerId);
      const current = await savedSearchOf(ctx.db, dealerId, id);
      if (!current) {
        throw notFound();
      }
      await ctx.db.delete(savedSearches).where(eq(savedSearches.id, current.id));
      return { id, deleted: true };
    },
  };
}
