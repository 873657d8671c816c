// The console's dealer screen: the review queue and search, a dealer's application, approve and reject
// (the CLI's calls too, by username), suspend and lift a suspension (by id). Any operator may.
import {
  adminDealerDetail,
  adminDealerList,
  adminDealersQuery,
  adminDealerSuspension,
} from '../schemas/admin-dealers';
import { dealerDecision, operatorReasonRequest, usernameParam } from '../schemas/admin';
import { dealerScore, dealerTierOverrideRequest } from '../schemas/dealer-tiers';
import { idParam } from '../schemas/common';
import { defineRoute } from './route';

const staff = { access: 'operator', tag: 'admin' } as const;

export const consoleDealerRoutes = {
  list: defineRoute({
    ...staff,
    method: 'GET',
    path: '/v1/admin/dealers',
    summary: '딜러 목록 (심사 대기·승인·반려·정지, 검색, 탭별 건수)',
    query: adminDealersQuery,
    response: adminDealerList,
  }),
  detail: defineRoute({
    ...staff,
    method: 'GET',
    path: '/v1/admin/dealers/:id',
    summary: '딜러 신청 내용 전체 (서류, 계좌 인증, 정지, 제재, 거래·신고 건수)',
    params: idParam,
    response: adminDealerDetail,
  }),
  approve: defineRoute({
    ...staff,
    method: 'POST',
    path: '/v1/admin/dealers/:username/approve',
    summary: '딜러 가입(정보 변경) 승인 (알림톡 발송, 심사 대기 중일 때만)',
    params: usernameParam,
    response: dealerDecision,
  }),
  reject: defineRoute({
    ...staff,
    method: 'POST',
    path: '/v1/admin/dealers/:username/reject',
    summary: '딜러 가입(정보 변경) 반려 (사유는 딜러의 심사 현황에 표시, 알림톡 발송)',
    params: usernameParam,
    body: operatorReasonRequest,
    response: dealerDecision,
  }),
  suspend: defineRoute({
    ...staff,
    method: 'POST',
    path: '/v1/admin/dealers/:id/suspend',
    summary: '딜러 이용 정지 (입찰·거래 불가, 알림톡 발송)',
    params: idParam,
    body: operatorReasonRequest,
    response: adminDealerSuspension,
  }),
  unsuspend: defineRoute({
    ...staff,
    method: 'POST',
    path: '/v1/admin/dealers/:id/unsuspend',
    summary: '딜러 이용 정지 해제 (알림톡 발송)',
    params: idParam,
    body: operatorReasonRequest,
    response: adminDealerSuspension,
  }),
  overrideTier: defineRoute({
    ...staff,
    method: 'PUT',
    path: '/v1/admin/dealers/:id/tier',
    summary: '딜러 등급 지정·해제 (사유 필수, 감사 로그; tier null이면 지표 등급으로 복귀)',
    params: idParam,
    body: dealerTierOverrideRequest,
    response: dealerScore,
  }),
};
