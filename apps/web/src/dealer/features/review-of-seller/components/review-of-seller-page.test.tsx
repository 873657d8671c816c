import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import {
  DEAL_MESSAGES,
  api,
  type AuctionDetail,
  type DealDetail,
  type ErrorCode,
  type ReviewQuestion,
} from '@autobid/shared';
import { auctionDetailFixture, dealDetailFixture } from '@/testing/fixtures';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { ReviewOfSellerPage } from './review-of-seller-page';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const QUESTIONS: ReviewQuestion[] = [
  {
    id: 1,
    question: '이 판매자와 계속 거래하시겠어요?',
    questionContent: '',
    isKeepDealing: true,
    answer: '',
  },
];
const deal: Partial<DealDetail> = {
  status: 'COMPLETE',
  winningPrice: 12_000_000,
  finalPrice: 11_900_000,
  completedAt: '2030-01-02T10:00:00+09:00',
  hasReview: false,
};

function detail(
  overrides: Partial<AuctionDetail> = {},
  dealOverrides: Partial<DealDetail> = {},
): AuctionDetail {
  return auctionDetailFixture({
    status: 'COMPLETE',
    model: 'G80',
    year: 2021,
    mileage: 40_600,
    region1: '광주광역시',
    region2: '서구',
    isWinner: true,
    deal: dealDetailFixture({ ...deal, ...dealOverrides }),
    ...overrides,
  });
}

/** The code link's detail and the questions; the review is taken, or refused as `reviewAnswer` says. */
function serve(
  detailData: AuctionDetail,
  reviewAnswer?: { status: number; message: string; errorCode?: ErrorCode },
) {
  answer(api.codeLinks.detail, detailData);
  answer(api.reference.reviewQuestions, QUESTIONS);
  if (reviewAnswer) {
    refuse(api.reviews.create, reviewAnswer);
  } else {
    answer(api.reviews.create, { id: 1 });
  }
}

function renderPage() {
  renderApp(<ReviewOfSellerPage code={CODE} />);
}

afterEach(() => {
  localStorage.clear();
});

async function sendReview() {
  fireEvent.click(await screen.findByRole('button', { name: '별점 4점' }));
  fireEvent.click(screen.getByText('계속 거래하고 싶어요'));
  fireEvent.click(screen.getByRole('button', { name: '후기 등록' }));
}

describe('ReviewOfSellerPage', () => {
  it('shows the vehicle and the final price above the form', async () => {
    serve(detail());
    renderPage();
    expect(await screen.findByRole('button', { name: '후기 등록' })).toBeTruthy();
    expect(screen.getByText('G80')).toBeTruthy();
    expect(screen.getByText('11,900,000원')).toBeTruthy();
  });

  it('says so instead of the form when the deal was already reviewed', async () => {
    serve(detail({}, { hasReview: true }));
    renderPage();
    expect(await screen.findByText(DEAL_MESSAGES.reviewAlreadyWritten)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '후기 등록' })).toBeNull();
  });

  it('says so before the deal is complete', async () => {
    serve(detail({ status: 'RESERVATION_COMPLETE' }, { status: 'RESERVATION_COMPLETE' }));
    renderPage();
    expect(await screen.findByText(DEAL_MESSAGES.reviewNotAllowed)).toBeTruthy();
  });

  it('turns REVIEW_ALREADY_WRITTEN from the server into that state', async () => {
    serve(detail(), {
      status: 409,
      message: DEAL_MESSAGES.reviewAlreadyWritten,
      errorCode: 'REVIEW_ALREADY_WRITTEN',
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '별점 3점' }));
    fireEvent.click(screen.getByText('계속 거래하고 싶어요'));
    fireEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    expect(await screen.findByText(DEAL_MESSAGES.reviewAlreadyWritten)).toBeTruthy();
    const [post] = calls(api.reviews.create);
    expect(post?.url.pathname).toBe('/api/v1/dealers/auction/code/dealer-reviews');
    expect(post?.body).toEqual({
      code: CODE,
      ratings: 3,
      contents: '',
      answers: [{ questionId: 1, answer: '5' }],
    });
  });

  it('thanks the code-link visitor on a page of its own, leading to the public start page, not /login', async () => {
    serve(detail());
    renderPage();
    await sendReview();
    expect(await screen.findByRole('heading', { name: DEAL_MESSAGES.reviewRegistered })).toBeTruthy();
    expect(screen.getByText(/소중한 후기 감사합니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '오토비드 홈으로' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: '후기 등록' })).toBeNull();
  });

  it('leads a logged-in dealer from the thank-you page to /home', async () => {
    localStorage.setItem('token', 'dealer-token');
    serve(detail());
    renderPage();
    await sendReview();
    expect(await screen.findByRole('heading', { name: DEAL_MESSAGES.reviewRegistered })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/home');
  });
});
