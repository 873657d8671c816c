// HTTP for reference lists: bank codes, brands, review questions.
import { z } from 'zod';
import { bankCode, brand, reviewQuestion } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { ok, okResponse } from '../../lib/envelope';
import { createReferenceService } from './reference.service';

export function referenceRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createReferenceService(ctx);

    app.get(
      '/v1/public/bank-code/all',
      { schema: { tags: ['reference'], summary: '은행 코드', response: okResponse(z.array(bankCode)) } },
      async () => ok(await service.bankCodes()),
    );
    app.get(
      '/v1/brands/all',
      { schema: { tags: ['reference'], summary: '브랜드 목록', response: okResponse(z.array(brand)) } },
      async () => ok(await service.brands()),
    );
    app.get(
      '/v1/public/auction/dealer-reviews/questions/all',
      {
        schema: {
          tags: ['reference'],
          summary: '판매자 후기 질문',
          response: okResponse(z.array(reviewQuestion)),
        },
      },
      async () => ok(await service.reviewQuestions()),
    );
  });
}
