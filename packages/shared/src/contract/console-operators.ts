// The console's operator areas: the dashboard (any operator) and operator accounts (ADMIN only on every
// call, STAFF gets 403 ADMIN_ONLY).
import { z } from 'zod';
import { adminDashboard } from '../schemas/admin-dashboard';
import {
  adminOperator,
  createOperatorRequest,
  resetOperatorPasswordRequest,
  updateOperatorRequest,
} from '../schemas/admin-operators';
import { idParam } from '../schemas/common';
import { defineRoute } from './route';

const adminOnly = { access: 'admin', tag: 'admin' } as const;

export const consoleOperatorRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/v1/admin/dashboard',
    access: 'operator',
    tag: 'admin',
    summary: '대시보드: 처리 대기 건수와 최근 30일 지표 (매물 오픈, 입찰, 거래 성사율, 수수료 수입)',
    response: adminDashboard,
  }),
  list: defineRoute({
    ...adminOnly,
    method: 'GET',
    path: '/v1/admin/operators',
    summary: '운영자 계정 목록 (관리자 전용)',
    response: z.array(adminOperator),
  }),
  create: defineRoute({
    ...adminOnly,
    method: 'POST',
    path: '/v1/admin/operators',
    summary: '운영자 계정 만들기 (관리자 전용)',
    body: createOperatorRequest,
    response: adminOperator,
    refused: [409],
    created: true,
    message: '운영자 계정을 만들었습니다.',
  }),
  update: defineRoute({
    ...adminOnly,
    method: 'PATCH',
    path: '/v1/admin/operators/:id',
    summary: '운영자 이름·권한 변경, 사용 중지·재개 (관리자 전용, 권한 변경과 사용 중지는 기존 로그인 종료)',
    params: idParam,
    body: updateOperatorRequest,
    response: adminOperator,
  }),
  resetPassword: defineRoute({
    ...adminOnly,
    method: 'POST',
    path: '/v1/admin/operators/:id/password',
    summary: '운영자 비밀번호 재설정 (관리자 전용, 기존 로그인 종료)',
    params: idParam,
    body: resetOperatorPasswordRequest,
    response: adminOperator,
  }),
};
