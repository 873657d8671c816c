// Reference lists anyone may read: bank codes, brands, the review questions.
import { z } from 'zod';
import { bankCode, brand } from '../schemas/common';
import { reviewQuestion } from '../schemas/review-questions';
import { defineRoute } from './route';

const open = { method: 'GET', access: 'public', tag: 'reference' } as const;

export const referenceRoutes = {
  bankCodes: defineRoute({
    ...open,
    path: '/v1/public/bank-code/all',
    summary: '은행 코드',
    response: z.array(bankCode),
  }),
  brands: defineRoute({ ...open, path: '/v1/brands/all', summary: '브랜드 목록', response: z.array(brand) }),
  reviewQuestions: defineRoute({
    ...open,
    path: '/v1/public/auction/dealer-reviews/questions/all',
    summary: '판매자 후기 질문',
    response: z.array(reviewQuestion),
  }),
};
