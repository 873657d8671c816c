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

/**
 * `GET /v1/public/auction/live`: the live auction the landing hero shows (the one with the most bidders,
 * ending soonest among equals), or null when none is running: never an invented one.
 */
export const liveAuctionHighlight = z
  .object({
    id: z.number().int(),
    model: z.string(),
    year: z.number().int().nullable(),
    brandName: z.string(),
    region1: z.string(),
    region2: z.string(),
    image: z.string(),
    endDate: z.string(),
    maxBiddingPrice: z.number().int(),
    bidderCount: z.number().int(),
    /** The server's clock, so the hero's countdown ends when the auction does. */
    serverNow: z.string(),
  })
  .nullable();
export type LiveAuctionHighlight = z.infer<typeof liveAuctionHighlight>;

export const randomReviewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(4),
});
