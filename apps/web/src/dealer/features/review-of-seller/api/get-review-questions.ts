// GET /v1/public/auction/dealer-reviews/questions/all: the questions a dealer answers about the seller.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQuestion } from '@autobid/shared';
import { getData } from '@/lib/http';

export const reviewQuestionsQueryKey = ['review-questions'] as const;

export async function getReviewQuestions(): Promise<ReviewQuestion[]> {
  const questions = await getData<ReviewQuestion[]>('/v1/public/auction/dealer-reviews/questions/all');
  return Array.isArray(questions) ? questions : [];
}

export function reviewQuestionsQueryOptions() {
  // The list is reference data: it does not change while someone writes a review.
  return queryOptions({
    queryKey: reviewQuestionsQueryKey,
    queryFn: getReviewQuestions,
    staleTime: Infinity,
  });
}

export function useReviewQuestions() {
  return useQuery(reviewQuestionsQueryOptions());
}
