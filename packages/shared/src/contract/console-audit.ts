// The audit log (docs/domain.md "Operator console"): every operator action, newest first; and the usernames it names for the
// console's operator filter.
import { pagedList } from '../schemas/common';
import { auditLogActors, auditLogEntry, auditLogQuery } from '../schemas/operator';
import { defineRoute } from './route';

export const consoleAuditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/admin/audit-log',
    access: 'operator',
    tag: 'admin',
    summary: '운영자 작업 기록 (최신순, 작업·대상·운영자·기간 필터)',
    query: auditLogQuery,
    response: pagedList(auditLogEntry),
  }),
  actors: defineRoute({
    method: 'GET',
    path: '/v1/admin/audit-log/actors',
    access: 'operator',
    tag: 'admin',
    summary: '작업 기록에 남은 운영자 아이디 목록 (필터 선택지)',
    response: auditLogActors,
  }),
};
