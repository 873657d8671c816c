// How a list shows auctions: the photo a row shows, and a page of auction rows read with their photos.
import type { PagedList } from '@autobid/shared';
import { parsedJson } from '../../db/json-column';
import type { DbOrTx } from '../../db/types';
import { readPage, type PageWindow } from '../../lib/paging';
import { imagesOf, type ImageRow } from './auctions.repository';

/** The photo a row shows: the main one, else the first, '' without photos. */
export const mainImageOf = (images: readonly { type: string; url: string }[] | undefined): string =>
  (images?.find((image) => image.type === 'MAIN') ?? images?.[0])?.url ?? '';

/**
 * A page of rows that each stand for an auction: `fetch` reads the window's rows and the count they were cut
 * from, `toItem` makes a row an item with its auction's photos (in display order, [] without any). Rows that
 * carry their photos (`images`, the statement's `imagesJson`) need no second query.
 */
export function auctionPage<R extends { auction: { id: number }; images?: ImageRow[] | string }, T>(
  db: DbOrTx,
  query: { page: number; size: number },
  fetch: (window: PageWindow) => Promise<{ rows: R[]; total: number }>,
  toItem: (row: R, images: ImageRow[]) => T,
): Promise<PagedList<T>> {
  return readPage(query, fetch, async (rows) => {
    if (rows.every((row) => row.images !== undefined)) {
      return rows.map((row) => toItem(row, parsedJson(row.images ?? [])));
    }
    const images = await imagesOf(
      db,
      rows.map((row) => row.auction.id),
    );
    return rows.map((row) => toItem(row, images.get(row.auction.id) ?? []));
  });
}
