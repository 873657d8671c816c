// HTTP for becoming a dealer: sign-up phone codes, the sign-up itself and re-application after review,
// each route as the table declares it (api.dealers).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createOnboardingService } from './onboarding.service';

export function onboardingRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createOnboardingService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.dealers.requestSignupCode, ({ body, request }) =>
      service.requestSignupCode(body.phone, { ip: request.ip }),
    );
    serve(api.dealers.confirmSignupCode, ({ body, request }) =>
      service.confirmSignupCode(body.phone, body.authCode, { ip: request.ip }),
    );
    serve(api.dealers.signup, ({ body }) => service.signup(body));
    serve(api.dealers.reapply, ({ body }, dealerId) => service.reapply(dealerId, body));
  });
}
