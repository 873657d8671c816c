// The console's fee deposits (docs/domain.md "Operator console"): the deposits by tab and search, a match by hand by any
// operator, a refund mark by an ADMIN, and a transfer recorded by hand for an auction's deal.
import { adminDepositRequest, operatorDeposit, operatorReasonRequest } from '../schemas/admin';
import {
  adminDeposit,
  adminDepositList,
  adminDepositMatchRequest,
  adminDepositsQuery,
} from '../schemas/admin-deposits';
import { idParam } from '../schemas/common';
import { defineRoute } from './route';

const operator = { access: 'operator', tag: 'admin' } as const;

export const consoleDepositRoutes = {
  list: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/admin/deposits',
    summary: '수수료 입금 내역 (미매칭·매칭됨·환불·전체, 검색, 미매칭 입금의 매칭 후보 거래)',
    query: adminDepositsQuery,
    response: adminDepositList,
  }),
  match: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/admin/deposits/:id/match',
    summary: '미매칭 입금을 수수료 입금 대기 거래에 수동 매칭 (금액 = 수수료, 거래는 예약 단계로)',
    params: idParam,
    body: adminDepositMatchRequest,
    response: adminDeposit,
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/v1/admin/deposits/:id/refund',
    access: 'admin',
    tag: 'admin',
    summary: '입금 환불 처리 (관리자): 매칭되지 않은 입금, 또는 취소된 거래의 수수료',
    params: idParam,
    body: operatorReasonRequest,
    response: adminDeposit,
  }),
  recordForAuction: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/admin/auctions/:id/deposits',
    summary: '수수료 입금 기록 (기본: 거래 수수료, 낙찰 딜러 이름)',
    params: idParam,
    body: adminDepositRequest,
    response: operatorDeposit,
  }),
};
