// Reference lists: banks, brands, review questions.
import { asc } from 'drizzle-orm';
import { bankCodes, brands, reviewQuestions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export function listBankCodes(db: DbOrTx) {
  return db
    .select({ name: bankCodes.name, code: bankCodes.code })
    .from(bankCodes)
    .orderBy(asc(bankCodes.sortOrder), asc(bankCodes.code));
}

export function listBrands(db: DbOrTx) {
  return db
    .select({ id: brands.id, name: brands.name, logo: brands.logo, vehicleType: brands.vehicleType })
    .from(brands)
    .orderBy(asc(brands.sortOrder), asc(brands.id));
}

export function listReviewQuestions(db: DbOrTx) {
  return db
    .select({
      id: reviewQuestions.id,
      question: reviewQuestions.question,
      questionContent: reviewQuestions.questionContent,
      isKeepDealing: reviewQuestions.isKeepDealing,
    })
    .from(reviewQuestions)
    .orderBy(asc(reviewQuestions.sortOrder), asc(reviewQuestions.id));
}
