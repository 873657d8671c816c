// GET /v1/public/auction/dealer-reviews/questions/all: the questions a dealer answers about the seller.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { call } from '@/lib/call';

export const reviewQuestionsQueryKey = ['review-questions'] as const;

export function reviewQuestionsQueryOptions() {
  // The list is reference data: it does not change while someone writes a review.
  return queryOptions({
    queryKey: reviewQuestionsQueryKey,
    queryFn: ({ signal }) => call(api.reference.reviewQuestions, {}, { signal }),
    staleTime: Infinity,
  });
}

export function useReviewQuestions() {
  return useQuery(reviewQuestionsQueryOptions());
}
