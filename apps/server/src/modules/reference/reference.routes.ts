// HTTP for reference lists: bank codes, brands, review questions (api.reference).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createReferenceService } from './reference.service';

export function referenceRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createReferenceService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.reference.bankCodes, () => service.bankCodes());
    serve(api.reference.brands, () => service.brands());
    serve(api.reference.reviewQuestions, () => service.reviewQuestions());
  });
}
