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
import { moduleRoutes, publicRoutes } from '../../lib/module-routes';
import { createContentService } from './content.service';

export function contentRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createContentService(ctx);
    const open = publicRoutes(app, ['content']);

    open.get(
      '/v1/dealers/noticies',
      { summary: '공지사항 목록', querystring: pageQuery, response: pagedList(noticeListItem) },
      ({ query }) => service.notices(query),
    );

    open.get(
      '/v1/dealers/noticies/:id',
      { summary: '공지사항 상세', params: idParam, response: noticeDetail, refused: [404] },
      ({ params }) => service.notice(params.id),
    );

    open.get('/v1/public/faqs', { summary: '자주 묻는 질문', response: z.array(faqItem) }, () =>
      service.faqs(),
    );

    open.get(
      '/v1/public/auction/live',
      { summary: '랜딩 화면의 진행 중인 경매 (없으면 null)', response: liveAuctionHighlight },
      () => service.liveAuction(),
    );

    open.get(
      '/v1/public/auction/reviews/random/list',
      {
        summary: '무작위 거래 완료 카드',
        querystring: randomReviewQuery,
        response: z.array(randomReviewCard),
      },
      ({ query }) => service.randomReviews(query.limit),
    );
  });
}
