// Notices, FAQ and the landing page's random completed-trade cards.
import { z } from 'zod';
import { FAQ_CATEGORIES } from '../enums';

export const noticeListItem = z.object({ id: z.number().int(), title: z.string(), date: z.string() });
export type NoticeListItem = z.infer<typeof noticeListItem>;

export const noticeLink = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const noticeDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  /** Sanitized HTML. */
  contents: z.string(),
  previous: noticeLink,
  next: noticeLink,
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const faqItem = z.object({
  id: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  title: z.string(),
  contents: z.string(),
});
export type FaqItem = z.infer<typeof faqItem>;

export const randomReviewCard = z.object({
  id: z.number().int(),
  image: z.string(),
  region1: z.string(),
  region2: z.string(),
  price: z.number().int(),
});
export type RandomReviewCard = z.infer<typeof randomReviewCard>;

export const randomReviewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(4),
});
