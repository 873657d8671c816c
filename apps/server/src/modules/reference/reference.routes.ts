// HTTP for reference lists: bank codes, brands, review questions.
import { z } from 'zod';
import { bankCode, brand, reviewQuestion } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, publicRoutes } from '../../lib/module-routes';
import { createReferenceService } from './reference.service';

export function referenceRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createReferenceService(ctx);
    const open = publicRoutes(app, ['reference']);

    open.get('/v1/public/bank-code/all', { summary: '은행 코드', response: z.array(bankCode) }, () =>
      service.bankCodes(),
    );
    open.get('/v1/brands/all', { summary: '브랜드 목록', response: z.array(brand) }, () => service.brands());
    open.get(
      '/v1/public/auction/dealer-reviews/questions/all',
      { summary: '판매자 후기 질문', response: z.array(reviewQuestion) },
      () => service.reviewQuestions(),
    );
  });
}
