// A page of a list as every paged call answers it (its schema: pagedList in schemas/common.ts). No zod here, so
// the web's first download can use it without the validation library (bench/bundle-size.ts).
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './constants';

export type PagedList<T> = { items: T[]; total: number; size: number; page: number; isLast: boolean };

export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], total: 0, size: DEFAULT_PAGE_SIZE, page: DEFAULT_PAGE, isLast: true };
}
