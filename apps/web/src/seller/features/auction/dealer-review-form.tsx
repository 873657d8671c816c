// The seller's review of the winning dealer, once after the trade: stars (required), the fixed questions
// answered 1-5 and free text, on the shared `sellerReviewRequest` rule.
import { useId } from 'react';
import { SELLER_REVIEW_MESSAGES, SELLER_REVIEW_QUESTIONS, sellerReviewRequest } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import { cn } from '@/lib/cn';
import { useReviewDealer } from '../../api/dealer-feedback';
import { refusalText } from '@/lib/call';
import panel from '../../components/panel.module.css';
import styles from './dealer-review-form.module.css';
import { showAlert } from '@/components/ui/app-dialog';

type Answer = '1' | '2' | '3' | '4' | '5';
const SCORES: readonly Answer[] = ['1', '2', '3', '4', '5'];
const STARS = [1, 2, 3, 4, 5] as const;
const STAR_CAPTIONS = ['', '별로예요', '아쉬워요', '보통이에요', '좋아요', '최고예요'] as const;
const CONTENTS_MAX = 1_000;

export function DealerReviewForm({ auctionId }: { auctionId: number }) {
  const id = useId();
  const review = useReviewDealer(auctionId);
  const form = useSchemaForm(sellerReviewRequest, { ratings: 0, contents: '', answers: [] });
  const ratings = form.watch('ratings');
  const answers = form.watch('answers') ?? [];
  const answerOf = (questionId: number) => answers.find((a) => a.questionId === questionId)?.answer ?? '';

  const setAnswer = (questionId: number, answer: Answer) => {
    const others = (form.getValues('answers') ?? []).filter((a) => a.questionId !== questionId);
    form.setValue(
      'answers',
      [...others, { questionId, answer }].sort((a, b) => a.questionId - b.questionId),
    );
    form.clearErrors('answers');
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await review.mutateAsync(body);
    } catch (error) {
      form.setError('root', { message: refusalText(error) });
      return;
    }
    await showAlert(SELLER_REVIEW_MESSAGES.reviewed);
  });

  const ratingsError = fieldError(form, 'ratings');
  const rootError = form.formState.errors.root?.message;
  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panel.title}>
        딜러 후기 남기기
      </h2>
      <p className={panel.lead}>다른 판매자가 딜러를 고를 때 참고합니다. 솔직하게 남겨주세요.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.stars} role="group" aria-label="별점">
          {STARS.map((star) => (
            <button
              key={star}
              type="button"
              className={cn(styles.star, star <= ratings && styles.starOn)}
              aria-label={`별점 ${star}점`}
              aria-pressed={ratings === star}
              onClick={() => {
                form.setValue('ratings', star);
                form.clearErrors('ratings');
              }}
            >
              ★
            </button>
          ))}
          <span className={styles.caption} aria-live="polite">
            {ratings > 0 ? `${ratings}점 · ${STAR_CAPTIONS[ratings]}` : '별을 눌러 평가해주세요.'}
          </span>
        </div>
        {ratingsError ? <p className={styles.error}>{ratingsError}</p> : null}

        <ol className={styles.questions}>
          {SELLER_REVIEW_QUESTIONS.map((question) => (
            <li key={question.id}>
              <fieldset className={styles.question}>
                <legend className={styles.questionText}>{question.question}</legend>
                <div className={styles.scores}>
                  {SCORES.map((score) => (
                    <label
                      key={score}
                      className={cn(styles.score, answerOf(question.id) === score && styles.scoreOn)}
                    >
                      <input
                        type="radio"
                        className={styles.scoreInput}
                        name={`${id}-q${question.id}`}
                        value={score}
                        checked={answerOf(question.id) === score}
                        onChange={() => setAnswer(question.id, score)}
                      />
                      {score}점
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {fieldError(form, 'answers') ? <p className={styles.error}>{fieldError(form, 'answers')}</p> : null}

        <TextAreaField
          id={`${id}-contents`}
          label="후기 내용"
          placeholder="거래하면서 좋았던 점, 아쉬웠던 점을 남겨주세요. (선택)"
          maxLength={CONTENTS_MAX}
          {...bindField(form, 'contents')}
        />
        {rootError ? (
          <p className={styles.error} role="alert">
            {rootError}
          </p>
        ) : null}
        <Button type="submit" size="lg" block isBusy={review.isPending} busyLabel="등록 중...">
          후기 등록
        </Button>
      </form>
    </section>
  );
}
