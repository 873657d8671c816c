// HTTP for the owner's consent (docs/domain.md "Owner consent"): the seller's request, and the owner's link
// page with its code and confirmation (api.ownerConsents).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createOwnerConsentsService } from './owner-consents.service';

export function ownerConsentsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const consents = createOwnerConsentsService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.ownerConsents.request, ({ params, body }, sellerId) =>
      consents.request(sellerId, params.id, body),
    );
    serve(api.ownerConsents.view, ({ params }) => consents.view(params.token));
    serve(api.ownerConsents.requestCode, ({ params, request }) =>
      consents.requestCode(params.token, { ip: request.ip }),
    );
    serve(api.ownerConsents.confirm, ({ params, body, request }) =>
      consents.confirm(params.token, body.code, { ip: request.ip }),
    );
  });
}
