// HTTP for the dealer's account: profile and password change, bank-account verification, find id / password.
import {
  bankAuthStep1Request,
  bankAuthStep1Response,
  bankAuthStep2Request,
  bankAuthStep2Response,
  dealerProfile,
  findIdConfirmRequest,
  findIdConfirmResponse,
  findIdRequest,
  findPasswordChangeRequest,
  findPasswordChangeResponse,
  findPasswordConfirmRequest,
  findPasswordRequest,
  passwordChangeRequest,
  passwordChangeResponse,
  phoneCodeConfirmRequest,
  phoneCodeConfirmResponse,
  phoneCodeRequest,
  phoneCodeResponse,
  profileUpdateRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { guardedRoute, moduleRoutes, openRoute } from '../../lib/module-routes';
import { principalId } from '../../lib/auth';
import { ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { createAccountService } from './account.service';
import { createBankAccountService } from './bank-account.service';
import { createFindAccountService } from './find-account.service';

export function accountRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const account = createAccountService(ctx);
    const bankAccount = createBankAccountService(ctx);
    const findAccount = createFindAccountService(ctx);
    const dealerRoute = guardedRoute(app, 'dealer', ['account']);
    const publicRoute = openRoute(['account']);

    app.put(
      '/v1/dealers/me',
      dealerRoute({
        summary: '프로필 변경',
        body: profileUpdateRequest,
        response: okResponse(dealerProfile, [...SIGNED_IN, 409]),
      }),
      async (request) => ok(await account.updateProfile(principalId(request), request.body)),
    );

    app.put(
      '/v1/dealers/me/password',
      dealerRoute({
        summary: '비밀번호 변경',
        body: passwordChangeRequest,
        response: okResponse(passwordChangeResponse, SIGNED_IN),
      }),
      async (request) => ok(await account.changePassword(principalId(request), request.body)),
    );

    app.post(
      '/v1/dealers/me/phone/request',
      dealerRoute({
        summary: '변경할 휴대폰 번호 인증번호 요청',
        body: phoneCodeRequest,
        response: okResponse(phoneCodeResponse, [...SIGNED_IN, 409, 429]),
      }),
      async (request) =>
        ok(await account.requestPhoneCode(principalId(request), request.body.phone, { ip: request.ip })),
    );

    app.post(
      '/v1/dealers/me/phone/confirm',
      dealerRoute({
        summary: '변경할 휴대폰 번호 인증번호 확인',
        body: phoneCodeConfirmRequest,
        response: okResponse(phoneCodeConfirmResponse, [...SIGNED_IN, 429]),
      }),
      async (request) =>
        ok(await account.confirmPhoneCode(request.body.phone, request.body.authCode, { ip: request.ip })),
    );

    app.post(
      '/v1/dealers/bank-account/auth/step1',
      dealerRoute({
        summary: '계좌 인증 1단계 (1원 입금)',
        body: bankAuthStep1Request,
        response: okResponse(bankAuthStep1Response, [...SIGNED_IN, 409, 429]),
      }),
      async (request) => ok(await bankAccount.step1(principalId(request), request.body)),
    );

    app.post(
      '/v1/dealers/bank-account/auth/step2',
      dealerRoute({
        summary: '계좌 인증 2단계 (입금 문구 확인)',
        body: bankAuthStep2Request,
        response: okResponse(bankAuthStep2Response, [...SIGNED_IN, 409, 429]),
      }),
      async (request) => ok(await bankAccount.step2(principalId(request), request.body)),
    );

    app.post(
      '/v1/public/dealers/find/id-request',
      publicRoute({
        summary: '아이디 찾기 인증번호 요청',
        body: findIdRequest,
        response: okResponse(phoneCodeResponse, [429]),
      }),
      async (request) => ok(await findAccount.requestId(request.body, { ip: request.ip })),
    );

    app.post(
      '/v1/public/dealers/find/id-confirm',
      publicRoute({
        summary: '아이디 찾기 확인 (없으면 "-1")',
        body: findIdConfirmRequest,
        response: okResponse(findIdConfirmResponse, [429]),
      }),
      async (request) => ok(await findAccount.confirmId(request.body, { ip: request.ip })),
    );

    app.post(
      '/v1/public/dealers/find/password-request',
      publicRoute({
        summary: '비밀번호 찾기 인증번호 요청',
        body: findPasswordRequest,
        response: okResponse(phoneCodeResponse, [429]),
      }),
      async (request) => ok(await findAccount.requestPassword(request.body, { ip: request.ip })),
    );

    app.post(
      '/v1/public/dealers/find/password-confirm',
      publicRoute({
        summary: '비밀번호 찾기 인증번호 확인',
        body: findPasswordConfirmRequest,
        response: okResponse(phoneCodeConfirmResponse, [429]),
      }),
      async (request) => ok(await findAccount.confirmPassword(request.body, { ip: request.ip })),
    );

    app.post(
      '/v1/public/dealers/find/password-change',
      publicRoute({
        summary: '비밀번호 재설정',
        body: findPasswordChangeRequest,
        response: okResponse(findPasswordChangeResponse),
      }),
      async (request) => {
        await findAccount.changePassword(request.body);
        return ok(null);
      },
    );
  });
}
