// The console's listing queue (docs/domain.md "Operator console"): the listings by tab and search, approval and rejection
// (one auction in full and its cancel are the auctions' console routes).
import { adminListingItem, adminListingsQuery } from '../schemas/admin-auctions';
import { idParam, pagedList } from '../schemas/common';
import { adminListingDecision, adminListingRejectRequest } from '../schemas/listing';
import { RULE_SENTENCES } from '../rule-sentences';
import { defineRoute } from './route';

export const consoleListingRoutes = {
  queue: defineRoute({
    method: 'GET',
    path: '/v1/admin/auctions',
    access: 'operator',
    tag: 'admin',
    summary: '매물 목록 (탭 또는 상태, 경매 번호·모델·판매자 이름·전화번호 검색; 심사 대기는 오래된 순)',
    query: adminListingsQuery,
    response: pagedList(adminListingItem),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/v1/admin/auctions/:id/approve',
    access: 'operator',
    tag: 'admin',
    summary: RULE_SENTENCES.approvalRouteSummary,
    params: idParam,
    response: adminListingDecision,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/v1/admin/auctions/:id/reject',
    access: 'operator',
    tag: 'admin',
    summary: '매물 반려 (사유와 함께 판매자 알림톡)',
    params: idParam,
    body: adminListingRejectRequest,
    response: adminListingDecision,
  }),
};
