// The review form's rules (spec "Review page"): a star rating and an answer to every question are
// required; the "keep dealing" question is answered 5 (yes) or 1 (no), the others 1 to 5.
import { DEAL_MESSAGES, type DealerReviewRequest, type ReviewQuestion } from '@autobid/shared';

export type ReviewAnswer = '1' | '2' | '3' | '4' | '5';

export type ReviewValues = {
  /** 0 while no star is chosen. */
  ratings: number;
  /** By question id. */
  answers: Record<number, ReviewAnswer | undefined>;
  contents: string;
};

export type ReviewErrors = { ratings?: string; answers?: string };

export const CONTENTS_MAX = 1_000;

export const SCALE_CHOICES: readonly { value: ReviewAnswer; label: string }[] = [
  { value: '1', label: '전혀 아니에요' },
  { value: '2', label: '아니에요' },
  { value: '3', label: '보통이에요' },
  { value: '4', label: '그래요' },
  { value: '5', label: '매우 그래요' },
];

export const KEEP_DEALING_CHOICES: readonly { value: ReviewAnswer; label: string }[] = [
  { value: '5', label: '계속 거래하고 싶어요' },
  { value: '1', label: '다시 거래하지 않을래요' },
];

export function choicesOf(question: Pick<ReviewQuestion, 'isKeepDealing'>) {
  return question.isKeepDealing ? KEEP_DEALING_CHOICES : SCALE_CHOICES;
}

/** Questions still without an answer, in order. */
export function unansweredQuestions(questions: readonly ReviewQuestion[], values: ReviewValues): ReviewQuestion[] {
  return questions.filter((q) => !values.answers[q.id]);
}

export function checkReviewForm(questions: readonly ReviewQuestion[], values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (values.ratings < 1 || values.ratings > 5) {
    errors.ratings = DEAL_MESSAGES.ratingsRequired;
  }
  if (unansweredQuestions(questions, values).length > 0) {
    errors.answers = DEAL_MESSAGES.answersRequired;
  }
  return errors;
}

export function toReviewRequest(questions: readonly ReviewQuestion[], values: ReviewValues): Omit<DealerReviewRequest, 'code'> {
  return {
    ratings: values.ratings,
    contents: values.contents.trim(),
    answers: questions.flatMap((q) => {
      const answer = values.answers[q.id];
      return answer ? [{ questionId: q.id, answer }] : [];
    }),
  };
}
