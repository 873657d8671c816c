// The console's penalties screen (docs/domain.md "Operator console"): penalties with their cause, lift or extend a ban, and
// sellers' reports of dealers with the operator's decision. Any operator may.
import { operatorReasonRequest } from '../schemas/admin';
import {
  adminPenaltiesQuery,
  adminPenalty,
  adminPenaltyExtendRequest,
  adminReport,
  adminReportDecideRequest,
  adminReportsQuery,
} from '../schemas/admin-dealers';
import { idParam, pagedList } from '../schemas/common';
import { defineRoute } from './route';

const operator = { access: 'operator', tag: 'admin' } as const;

export const consolePenaltyRoutes = {
  list: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/admin/penalties',
    summary: '페널티 목록 (제재 중 또는 전체, 딜러 검색)',
    query: adminPenaltiesQuery,
    response: pagedList(adminPenalty),
  }),
  lift: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/admin/penalties/:id/lift',
    summary: '입찰 제한 해제 (지금 종료, 이어지는 제한은 앞당겨짐)',
    params: idParam,
    body: operatorReasonRequest,
    response: adminPenalty,
  }),
  extend: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/admin/penalties/:id/extend',
    summary: '입찰 제한 연장 (1~90일, 이어지는 제한도 늦춰짐)',
    params: idParam,
    body: adminPenaltyExtendRequest,
    response: adminPenalty,
  }),
  reports: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/admin/reports',
    summary: '판매자의 딜러 신고 (미처리 또는 처리 완료)',
    query: adminReportsQuery,
    response: pagedList(adminReport),
  }),
  decideReport: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/admin/reports/:id/decide',
    summary: '신고 처리 (인정 또는 기각, 선택 시 딜러 이용 정지 해제)',
    params: idParam,
    body: adminReportDecideRequest,
    response: adminReport,
  }),
};
