// The winner's review of the seller through a REVIEW code: after completion only, once, every question
// answered, keep-dealing 5 or 1.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  DEAL_MESSAGES,
  type AuctionStatus,
  type CodeLinkPurpose,
  type RouteInput,
} from '@autobid/shared';
import { dealers, reviewQuestions, reviews } from '../src/db/schema';
import { AUCTION_ACCESS_MESSAGES } from '../src/modules/access/access-policy';
import { createCodeLink } from '../src/modules/code-links/code-link-tokens';
import { createDealAt, createDealer } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('dealer reviews of sellers', () => {
  let ctx: TestContext;
  let questions: { id: number; isKeepDealing: boolean }[];
  beforeAll(async () => {
    ctx = await createTestContext();
    questions = await ctx.db
      .select({ id: reviewQuestions.id, isKeepDealing: reviewQuestions.isKeepDealing })
      .from(reviewQuestions);
  });
  afterAll(async () => ctx.close());

  const completedDeal = async (status: AuctionStatus = 'COMPLETE') =>
    createDealAt(ctx.db, { status, now: ctx.clock.now() });
  const codeFor = async (dealerId: number, auctionId: number, purpose: CodeLinkPurpose = 'REVIEW') =>
    (await createCodeLink(ctx.db, { dealerId, auctionId, purpose, now: ctx.clock.now() })).code;
  const answers = (keep = '5') =>
    questions.map((question) => ({ questionId: question.id, answer: question.isKeepDealing ? keep : '4' }));
  /** The review as the link sends it; a test of the body's rules sends what the schema refuses. */
  const submit = (body: Record<string, unknown>) =>
    ctx.call(api.reviews.create, { body: body as RouteInput<typeof api.reviews.create>['body'] });

  it('has review questions with one keep-dealing question (the reference seed)', () => {
    expect(questions.length).toBeGreaterThan(1);
    expect(questions.filter((question) => question.isKeepDealing)).toHaveLength(1);
  });

  it('lists the questions with `answer` as in docs/spec.md §3, empty until the dealer answers', async () => {
    const response = await ctx.call(api.reference.reviewQuestions, {});
    expect(response.status).toBe(200);
    const listed = response.data;
    expect(listed.map((question) => question.id).sort()).toEqual(
      questions.map((question) => question.id).sort(),
    );
    for (const question of listed) {
      expect(Object.keys(question).sort()).toEqual([
        'answer',
        'id',
        'isKeepDealing',
        'question',
        'questionContent',
      ]);
      expect(question.answer).toBe('');
      expect(question.question).not.toBe('');
    }
  });

  it('refuses the review link of a dealer who is no longer approved with 403, and records nothing', async () => {
    const { auction, dealer } = await completedDeal();
    const code = await codeFor(dealer.id, auction.id);
    await ctx.db
      .update(dealers)
      .set({ status: 'REJECTED', reason: '서류 불충분' })
      .where(eq(dealers.id, dealer.id));
    const response = await submit({ code, ratings: 5, answers: answers('5') });
    expect(response.status).toBe(403);
    expect(response.message).toBe(AUCTION_ACCESS_MESSAGES.approvedOnly);
    expect(await ctx.db.select().from(reviews).where(eq(reviews.auctionId, auction.id))).toHaveLength(0);
  });

  it('records the review once and ends its link; a second one (by a new link) answers 409 and the detail shows hasReview', async () => {
    const { auction, dealer, seller } = await completedDeal();
    const code = await codeFor(dealer.id, auction.id);
    const first = await submit({ code, ratings: 5, contents: '친절했습니다', answers: answers('5') });
    expect(first.status, first.message).toBe(201);
    expect(first.message).toBe(DEAL_MESSAGES.reviewRegistered);
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, first.data.id));
    expect(row).toMatchObject({
      auctionId: auction.id,
      dealerId: dealer.id,
      sellerId: seller.id,
      direction: 'DEALER_TO_SELLER',
      ratings: 5,
      contents: '친절했습니다',
    });
    // The link is used: it answers 401 from now on.
    const used = await submit({ code, ratings: 1, answers: answers('1') });
    expect(used.status).toBe(401);
    expect(used.message).toBe(DEAL_MESSAGES.codeInvalid);
    const fresh = await codeFor(dealer.id, auction.id);
    const second = await submit({ code: fresh, ratings: 1, answers: answers('1') });
    expect(second.status).toBe(409);
    expect(second.message).toBe(DEAL_MESSAGES.reviewAlreadyWritten);
    const detail = await ctx.call(api.codeLinks.detail, { params: { code: fresh } });
    expect(detail.data.deal?.hasReview).toBe(true);
  });

  it('accepts the title-transfer states; refuses before completion with 409', async () => {
    for (const status of ['TRANSACTION', 'TRANSACTION_DELAY'] as const) {
      const { auction, dealer } = await completedDeal(status);
      expect(
        (await submit({ code: await codeFor(dealer.id, auction.id), ratings: 4, answers: answers('1') }))
          .status,
      ).toBe(201);
    }
    for (const status of ['RESERVATION_COMPLETE', 'DEALER_CANCELED'] as const) {
      const { auction, dealer } = await completedDeal(status);
      const response = await submit({
        code: await codeFor(dealer.id, auction.id),
        ratings: 4,
        answers: answers(),
      });
      expect(response.status, status).toBe(409);
      expect(response.message).toBe(DEAL_MESSAGES.reviewNotAllowed);
    }
  });

  it('refuses a dealer who did not win the auction, a code of another purpose and a bad code', async () => {
    const { auction } = await completedDeal();
    const other = await createDealer(ctx.db);
    const notWinner = await submit({
      code: await codeFor(other.id, auction.id),
      ratings: 3,
      answers: answers(),
    });
    expect(notWinner.status).toBe(409);
    expect(notWinner.message).toBe(DEAL_MESSAGES.notWinner);

    const { auction: done, dealer } = await completedDeal();
    const detailCode = await codeFor(dealer.id, done.id, 'DETAIL');
    const wrongPurpose = await submit({ code: detailCode, ratings: 3, answers: answers() });
    expect(wrongPurpose.status).toBe(409);
    expect(wrongPurpose.message).toBe(DEAL_MESSAGES.codePurpose);
    const unknown = await submit({ code: 'Z'.repeat(43), ratings: 3, answers: answers() });
    expect(unknown.status).toBe(401);
    expect(unknown.message).toBe(DEAL_MESSAGES.codeInvalid);
    expect(await ctx.db.select().from(reviews).where(eq(reviews.auctionId, auction.id))).toHaveLength(0);
  });

  it('validates ratings and answers: keep-dealing 5 or 1, every question once', async () => {
    const { auction, dealer } = await completedDeal();
    const code = await codeFor(dealer.id, auction.id);
    const all = answers();
    const cases: [Record<string, unknown>, string][] = [
      [{ code, ratings: 4, answers: answers('3') }, DEAL_MESSAGES.answerInvalid],
      [{ code, ratings: 4, answers: all.slice(1) }, DEAL_MESSAGES.answersRequired],
      [{ code, ratings: 4, answers: [] }, DEAL_MESSAGES.answersRequired],
      [{ code, ratings: 4, answers: [...all, all[0]] }, DEAL_MESSAGES.answerInvalid],
      [
        { code, ratings: 4, answers: [...all, { questionId: 99_999, answer: '3' }] },
        DEAL_MESSAGES.answerInvalid,
      ],
      [{ code, ratings: 4, answers: all.map((a) => ({ ...a, answer: '6' })) }, DEAL_MESSAGES.answerInvalid],
      [{ code, ratings: 4 }, DEAL_MESSAGES.answersRequired],
      [{ code, ratings: 0, answers: all }, DEAL_MESSAGES.ratingsRequired],
      [{ code, answers: all }, DEAL_MESSAGES.ratingsRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await submit(payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.message, JSON.stringify(payload)).toBe(message);
    }
    expect(await ctx.db.select().from(reviews).where(eq(reviews.auctionId, auction.id))).toHaveLength(0);
    expect((await submit({ code, ratings: 4, answers: all })).status).toBe(201);
  });
});
