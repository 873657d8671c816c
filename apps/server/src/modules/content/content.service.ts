// Public content: notices (newest first, with neighbours), FAQ, random completed-trade cards.
import type {
  FaqCategory,
  FaqItem,
  NoticeDetail,
  NoticeListItem,
  LiveAuctionHighlight,
  PagedList,
  RandomReviewCard,
} from '@autobid/shared';
import { FAQ_CATEGORIES, type PageQuery } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { pageOf } from '../../lib/paging';
import {
  findNotice,
  insertNotice,
  listFaqs,
  listNotices,
  liveAuctionForHero,
  noticeNeighbours,
  randomCompletedTrades,
} from './content.repository';

export const NOTICE_NOT_FOUND = '삭제되었거나 존재하지 않는 게시글입니다.';

export function createContentService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async notices(page: PageQuery): Promise<PagedList<NoticeListItem>> {
      const { rows, total } = await listNotices(ctx.db, page);
      return pageOf(
        rows.map((row) => ({ id: row.id, title: row.title, date: row.publishedAt.toISOString() })),
        total,
        page,
      );
    },

    async notice(id: number): Promise<NoticeDetail> {
      const notice = await findNotice(ctx.db, id);
      if (!notice) {
        throw new AppError('NOTICE_NOT_FOUND', NOTICE_NOT_FOUND);
      }
      const { previous, next } = await noticeNeighbours(ctx.db, notice);
      return {
        id: notice.id,
        title: notice.title,
        date: notice.publishedAt.toISOString(),
        contents: notice.contents,
        previous,
        next,
      };
    },

    /** Notice HTML is sanitized before it is stored, so every reader gets safe markup. */
    async createNotice(input: {
      title: string;
      contents: string;
      publishedAt?: Date;
    }): Promise<{ id: number }> {
      const row = await insertNotice(ctx.db, {
        title: input.title.trim(),
        contents: sanitizeHtml(input.contents),
        publishedAt: input.publishedAt,
      });
      return { id: row.id };
    },

    async faqs(): Promise<FaqItem[]> {
      const rows = await listFaqs(ctx.db);
      return rows.map((row) => ({
        ...row,
        category: (FAQ_CATEGORIES as readonly string[]).includes(row.category)
          ? (row.category as FaqCategory)
          : 'HOW_TO_USE',
      }));
    },

    /** The landing hero's real live auction, or null when none runs. */
    async liveAuction(): Promise<LiveAuctionHighlight> {
      const now = ctx.clock.now();
      const row = await liveAuctionForHero(ctx.db, now);
      if (!row || !row.endDate) {
        return null;
      }
      return {
        ...row,
        brandName: row.brandName ?? '',
        image: row.image ?? '',
        endDate: row.endDate.toISOString(),
        serverNow: now.toISOString(),
      };
    },

    async randomReviews(limit: number): Promise<RandomReviewCard[]> {
      const rows = await randomCompletedTrades(ctx.db, limit);
      return rows.map((row) => ({ ...row, image: row.image ?? '' }));
    },
  };
}
