// Reading the audit log: newest first, filtered by action, target, operator and Asia/Seoul days; and the
// usernames it names, for the operator filter.
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACTION_LABELS,
  DAY_MS,
  kstDayStart,
  type AuditLogEntry,
  type AuditLogQuery,
  type PagedList,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { auditLog, operators } from '../../db/schema';
import { pageOf } from '../../lib/paging';

export function createAuditService(ctx: Pick<AppContext, 'db'>) {
  return {
    async list(query: AuditLogQuery): Promise<PagedList<AuditLogEntry>> {
      const conditions: SQL[] = [];
      if (query.action) {
        conditions.push(eq(auditLog.action, query.action));
      }
      if (query.targetType) {
        conditions.push(eq(auditLog.targetType, query.targetType));
      }
      if (query.targetId) {
        conditions.push(eq(auditLog.targetId, query.targetId));
      }
      if (query.actor) {
        conditions.push(eq(auditLog.actor, query.actor));
      }
      if (query.from) {
        conditions.push(gte(auditLog.createdAt, kstDayStart(query.from)));
      }
      if (query.to) {
        conditions.push(lt(auditLog.createdAt, new Date(kstDayStart(query.to).getTime() + DAY_MS)));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select({ row: auditLog, operatorName: operators.name })
          .from(auditLog)
          .leftJoin(operators, eq(operators.id, auditLog.operatorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        ctx.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      const total = counted?.total ?? 0;
      return pageOf(
        rows.map(({ row, operatorName }) => {
          const action = row.action as AuditLogEntry['action'];
          return {
            id: row.id,
            actor: row.actor,
            operatorId: row.operatorId,
            operatorName,
            action,
            actionLabel: AUDIT_ACTION_LABELS[action] ?? row.action,
            targetType: row.targetType as AuditLogEntry['targetType'],
            targetId: row.targetId,
            targetLabel: row.targetLabel,
            before: row.before ?? null,
            after: row.after ?? null,
            reason: row.reason,
            createdAt: row.createdAt.toISOString(),
          };
        }),
        total,
        query,
      );
    },

    /** Every username the log names (operators and "cli"), a-z. */
    async actors(): Promise<string[]> {
      const rows = await ctx.db
        .selectDistinct({ actor: auditLog.actor })
        .from(auditLog)
        .orderBy(asc(auditLog.actor));
      return rows.map((row) => row.actor);
    },
  };
}
