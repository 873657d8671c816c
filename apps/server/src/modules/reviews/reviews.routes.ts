// HTTP for the dealer's review of the seller, authenticated by a REVIEW code link in the body.
import { dealerReviewRequest, dealerReviewResponse, DEAL_MESSAGES } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, publicRoutes } from '../../lib/module-routes';
import { createReviewsService } from './reviews.service';

export function reviewsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createReviewsService(ctx);

    publicRoutes(app, ['code-links']).post(
      '/v1/dealers/auction/code/dealer-reviews',
      {
        summary: '판매자 후기 작성 (후기 링크의 코드)',
        description: '질문 목록: GET /v1/public/auction/dealer-reviews/questions/all',
        body: dealerReviewRequest,
        response: dealerReviewResponse,
        refused: [401, 404, 409],
        message: DEAL_MESSAGES.reviewRegistered,
        isCreated: true,
      },
      ({ body }) => service.createDealerReview(body),
    );
  });
}
