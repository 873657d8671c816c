import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEAL_MESSAGES, type ReviewQuestion } from '@autobid/shared';
import { ReviewForm } from './review-form';

const QUESTIONS: ReviewQuestion[] = [
  {
    id: 11,
    question: '차량 상태가 설명과 일치했나요?',
    questionContent: '사진과 비교해 평가해주세요.',
    isKeepDealing: false,
    answer: '',
  },
  { id: 12, question: '약속 시간을 잘 지켰나요?', questionContent: '', isKeepDealing: false, answer: '' },
  {
    id: 13,
    question: '이 판매자와 계속 거래하시겠어요?',
    questionContent: '',
    isKeepDealing: true,
    answer: '',
  },
];

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(<ReviewForm questions={QUESTIONS} onSubmit={onSubmit} />);
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '후기 등록' }));
const group = (question: string) =>
  screen.getByRole('group', { name: new RegExp(question.replace('?', '\\?')) });

describe('ReviewForm', () => {
  it('needs a star rating and every answer before anything is sent', async () => {
    const onSubmit = renderForm();
    submit();
    expect(await screen.findByText(DEAL_MESSAGES.ratingsRequired)).toBeTruthy();
    expect(screen.getByText(DEAL_MESSAGES.answersRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '별점 1점' }));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '별점 4점' }));
    expect(screen.queryByText(DEAL_MESSAGES.ratingsRequired)).toBeNull();
    expect(screen.getByRole('button', { name: '별점 4점' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group(QUESTIONS[0]!.question)).getByRole('radio', { name: '그래요' }));
    submit();
    // Still one question short: the message stays and the first unanswered question is marked.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(group(QUESTIONS[1]!.question)).getAllByRole('radio')[0]),
    );
    expect(screen.getByText(DEAL_MESSAGES.answersRequired)).toBeTruthy();
    expect(group(QUESTIONS[1]!.question).getAttribute('aria-invalid')).toBe('true');
    expect(group(QUESTIONS[0]!.question).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only "keep dealing" 5 or 1 for that question, five choices for the others', () => {
    renderForm();
    expect(within(group(QUESTIONS[0]!.question)).getAllByRole('radio')).toHaveLength(5);
    const keep = within(group(QUESTIONS[2]!.question)).getAllByRole<HTMLInputElement>('radio');
    expect(keep.map((radio) => radio.value)).toEqual(['5', '1']);
  });

  it('sends the rating, every answer and the trimmed text', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '별점 5점' }));
    fireEvent.click(within(group(QUESTIONS[0]!.question)).getByRole('radio', { name: '매우 그래요' }));
    fireEvent.click(within(group(QUESTIONS[1]!.question)).getByRole('radio', { name: '보통이에요' }));
    fireEvent.click(
      within(group(QUESTIONS[2]!.question)).getByRole('radio', { name: '다시 거래하지 않을래요' }),
    );
    fireEvent.change(screen.getByLabelText('후기 내용'), { target: { value: '  친절했어요  ' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText(DEAL_MESSAGES.answersRequired)).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({
      ratings: 5,
      contents: '친절했어요',
      answers: [
        { questionId: 11, answer: '5' },
        { questionId: 12, answer: '3' },
        { questionId: 13, answer: '1' },
      ],
    });
  });
});
