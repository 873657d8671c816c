// Messaging-app code links (docs/spec.md §7; docs/domain.md "Code links"): the dealer's door to one auction
// and its deal without a sign-in, authenticated by the code in the path (so 'public', refusing 401 for no
// such code and 403 for a code of another step).
import { auctionDetail, placeBidRequest, placeBidResponse } from '../schemas/auction';
import {
  cancelDealRequest,
  codeLinkPathParam,
  codeSessionResponse,
  completeDealRequest,
  dealActionResponse,
  reservationRequest,
} from '../schemas/deal';
import { defineRoute } from './route';

const BASE = '/v1/dealers/auction/code/:code';

const codeRoute = { access: 'public', tag: 'code-links', params: codeLinkPathParam } as const;

// A deal step through the link: 401 no such code, 403 a code for another step, 404, 409 as the deal's.
const step = {
  ...codeRoute,
  method: 'POST',
  response: dealActionResponse,
  refused: [401, 403, 404, 409, 429],
} as const;

export const codeLinkRoutes = {
  me: defineRoute({
    ...codeRoute,
    method: 'GET',
    path: '/v1/dealers/code/:code/me',
    summary: '링크 세션 확인 (링크에 묶인 딜러의 이름·직함·상사명과 링크의 용도)',
    response: codeSessionResponse,
    refused: [401, 403, 429],
  }),
  detail: defineRoute({
    ...codeRoute,
    method: 'GET',
    path: BASE,
    summary: '링크로 경매 상세',
    response: auctionDetail,
    refused: [401, 403, 404, 429],
  }),
  placeBid: defineRoute({
    ...codeRoute,
    method: 'POST',
    path: `${BASE}/bidding/`,
    summary: '링크로 입찰',
    description: 'Idempotency-Key 헤더(100자 이내)로 재시도해도 입찰은 한 번만 생성됩니다.',
    body: placeBidRequest,
    response: placeBidResponse,
    refused: [401, 403, 404, 409, 429],
    created: true,
  }),
  confirm: defineRoute({ ...step, path: `${BASE}/confirm-bidding`, summary: '링크로 낙찰 확정' }),
  cancel: defineRoute({
    ...step,
    path: `${BASE}/cancel`,
    summary: '링크로 거래 취소',
    body: cancelDealRequest,
  }),
  checkDeposit: defineRoute({ ...step, path: `${BASE}/check-deposit`, summary: '링크로 입금 확인' }),
  reserve: defineRoute({
    ...step,
    path: `${BASE}/reservation`,
    summary: '링크로 거래 날짜 확정',
    body: reservationRequest,
  }),
  complete: defineRoute({
    ...step,
    path: `${BASE}/complete`,
    summary: '링크로 거래 완료',
    body: completeDealRequest,
  }),
};
