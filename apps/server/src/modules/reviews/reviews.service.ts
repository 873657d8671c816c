// The winner's review of the seller (docs/domain.md "Reviews"), written through a REVIEW code link: only after
// the trade is complete, once per deal, every review question answered exactly once; the review written ends
// the link (docs/domain.md "Code links").
import type { z } from 'zod';
import {
  AUCTION_MESSAGES,
  COMPLETED_TRADE_STATUSES,
  DEAL_MESSAGES,
  type dealerReviewRequest,
  type dealerReviewResponse,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { reviews } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { loadApprovedDealer } from '../access/access-policy';
import { endCodeLinks } from '../code-links/code-links.public';
import { createCodeLinksService } from '../code-links/code-links.service';
import { reviewQuestions } from '../reference/reference.public';
import { reviewedTradeOf, reviewExists, type ReviewDirection } from './reviews.repository';

/** The "keep dealing with this seller" question is a yes (5) or no (1). */
const KEEP_DEALING_ANSWERS: readonly string[] = ['5', '1'];

type ReviewBody = z.output<typeof dealerReviewRequest>;

const badRequest = (message: string) => new AppError('REVIEW_INVALID', message);

/** Every question once, nothing else; the keep-dealing question only 5 or 1. */
export function checkAnswers(
  questions: { id: number; isKeepDealing: boolean }[],
  answers: ReviewBody['answers'],
): void {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  for (const { questionId, answer } of answers) {
    const question = byId.get(questionId);
    if (!question || seen.has(questionId)) {
      throw badRequest(DEAL_MESSAGES.answerInvalid);
    }
    if (question.isKeepDealing && !KEEP_DEALING_ANSWERS.includes(answer)) {
      throw badRequest(DEAL_MESSAGES.answerInvalid);
    }
    seen.add(questionId);
  }
  if (seen.size !== byId.size) {
    throw badRequest(DEAL_MESSAGES.answersRequired);
  }
}

/**
 * Whether the auction already has its review in `direction`: each side reviews the other once per auction
 * (the auction's screens offer the review until then).
 */
export function hasReview(db: DbOrTx, auctionId: number, direction: ReviewDirection): Promise<boolean> {
  return reviewExists(db, auctionId, direction);
}

export function createReviewsService(ctx: Pick<AppContext, 'db' | 'clock' | 'tokens'>) {
  const codes = createCodeLinksService(ctx);
  return {
    async createDealerReview(body: ReviewBody): Promise<z.infer<typeof dealerReviewResponse>> {
      const session = await codes.resolve(body.code, 'review');
      // A code link acts as its dealer, who must still be approved (403 otherwise, as on every dealer area).
      await loadApprovedDealer(ctx.db, session.dealerId);
      const auction = await reviewedTradeOf(ctx.db, session.auctionId);
      if (!auction) {
        throw new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
      }
      if (auction.winnerId !== session.dealerId) {
        throw new AppError('DEAL_NOT_WINNER', DEAL_MESSAGES.notWinner);
      }
      if (!(COMPLETED_TRADE_STATUSES as readonly string[]).includes(auction.status)) {
        throw new AppError('REVIEW_NOT_ALLOWED', DEAL_MESSAGES.reviewNotAllowed);
      }
      checkAnswers(await reviewQuestions(ctx.db), body.answers);

      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(reviews)
          .values({
            auctionId: session.auctionId,
            dealerId: session.dealerId,
            sellerId: auction.sellerId,
            direction: 'DEALER_TO_SELLER',
            ratings: body.ratings,
            contents: body.contents,
            answers: body.answers,
            createdAt: now,
          })
          // reviews_auction_direction_key: a second review of the same deal (also when two race).
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (inserted) {
          await endCodeLinks(tx, { dealerId: session.dealerId, auctionId: session.auctionId, now });
        }
        return inserted;
      });
      if (!row) {
        throw new AppError('REVIEW_ALREADY_WRITTEN', DEAL_MESSAGES.reviewAlreadyWritten);
      }
      return { id: row.id };
    },
  };
}
