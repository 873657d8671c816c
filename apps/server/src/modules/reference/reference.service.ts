// Reference data served to everyone (no rules beyond ordering and typing).
import type { BankCode, Brand, ReviewQuestion } from '@autobid/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/types';
import { listBankCodes, listBrands, listReviewQuestions } from './reference.repository';

/** The review questions in their order, as the review rules check the answers against them. */
export function reviewQuestions(db: DbOrTx) {
  return listReviewQuestions(db);
}

export function createReferenceService(ctx: Pick<AppContext, 'db'>) {
  return {
    bankCodes: (): Promise<BankCode[]> => listBankCodes(ctx.db),
    // The column's check constraint keeps vehicle types to the shared list.
    brands: (): Promise<Brand[]> => listBrands(ctx.db),
    // Nothing is answered yet: the dealer fills `answer` in on the review page.
    reviewQuestions: async (): Promise<ReviewQuestion[]> =>
      (await reviewQuestions(ctx.db)).map((question) => ({ ...question, answer: '' })),
  };
}
