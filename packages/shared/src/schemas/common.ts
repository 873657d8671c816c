// Envelope, paging and the small shared shapes of docs/spec.md §3.
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { ERROR_CODES } from '../error-codes';
import { rowIdParam } from './request';

export const apiEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type ApiEnvelope<T> = { code: number; message: string; data: T };

export const errorCode = z.enum(ERROR_CODES);

/**
 * A refusal: `code` is the HTTP status, `errorCode` says which refusal it is (the web branches on it),
 * `requestId` names the request in the server's logs (also the X-Request-Id header); optional, so an
 * answer without it still parses.
 */
export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  errorCode,
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const PAGE_MESSAGES = {
  page: '페이지 번호가 올바르지 않습니다.',
  size: '페이지 크기가 올바르지 않습니다.',
} as const;

/**
 * `page` and `size` of a paged list's query (numbers arrive as strings), with one message per mistake
 * whatever the list: every paged route builds its query from this, only the default size differs.
 */
export function pagingQuery(defaultSize: number = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z.coerce
      .number({ error: PAGE_MESSAGES.page })
      .int(PAGE_MESSAGES.page)
      .min(1, PAGE_MESSAGES.page)
      .max(1_000_000, PAGE_MESSAGES.page)
      .default(DEFAULT_PAGE),
    size: z.coerce
      .number({ error: PAGE_MESSAGES.size })
      .int(PAGE_MESSAGES.size)
      .min(1, PAGE_MESSAGES.size)
      .max(MAX_PAGE_SIZE, PAGE_MESSAGES.size)
      .default(defaultSize),
  });
}

/** Query of a paged list with the default page size. */
export const pageQuery = pagingQuery();
export type PageQuery = z.infer<typeof pageQuery>;

export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    size: z.number().int(),
    page: z.number().int(),
    isLast: z.boolean(),
  });

/** How many rows each tab of a console list holds: one whole number per tab, in the tabs' order. */
export const tabCounts = <K extends string>(tabs: readonly K[]) =>
  z.object(Object.fromEntries(tabs.map((tab) => [tab, z.number().int()])) as Record<K, z.ZodNumber>);

// Kept in a module without zod, so the web's first download can use them without it (bench/bundle-size.ts).
export { emptyPagedList, type PagedList } from '../paging';

/** `:id` of every route: a row id (1..2,147,483,647), anything else a 400. */
export const idParam = z.object({ id: rowIdParam() });

export const brand = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  vehicleType: z.enum(['MOTORBIKE', 'CAR']),
});
export type Brand = z.infer<typeof brand>;

export const bankCode = z.object({ name: z.string(), code: z.string() });
export type BankCode = z.infer<typeof bankCode>;
