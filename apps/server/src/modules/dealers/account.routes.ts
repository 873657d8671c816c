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
import { moduleRoutes, publicRoutes, signedInRoutes } from '../../lib/module-routes';
import { createAccountService } from './account.service';
import { createBankAccountService } from './bank-account.service';
import { createFindAccountService } from './find-account.service';

export function accountRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const account = createAccountService(ctx);
    const bankAccount = createBankAccountService(ctx);
    const findAccount = createFindAccountService(ctx);
    const dealer = signedInRoutes(app, 'dealer', ['account']);
    const open = publicRoutes(app, ['account']);

    dealer.put(
      '/v1/dealers/me',
      { summary: '프로필 변경', body: profileUpdateRequest, response: dealerProfile, refused: [409] },
      (dealerId, { body }) => account.updateProfile(dealerId, body),
    );

    dealer.put(
      '/v1/dealers/me/password',
      { summary: '비밀번호 변경', body: passwordChangeRequest, response: passwordChangeResponse },
      (dealerId, { body }) => account.changePassword(dealerId, body),
    );

    dealer.post(
      '/v1/dealers/me/phone/request',
      {
        summary: '변경할 휴대폰 번호 인증번호 요청',
        body: phoneCodeRequest,
        response: phoneCodeResponse,
        refused: [409, 429],
      },
      (dealerId, { body, ip }) => account.requestPhoneCode(dealerId, body.phone, { ip }),
    );

    dealer.post(
      '/v1/dealers/me/phone/confirm',
      {
        summary: '변경할 휴대폰 번호 인증번호 확인',
        body: phoneCodeConfirmRequest,
        response: phoneCodeConfirmResponse,
        refused: [429],
      },
      (_dealerId, { body, ip }) => account.confirmPhoneCode(body.phone, body.authCode, { ip }),
    );

    dealer.post(
      '/v1/dealers/bank-account/auth/step1',
      {
        summary: '계좌 인증 1단계 (1원 입금)',
        body: bankAuthStep1Request,
        response: bankAuthStep1Response,
        refused: [409, 429],
      },
      (dealerId, { body }) => bankAccount.step1(dealerId, body),
    );

    dealer.post(
      '/v1/dealers/bank-account/auth/step2',
      {
        summary: '계좌 인증 2단계 (입금 문구 확인)',
        body: bankAuthStep2Request,
        response: bankAuthStep2Response,
        refused: [409, 429],
      },
      (dealerId, { body }) => bankAccount.step2(dealerId, body),
    );

    open.post(
      '/v1/public/dealers/find/id-request',
      {
        summary: '아이디 찾기 인증번호 요청',
        body: findIdRequest,
        response: phoneCodeResponse,
        refused: [429],
      },
      ({ body, ip }) => findAccount.requestId(body, { ip }),
    );

    open.post(
      '/v1/public/dealers/find/id-confirm',
      {
        summary: '아이디 찾기 확인 (없으면 "-1")',
        body: findIdConfirmRequest,
        response: findIdConfirmResponse,
        refused: [429],
      },
      ({ body, ip }) => findAccount.confirmId(body, { ip }),
    );

    open.post(
      '/v1/public/dealers/find/password-request',
      {
        summary: '비밀번호 찾기 인증번호 요청',
        body: findPasswordRequest,
        response: phoneCodeResponse,
        refused: [429],
      },
      ({ body, ip }) => findAccount.requestPassword(body, { ip }),
    );

    open.post(
      '/v1/public/dealers/find/password-confirm',
      {
        summary: '비밀번호 찾기 인증번호 확인',
        body: findPasswordConfirmRequest,
        response: phoneCodeConfirmResponse,
        refused: [429],
      },
      ({ body, ip }) => findAccount.confirmPassword(body, { ip }),
    );

    open.post(
      '/v1/public/dealers/find/password-change',
      { summary: '비밀번호 재설정', body: findPasswordChangeRequest, response: findPasswordChangeResponse },
      async ({ body }) => {
        await findAccount.changePassword(body);
        return null;
      },
    );
  });
}
