// HTTP for public content: notices (no token needed), FAQ, random completed-trade cards.
import { z } from 'zod';
import {
  faqItem,
  idParam,
  liveAuctionHighlight,
  noticeDetail,
  noticeListItem,
  pageQuery,
  pagedList,
  randomReviewCard,
  randomReviewQuery,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { ok, okResponse } from '../../lib/envelope';
import { createContentService } from './content.service';

export function contentRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createContentService(ctx);

    app.get(
      '/v1/dealers/noticies',
      {
        schema: {
          tags: ['content'],
          summary: '공지사항 목록',
          querystring: pageQuery,
          response: okResponse(pagedList(noticeListItem)),
        },
      },
      async (request) => ok(await service.notices(request.query)),
    );

    app.get(
      '/v1/dealers/noticies/:id',
      {
        schema: {
          tags: ['content'],
          summary: '공지사항 상세',
          params: idParam,
          response: okResponse(noticeDetail, [404]),
        },
      },
      async (request) => ok(await service.notice(request.params.id)),
    );

    app.get(
      '/v1/public/faqs',
      { schema: { tags: ['content'], summary: '자주 묻는 질문', response: okResponse(z.array(faqItem)) } },
      async () => ok(await service.faqs()),
    );

    app.get(
      '/v1/public/auction/live',
      {
        schema: {
          tags: ['content'],
          summary: '랜딩 화면의 진행 중인 경매 (없으면 null)',
          response: okResponse(liveAuctionHighlight),
        },
      },
      async () => ok(await service.liveAuction()),
    );

    app.get(
      '/v1/public/auction/reviews/random/list',
      {
        schema: {
          tags: ['content'],
          summary: '무작위 거래 완료 카드',
          querystring: randomReviewQuery,
          response: okResponse(z.array(randomReviewCard)),
        },
      },
      async (request) => ok(await service.randomReviews(request.query.limit)),
    );
  });
}
