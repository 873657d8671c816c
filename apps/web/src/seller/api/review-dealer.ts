// POST /v1/sellers/auctions/{id}/review (sellerReviewRequest): the seller's one review of the winning dealer.
// Silent: the form shows a refusal.
import type { SellerReviewRequest } from '@autobid/shared';
import { useDealerFeedback } from './dealer-feedback';

export function useReviewDealer(id: number) {
  return useDealerFeedback<SellerReviewRequest>(id, 'review');
}
