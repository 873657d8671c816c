// GET /v1/public/auction/reviews/random/list?limit=4: completed-trade cards for the landing page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RANDOM_REVIEW_COUNT, type RandomReviewCard } from '@autobid/shared';
import { getData } from '@/lib/http';

export async function getRandomReviews(limit: number = RANDOM_REVIEW_COUNT): Promise<RandomReviewCard[]> {
  return (await getData<RandomReviewCard[]>('/v1/public/auction/reviews/random/list', { limit })) ?? [];
}

export function randomReviewsQueryOptions(limit: number = RANDOM_REVIEW_COUNT) {
  // Random per visit; keep one draw while the page is open instead of reshuffling on focus.
  return queryOptions({
    queryKey: ['reviews', 'random', limit],
    queryFn: () => getRandomReviews(limit),
    staleTime: Infinity,
  });
}

export function useRandomReviews(limit?: number) {
  return useQuery(randomReviewsQueryOptions(limit));
}
