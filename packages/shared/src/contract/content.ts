// Public content (docs/spec.md §7): notices (no token needed), the FAQ, the landing's live auction and
// random completed-trade cards.
import { z } from 'zod';
import { idParam, pagedList, pageQuery } from '../schemas/common';
import {
  faqItem,
  liveAuctionHighlight,
  noticeDetail,
  noticeListItem,
  randomReviewCard,
  randomReviewQuery,
} from '../schemas/content';
import { defineRoute } from './route';

const open = { method: 'GET', access: 'public', tag: 'content' } as const;

export const contentRoutes = {
  notices: defineRoute({
    ...open,
    path: '/v1/dealers/noticies',
    summary: '공지사항 목록',
    query: pageQuery,
    response: pagedList(noticeListItem),
  }),
  notice: defineRoute({
    ...open,
    path: '/v1/dealers/noticies/:id',
    summary: '공지사항 상세',
    params: idParam,
    response: noticeDetail,
    refused: [404],
  }),
  faqs: defineRoute({
    ...open,
    path: '/v1/public/faqs',
    summary: '자주 묻는 질문',
    response: z.array(faqItem),
  }),
  liveAuction: defineRoute({
    ...open,
    path: '/v1/public/auction/live',
    summary: '랜딩 화면의 진행 중인 경매 (없으면 null)',
    response: liveAuctionHighlight,
  }),
  randomReviews: defineRoute({
    ...open,
    path: '/v1/public/auction/reviews/random/list',
    summary: '무작위 거래 완료 카드',
    query: randomReviewQuery,
    response: z.array(randomReviewCard),
  }),
};
