// Envelope, paging and the small shared shapes of spec section 3.
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

export const apiEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type ApiEnvelope<T> = { code: number; message: string; data: T };

export const errorEnvelope = z.object({ code: z.number().int(), message: z.string(), data: z.null() });

/** Query of every paged list: numbers arrive as strings in the query string. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: '페이지 번호가 올바르지 않습니다.' })
    .int('페이지 번호가 올바르지 않습니다.')
    .min(1, '페이지 번호가 올바르지 않습니다.')
    .max(1_000_000, '페이지 번호가 올바르지 않습니다.')
    .default(DEFAULT_PAGE),
  size: z.coerce
    .number({ error: '페이지 크기가 올바르지 않습니다.' })
    .int('페이지 크기가 올바르지 않습니다.')
    .min(1, '페이지 크기가 올바르지 않습니다.')
    .max(MAX_PAGE_SIZE, '페이지 크기가 올바르지 않습니다.')
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    size: z.number().int(),
    page: z.number().int(),
    isLast: z.boolean(),
  });

export type PagedList<T> = { items: T[]; total: number; size: number; page: number; isLast: boolean };

export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], total: 0, size: DEFAULT_PAGE_SIZE, page: DEFAULT_PAGE, isLast: true };
}

export const idParam = z.object({
  id: z.coerce.number({ error: '잘못된 번호입니다.' }).int('잘못된 번호입니다.').min(1, '잘못된 번호입니다.').max(2_147_483_647, '잘못된 번호입니다.'),
});

export const brand = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  vehicleType: z.enum(['MOTORBIKE', 'CAR']),
});
export type Brand = z.infer<typeof brand>;

export const bankCode = z.object({ name: z.string(), code: z.string() });
export type BankCode = z.infer<typeof bankCode>;
