// The dealer's review of the seller (docs/domain.md "Reviews"), authenticated by a REVIEW code link in the body.
import { DEAL_MESSAGES, dealerReviewRequest, dealerReviewResponse } from '../schemas/deal';
import { defineRoute } from './route';

export const reviewRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/v1/dealers/auction/code/dealer-reviews',
    access: 'public',
    tag: 'code-links',
    summary: '판매자 후기 작성 (후기 링크의 코드)',
    description: '질문 목록: GET /v1/public/auction/dealer-reviews/questions/all',
    body: dealerReviewRequest,
    response: dealerReviewResponse,
    refused: [401, 404, 409, 429],
    message: DEAL_MESSAGES.reviewRegistered,
    created: true,
  }),
};
