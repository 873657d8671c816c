// HTTP for becoming a dealer: sign-up phone codes, the sign-up itself and re-application after review.
import {
  phoneCodeConfirmRequest,
  phoneCodeRequest,
  phoneCodeResponse,
  reapplyRequest,
  reapplyResponse,
  signupCodeConfirmResponse,
  signupRequest,
  signupResponse,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, publicRoutes, signedInRoutes } from '../../lib/module-routes';
import { createOnboardingService } from './onboarding.service';

export function onboardingRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createOnboardingService(ctx);
    const open = publicRoutes(app, ['onboarding']);

    open.post(
      '/v1/dealers/auth/phone/request',
      {
        summary: '가입 휴대폰 인증번호 요청',
        body: phoneCodeRequest,
        response: phoneCodeResponse,
        refused: [409, 429],
      },
      ({ body, ip }) => service.requestSignupCode(body.phone, { ip }),
    );

    open.post(
      '/v1/dealers/auth/phone/confirm',
      {
        summary: '가입 휴대폰 인증번호 확인',
        body: phoneCodeConfirmRequest,
        description: '확인되면 uploadGrant를 줍니다: 가입 서류 업로드에 x-upload-grant 헤더로 보냅니다.',
        response: signupCodeConfirmResponse,
        refused: [429],
      },
      ({ body, ip }) => service.confirmSignupCode(body.phone, body.authCode, { ip }),
    );

    open.post(
      '/v1/dealers',
      {
        summary: '딜러 가입 신청',
        body: signupRequest,
        response: signupResponse,
        refused: [409],
        isCreated: true,
      },
      ({ body }) => service.signup(body),
    );

    signedInRoutes(app, 'dealer', ['onboarding']).put(
      '/v1/dealers/me/application',
      { summary: '가입 재신청', body: reapplyRequest, response: reapplyResponse, refused: [409] },
      (dealerId, { body }) => service.reapply(dealerId, body),
    );
  });
}
