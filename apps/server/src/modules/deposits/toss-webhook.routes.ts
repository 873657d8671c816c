// Toss Payments' door to the fees' own virtual accounts, POST /v1/webhooks/toss-payments (api.bankWebhook
// .tossDeposit): the deposit notice, checked and recorded by toss-deposits.ts.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createDepositsService } from './deposits.service';
import { receiveTossDeposit } from './toss-deposits';

export function tossWebhookRoutes(ctx: AppContext) {
  const deposits = createDepositsService(ctx);
  return moduleRoutes((app) => {
    const serve = routeServer(app, ctx);
    serve(api.bankWebhook.tossDeposit, ({ body, request }) =>
      receiveTossDeposit(ctx, deposits, body, request.log),
    );
  });
}
