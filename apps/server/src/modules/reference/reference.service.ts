// Reference data served to everyone (no rules beyond ordering and typing).
import type { BankCode, Brand, ReviewQuestion } from '@autobid/shared';
import type { AppContext } from '../../context';
import { listBankCodes, listBrands, listReviewQuestions } from './reference.repository';

export function createReferenceService(ctx: Pick<AppContext, 'db'>) {
  return {
    bankCodes: (): Promise<BankCode[]> => listBankCodes(ctx.db),
    // The column's check constraint keeps vehicle types to the shared list.
    brands: (): Promise<Brand[]> => listBrands(ctx.db),
    // Nothing is answered yet: the dealer fills `answer` in on the review page.
    reviewQuestions: async (): Promise<ReviewQuestion[]> =>
      (await listReviewQuestions(ctx.db)).map((question) => ({ ...question, answer: '' })),
  };
}
