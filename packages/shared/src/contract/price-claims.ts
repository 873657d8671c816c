// Price adjustment at handover (docs/domain.md "Handover"): the winner's claim against the condition sheet
// (signed in or through a code link), its withdrawal, and the seller's answer. The deal completes at the
// winning price unless a claim was accepted or an operator decided its dispute.
import { codeLinkPathParam } from '../schemas/deal';
import { idParam } from '../schemas/common';
import { rowIdParam } from '../schemas/request';
import {
  claimParams,
  priceClaim,
  priceClaimRejectRequest,
  priceClaimRequest,
  priceClaimsView,
} from '../schemas/price-adjustment';
import { defineRoute } from './route';

const CODE_BASE = '/v1/dealers/auction/code/:code/price-adjustments';
const codeClaimParams = codeLinkPathParam.extend({ claimId: rowIdParam() });
const codeRoute = { access: 'public', tag: 'code-links', refused: [401, 403, 404, 409, 429] } as const;

export const priceClaimRoutes = {
  view: defineRoute({
    method: 'GET',
    path: '/v1/dealers/auction/:id/price-adjustments',
    access: 'dealer',
    tag: 'deals',
    summary: '감가 요청 내역과 요청 양식(점검표·감가 기준표)',
    params: idParam,
    response: priceClaimsView,
    refused: [404, 409],
  }),
  open: defineRoute({
    method: 'POST',
    path: '/v1/dealers/auction/:id/price-adjustments',
    access: 'dealer',
    tag: 'deals',
    summary: '감가 요청 (점검표 항목별 현장 사진과 금액; 판매자 동의 또는 운영자 판정으로만 가격 변경)',
    params: idParam,
    body: priceClaimRequest,
    response: priceClaim,
    refused: [404, 409],
    created: true,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/v1/dealers/auction/:id/price-adjustments/:claimId/withdraw',
    access: 'dealer',
    tag: 'deals',
    summary: '감가 요청 철회 (낙찰가로 완료)',
    params: claimParams,
    response: priceClaim,
    refused: [404, 409],
  }),
  codeView: defineRoute({
    ...codeRoute,
    method: 'GET',
    path: CODE_BASE,
    summary: '링크로 감가 요청 내역과 요청 양식',
    params: codeLinkPathParam,
    response: priceClaimsView,
  }),
  codeOpen: defineRoute({
    ...codeRoute,
    method: 'POST',
    path: CODE_BASE,
    summary: '링크로 감가 요청',
    params: codeLinkPathParam,
    body: priceClaimRequest,
    response: priceClaim,
    created: true,
  }),
  codeWithdraw: defineRoute({
    ...codeRoute,
    method: 'POST',
    path: `${CODE_BASE}/:claimId/withdraw`,
    summary: '링크로 감가 요청 철회',
    params: codeClaimParams,
    response: priceClaim,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/v1/sellers/auctions/:id/price-adjustments/:claimId/accept',
    access: 'seller',
    tag: 'sellers',
    summary: '감가 요청 동의 (합의 가격으로 거래 완료)',
    params: claimParams,
    response: priceClaim,
    refused: [404, 409],
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/v1/sellers/auctions/:id/price-adjustments/:claimId/reject',
    access: 'seller',
    tag: 'sellers',
    summary: '감가 요청 거절 (운영자 분쟁 판정으로)',
    params: claimParams,
    body: priceClaimRejectRequest,
    response: priceClaim,
    refused: [404, 409],
  }),
};
