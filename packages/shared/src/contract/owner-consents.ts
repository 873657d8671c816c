// The registered owner's consent (docs/domain.md "Owner consent"): the seller's request (his own registry
// check, or an SMS link to another owner), and the owner's public page behind that link: what is consented
// to, a code to his phone, the confirmation.
import { phoneCodeResponse } from '../schemas/account';
import { idParam } from '../schemas/common';
import {
  OWNER_CONSENT_MESSAGES,
  ownerConsentConfirmRequest,
  ownerConsentConfirmed,
  ownerConsentRequest,
  ownerConsentSummary,
  publicOwnerConsent,
  tokenParam,
} from '../schemas/owner-consent';
import { defineRoute } from './route';

const BASE = '/v1/public/owner-consent/:token';
const open = { access: 'public', tag: 'owner-consents', params: tokenParam } as const;

export const ownerConsentRoutes = {
  request: defineRoute({
    method: 'POST',
    path: '/v1/sellers/auctions/:id/owner-consent',
    access: 'seller',
    tag: 'owner-consents',
    summary: '소유자 동의 (본인: 등록원부 이름 확인, 가족·법인: 소유자에게 동의 링크 문자)',
    params: idParam,
    body: ownerConsentRequest,
    response: ownerConsentSummary,
    refused: [404, 409, 422, 429, 503],
  }),
  view: defineRoute({
    ...open,
    method: 'GET',
    path: BASE,
    summary: '동의 링크: 동의할 내용 (차량, 차량번호, 판매자, 플랫폼)',
    response: publicOwnerConsent,
    refused: [404, 410],
  }),
  requestCode: defineRoute({
    ...open,
    method: 'POST',
    path: `${BASE}/code`,
    summary: '동의 링크: 소유자 휴대폰으로 인증번호 요청',
    response: phoneCodeResponse,
    refused: [404, 410, 429],
  }),
  confirm: defineRoute({
    ...open,
    method: 'POST',
    path: `${BASE}/confirm`,
    summary: '동의 링크: 인증번호로 동의 (한 번만)',
    body: ownerConsentConfirmRequest,
    response: ownerConsentConfirmed,
    refused: [404, 409, 410, 429],
    message: OWNER_CONSENT_MESSAGES.confirmed,
  }),
};
