// HTTP for the dealer's review of the seller, authenticated by a REVIEW code link in the body.
import { dealerReviewRequest, dealerReviewResponse, DEAL_MESSAGES } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { createdResponse } from '../../lib/envelope';
import { createReviewsService } from './reviews.service';

export function reviewsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createReviewsService(ctx);

    app.post(
      '/v1/dealers/auction/code/dealer-reviews',
      {
        schema: {
          tags: ['code-links'],
          summary: '판매자 후기 작성 (후기 링크의 코드)',
          description: '질문 목록: GET /v1/public/auction/dealer-reviews/questions/all',
          body: dealerReviewRequest,
          response: createdResponse(dealerReviewResponse, [401, 404, 409]),
        },
      },
      async (request, reply) => {
        const review = await service.createDealerReview(request.body);
        return reply.code(201).send({ code: 201, message: DEAL_MESSAGES.reviewRegistered, data: review });
      },
    );
  });
}
