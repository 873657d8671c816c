// The dealer's review of the seller: a 1-5 star rating, every question answered, free text.
import { useId, type FormEvent } from 'react';
import { reviewForm, type DealerReviewRequest, type ReviewQuestion } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import styles from './review-form.module.css';
import { cn } from '@/lib/cn';
import { useSingleFlight } from '@/lib/use-single-flight';

type ReviewAnswer = '1' | '2' | '3' | '4' | '5';

const CONTENTS_MAX = 1_000;

const SCALE_CHOICES: readonly { value: ReviewAnswer; label: string }[] = [
  { value: '1', label: '전혀 아니에요' },
  { value: '2', label: '아니에요' },
  { value: '3', label: '보통이에요' },
  { value: '4', label: '그래요' },
  { value: '5', label: '매우 그래요' },
];

const KEEP_DEALING_CHOICES: readonly { value: ReviewAnswer; label: string }[] = [
  { value: '5', label: '계속 거래하고 싶어요' },
  { value: '1', label: '다시 거래하지 않을래요' },
];

function choicesOf(question: Pick<ReviewQuestion, 'isKeepDealing'>) {
  return question.isKeepDealing ? KEEP_DEALING_CHOICES : SCALE_CHOICES;
}

export const REVIEW_SUBMIT_LABEL = '후기 등록';
const STARS = [1, 2, 3, 4, 5] as const;
const STAR_CAPTIONS = ['', '별로예요', '아쉬워요', '보통이에요', '좋아요', '최고예요'] as const;

type ReviewFormProps = {
  questions: readonly ReviewQuestion[];
  /** Sends the review; resolves when the page has handled the answer. */
  onSubmit: (body: Omit<DealerReviewRequest, 'code'>) => Promise<void>;
};

export function ReviewForm({ questions, onSubmit }: ReviewFormProps) {
  const id = useId();
  const form = useSchemaForm(
    reviewForm,
    { ratings: 0, answers: questions.map((q) => ({ questionId: q.id, answer: '' as const })), contents: '' },
    // The stars and the first unanswered question take the focus themselves.
    { shouldFocusError: false },
  );
  const values = form.watch();
  const errors = { ratings: fieldError(form, 'ratings'), answers: fieldError(form, 'answers') };
  const answerOf = (questionId: number) =>
    values.answers.find((slot) => slot.questionId === questionId)?.answer ?? '';

  const setRatings = (ratings: number) => {
    form.setValue('ratings', ratings);
    form.clearErrors('ratings');
  };

  const setAnswer = (questionId: number, answer: ReviewAnswer) => {
    const answers = form
      .getValues('answers')
      .map((slot) => (slot.questionId === questionId ? { questionId, answer } : slot));
    form.setValue('answers', answers);
    // The message stays until the last question is answered.
    if (answers.every((slot) => slot.answer !== '')) {
      form.clearErrors('answers');
    }
  };

  const { run: accept, isRunning: isSubmitting } = useSingleFlight(
    (body: Omit<DealerReviewRequest, 'code'>) => onSubmit(body),
  );

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(accept, (found) => {
      if (found.ratings) {
        document.getElementById(`${id}-star-1`)?.focus();
        return;
      }
      const first = questions.find((q) => answerOf(q.id) === '');
      if (first) {
        document.getElementById(`${id}-q${first.id}`)?.focus();
      }
    })(event);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <section className={styles.section} aria-labelledby={`${id}-stars-title`}>
        <h2 id={`${id}-stars-title`} className={styles.title}>
          판매자와의 거래는 어떠셨나요?
        </h2>
        <div className={styles.stars}>
          {STARS.map((star) => (
            <button
              key={star}
              id={`${id}-star-${star}`}
              type="button"
              className={cn(styles.star, star <= values.ratings && styles.starOn)}
              aria-label={`별점 ${star}점`}
              aria-pressed={values.ratings === star}
              onClick={() => setRatings(star)}
            >
              ★
            </button>
          ))}
        </div>
        <p className={styles.starCaption} aria-live="polite">
          {values.ratings > 0
            ? `${values.ratings}점 · ${STAR_CAPTIONS[values.ratings]}`
            : '별을 눌러 평가해주세요.'}
        </p>
        {errors.ratings ? <p className={styles.error}>{errors.ratings}</p> : null}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-questions-title`}>
        <h2 id={`${id}-questions-title`} className={styles.title}>
          거래 평가
        </h2>
        <ol className={styles.questions}>
          {questions.map((question, index) => {
            const isMissing = Boolean(errors.answers) && answerOf(question.id) === '';
            return (
              <li key={question.id}>
                <fieldset
                  className={cn(styles.question, isMissing && styles.missing)}
                  aria-invalid={isMissing || undefined}
                >
                  <legend className={styles.questionText}>
                    <span className={styles.number} aria-hidden="true">
                      Q{index + 1}.
                    </span>{' '}
                    {question.question}
                  </legend>
                  {question.questionContent ? (
                    <p className={styles.questionHelp}>{question.questionContent}</p>
                  ) : null}
                  <div className={cn(styles.choices, question.isKeepDealing && styles.twoChoices)}>
                    {choicesOf(question).map((choice, choiceIndex) => (
                      <label
                        key={choice.value}
                        className={cn(styles.choice, answerOf(question.id) === choice.value && styles.chosen)}
                      >
                        <input
                          // The first choice takes the focus when this question is the first unanswered one.
                          id={choiceIndex === 0 ? `${id}-q${question.id}` : undefined}
                          className={styles.choiceInput}
                          type="radio"
                          name={`${id}-q${question.id}`}
                          value={choice.value}
                          checked={answerOf(question.id) === choice.value}
                          onChange={() => setAnswer(question.id, choice.value)}
                        />
                        {question.isKeepDealing ? null : (
                          <span className={styles.score} aria-hidden="true">
                            {choice.value}
                          </span>
                        )}
                        <span>{choice.label}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {errors.answers ? <p className={styles.error}>{errors.answers}</p> : null}
      </section>

      <TextAreaField
        label="후기 내용"
        placeholder="판매자와의 거래 경험을 자유롭게 남겨주세요. (선택)"
        maxLength={CONTENTS_MAX}
        {...bindField(form, 'contents')}
      />

      <Button type="submit" size="lg" block isBusy={isSubmitting} busyLabel="등록 중...">
        {REVIEW_SUBMIT_LABEL}
      </Button>
    </form>
  );
}
