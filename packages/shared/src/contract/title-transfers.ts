// The title transfer after a completed trade (docs/domain.md "Title transfer"): the winner's proof (signed in
// or through a code link), the seller's confirmation or objection, the operator's confirmation or rejection,
// and the proof itself behind a short-lived signed link.
import { z } from 'zod';
import { auctionIdParam } from '../schemas/admin-auctions';
import { idParam } from '../schemas/common';
import { codeLinkPathParam } from '../schemas/deal';
import {
  submitTransferRequest,
  transferActionResponse,
  transferProofQuery,
  transferReasonRequest,
} from '../schemas/title-transfer';
import { defineRoute } from './route';

const step = { method: 'POST', response: transferActionResponse, refused: [404, 409] } as const;

export const titleTransferRoutes = {
  submit: defineRoute({
    ...step,
    path: '/v1/dealers/auction/:id/transfer',
    access: 'dealer',
    tag: 'deals',
    summary: '명의이전 서류 제출 (개인 번호를 가린 이미지 또는 PDF; 먼저 /v1/files/images로 올린 파일)',
    params: idParam,
    body: submitTransferRequest,
  }),
  codeSubmit: defineRoute({
    ...step,
    path: '/v1/dealers/auction/code/:code/transfer',
    access: 'public',
    tag: 'code-links',
    summary: '링크로 명의이전 서류 제출',
    params: codeLinkPathParam,
    body: submitTransferRequest,
    refused: [401, 403, 404, 409, 429],
  }),
  sellerConfirm: defineRoute({
    ...step,
    path: '/v1/sellers/auctions/:id/transfer/confirm',
    access: 'seller',
    tag: 'sellers',
    summary: '명의이전 확인 (거래 완료)',
    params: idParam,
  }),
  sellerObject: defineRoute({
    ...step,
    path: '/v1/sellers/auctions/:id/transfer/objection',
    access: 'seller',
    tag: 'sellers',
    summary: '명의이전 서류 이의 (딜러가 다시 제출, 자동 확인 중지)',
    params: idParam,
    body: transferReasonRequest,
  }),
  consoleConfirm: defineRoute({
    ...step,
    path: '/v1/admin/deals/:auctionId/transfer/confirm',
    access: 'operator',
    tag: 'admin',
    summary: '명의이전 서류 확인 (거래 완료)',
    params: auctionIdParam,
  }),
  consoleReject: defineRoute({
    ...step,
    path: '/v1/admin/deals/:auctionId/transfer/reject',
    access: 'operator',
    tag: 'admin',
    summary: '명의이전 서류 반려 (사유와 함께 딜러에게 다시 요청)',
    params: auctionIdParam,
    body: transferReasonRequest,
  }),
  proof: defineRoute({
    method: 'GET',
    path: '/v1/transfer-proofs/:id',
    access: 'public',
    tag: 'deals',
    summary: '명의이전 서류 보기 (거래 당사자와 운영자에게 준 서명 링크, 몇 분 동안만 유효)',
    description: '응답 본문은 파일 자체입니다 (이미지는 그대로, PDF는 내려받기).',
    params: idParam,
    query: transferProofQuery,
    response: z.unknown(),
    refused: [401, 404],
  }),
};
