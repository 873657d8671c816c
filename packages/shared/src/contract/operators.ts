// Operator sign-in and the signed-in operator (docs/domain.md "Operator console"): `/v1/admin/login`,
// `/v1/admin/logout`, `/v1/admin/me`.
import { loginRequest, loginResponse, logoutResponse } from '../schemas/auth';
import { operatorMe } from '../schemas/operator';
import { defineRoute } from './route';

export const operatorRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/v1/admin/login',
    access: 'public',
    tag: 'admin',
    summary: '운영자 로그인',
    body: loginRequest,
    response: loginResponse,
    refused: [401, 429],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/v1/admin/logout',
    access: 'operator',
    tag: 'admin',
    summary: '운영자 로그아웃 (모든 기기)',
    response: logoutResponse,
    refused: [],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/v1/admin/me',
    access: 'operator',
    tag: 'admin',
    summary: '로그인한 운영자 (아이디, 이름, 권한)',
    response: operatorMe,
  }),
};
