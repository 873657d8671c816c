// The console's disputes and deduction guide (docs/domain.md "Handover", "Operator console"): the queue, one
// dispute beside the listing's own sheet and photos, the decision that sets the price, and the guide.
import { z } from 'zod';
import { idParam, pagedList } from '../schemas/common';
import {
  deductionGuideEntry,
  deductionGuideRequest,
  disputeDecisionRequest,
  disputeDetail,
  disputeListItem,
  disputesQuery,
} from '../schemas/price-adjustment';
import { defineRoute } from './route';

export const consoleDisputeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/admin/disputes',
    access: 'operator',
    tag: 'admin',
    summary: '감가 분쟁 목록 (판정 대기는 오래된 순)',
    query: disputesQuery,
    response: pagedList(disputeListItem),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/v1/admin/disputes/:id',
    access: 'operator',
    tag: 'admin',
    summary: '감가 분쟁 상세 (매물 점검표·사진과 현장 사진, 양측 의견)',
    params: idParam,
    response: disputeDetail,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/v1/admin/disputes/:id/decide',
    access: 'operator',
    tag: 'admin',
    summary: '감가 분쟁 판정 (인정·일부 인정·불인정; 거래 가격 결정, 양측 알림톡)',
    params: idParam,
    body: disputeDecisionRequest,
    response: disputeDetail,
  }),
  guide: defineRoute({
    method: 'GET',
    path: '/v1/admin/deduction-guide',
    access: 'operator',
    tag: 'admin',
    summary: '감가 기준표',
    response: z.array(deductionGuideEntry),
  }),
  saveGuide: defineRoute({
    method: 'PUT',
    path: '/v1/admin/deduction-guide',
    access: 'operator',
    tag: 'admin',
    summary: '감가 기준표 저장 (차종별 항목 범위)',
    body: deductionGuideRequest,
    response: z.array(deductionGuideEntry),
    refused: [],
  }),
};
