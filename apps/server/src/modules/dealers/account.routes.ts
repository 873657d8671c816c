// HTTP for the dealer's account: profile and password change, bank-account verification, find id / password,
// each route as the table declares it (api.dealers).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createAccountService } from './account.service';
import { createBankAccountService } from './bank-account.service';
import { createFindAccountService } from './find-account.service';
import { createNotificationSettingsService } from './notification-settings.service';

export function accountRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const account = createAccountService(ctx);
    const bankAccount = createBankAccountService(ctx);
    const findAccount = createFindAccountService(ctx);
    const notificationSettings = createNotificationSettingsService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.dealers.updateProfile, ({ body }, dealerId) => account.updateProfile(dealerId, body));
    serve(api.dealers.changePassword, ({ body }, dealerId) => account.changePassword(dealerId, body));
    serve(api.dealers.requestPhoneChange, ({ body, request }, dealerId) =>
      account.requestPhoneCode(dealerId, body.phone, { ip: request.ip }),
    );
    serve(api.dealers.confirmPhoneChange, ({ body, request }) =>
      account.confirmPhoneCode(body.phone, body.authCode, { ip: request.ip }),
    );
    serve(api.dealers.notificationSettings, (_input, dealerId) => notificationSettings.get(dealerId));
    serve(api.dealers.updateNotificationSettings, ({ body }, dealerId) =>
      notificationSettings.update(dealerId, body),
    );
    serve(api.dealers.bankAuthStep1, ({ body }, dealerId) => bankAccount.step1(dealerId, body));
    serve(api.dealers.bankAuthStep2, ({ body }, dealerId) => bankAccount.step2(dealerId, body));

    serve(api.dealers.requestFindId, ({ body, request }) => findAccount.requestId(body, { ip: request.ip }));
    serve(api.dealers.confirmFindId, ({ body, request }) => findAccount.confirmId(body, { ip: request.ip }));
    serve(api.dealers.requestFindPassword, ({ body, request }) =>
      findAccount.requestPassword(body, { ip: request.ip }),
    );
    serve(api.dealers.confirmFindPassword, ({ body, request }) =>
      findAccount.confirmPassword(body, { ip: request.ip }),
    );
    serve(api.dealers.resetPassword, async ({ body }) => {
      await findAccount.changePassword(body);
      return null;
    });
  });
}
