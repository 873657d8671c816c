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
import { guardedRoute, moduleRoutes, openRoute, principalCall } from '../../lib/module-routes';
import { COMMON_MESSAGES } from '../../lib/app-error';
import { createdResponse, ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { createOnboardingService } from './onboarding.service';

export function onboardingRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createOnboardingService(ctx);
    const onboardingRoute = openRoute(['onboarding']);
    const dealerRoute = guardedRoute(app, 'dealer', ['onboarding']);

    app.post(
      '/v1/dealers/auth/phone/request',
      onboardingRoute({
        summary: '가입 휴대폰 인증번호 요청',
        body: phoneCodeRequest,
        response: okResponse(phoneCodeResponse, [409, 429]),
      }),
      async (request) => ok(await service.requestSignupCode(request.body.phone, { ip: request.ip })),
    );

    app.post(
      '/v1/dealers/auth/phone/confirm',
      onboardingRoute({
        summary: '가입 휴대폰 인증번호 확인',
        body: phoneCodeConfirmRequest,
        description: '확인되면 uploadGrant를 줍니다: 가입 서류 업로드에 x-upload-grant 헤더로 보냅니다.',
        response: okResponse(signupCodeConfirmResponse, [429]),
      }),
      async (request) =>
        ok(await service.confirmSignupCode(request.body.phone, request.body.authCode, { ip: request.ip })),
    );

    app.post(
      '/v1/dealers',
      onboardingRoute({
        summary: '딜러 가입 신청',
        body: signupRequest,
        response: createdResponse(signupResponse, [409]),
      }),
      async (request, reply) => {
        const data = await service.signup(request.body);
        return reply.code(201).send({ code: 201, message: COMMON_MESSAGES.success, data });
      },
    );

    app.put(
      '/v1/dealers/me/application',
      dealerRoute({
        summary: '가입 재신청',
        body: reapplyRequest,
        response: okResponse(reapplyResponse, [...SIGNED_IN, 409]),
      }),
      principalCall((dealerId, { body }) => service.reapply(dealerId, body)),
    );
  });
}
