// GET /v1/public/auction/reviews/random/list?limit=4: completed-trade cards for the landing page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RANDOM_REVIEW_COUNT, api } from '@autobid/shared';
import { call } from '@/lib/call';

export function randomReviewsQueryOptions(limit: number = RANDOM_REVIEW_COUNT) {
  // Random per visit; keep one draw while the page is open instead of reshuffling on focus.
  return queryOptions({
    queryKey: ['reviews', 'random', limit],
    queryFn: ({ signal }) => call(api.content.randomReviews, { query: { limit } }, { signal }),
    staleTime: Infinity,
  });
}

export function useRandomReviews(limit?: number) {
  return useQuery(randomReviewsQueryOptions(limit));
}
