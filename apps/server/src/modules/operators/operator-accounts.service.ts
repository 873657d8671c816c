// Operator accounts, managed by an ADMIN (and the first one created by `npm run admin -- create-operator`):
// create, rename, change the role, disable or enable, reset the password. A role change, disabling and a
// password reset bump the token version, so the operator's earlier sessions end (operatorGuard checks it).
// An ADMIN cannot disable or demote themselves, and the last active ADMIN stays one. The audit row never
// holds a password or its hash.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  OPERATOR_ACCOUNT_MESSAGES as MESSAGES,
  type AdminOperator,
  type OperatorRole,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { operators } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { changedFields, writeAudit, type AuditActor, type AuditEntry } from '../audit/audit.public';

type OperatorRow = typeof operators.$inferSelect;

export type NewOperator = { username: string; name: string; role: OperatorRole; password: string };
type OperatorChange = { name?: string; role?: OperatorRole; disabled?: boolean };

const toOperator = (row: OperatorRow): AdminOperator => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of an account: readable fields only. */
const auditView = (row: Pick<OperatorRow, 'name' | 'role' | 'disabledAt'>) => ({
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
});

const conflict = (message: string) => new AppError('ADMIN_CONFLICT', message);

async function lockedOperator(tx: Tx, id: number): Promise<OperatorRow> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) {
    throw new AppError('ADMIN_NOT_FOUND', MESSAGES.notFound);
  }
  return row;
}

/** Writes `set` to the locked account `row` with the action's audit row; the account as it is now. */
async function saveOperator(
  tx: Tx,
  row: OperatorRow,
  set: PgUpdateSetSource<typeof operators>,
  actor: AuditActor,
  audit: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): Promise<AdminOperator> {
  const [updated] = await tx.update(operators).set(set).where(eq(operators.id, row.id)).returning();
  if (!updated) {
    throw new AppError('ADMIN_NOT_FOUND', MESSAGES.notFound);
  }
  await writeAudit(tx, actor, {
    targetType: 'OPERATOR',
    targetId: row.id,
    targetLabel: row.username,
    ...audit,
  });
  return toOperator(updated);
}

export function createOperatorAccountsService(ctx: Pick<AppContext, 'db' | 'clock' | 'sessions'>) {
  return {
    /** Every account: ADMINs first, then by username. */
    async list(): Promise<AdminOperator[]> {
      const rows = await ctx.db
        .select()
        .from(operators)
        .orderBy(sql`case ${operators.role} when 'ADMIN' then 0 else 1 end`, asc(operators.username));
      return rows.map(toOperator);
    },

    async create(input: NewOperator, actor: AuditActor): Promise<AdminOperator> {
      const username = input.username.trim();
      const [taken] = await ctx.db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.username, username))
        .limit(1);
      if (taken) {
        throw conflict(MESSAGES.usernameTaken);
      }
      const passwordHash = await hashPassword(input.password);
      const now = ctx.clock.now();
      try {
        return await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(operators)
            .values({ username, name: input.name.trim(), role: input.role, passwordHash, createdAt: now })
            .returning();
          if (!row) {
            throw new Error('operator insert returned nothing');
          }
          await writeAudit(tx, actor, {
            action: 'OPERATOR_CREATE',
            targetType: 'OPERATOR',
            targetId: row.id,
            targetLabel: row.username,
            before: null,
            after: { username: row.username, ...auditView(row) },
          });
          return toOperator(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(MESSAGES.usernameTaken);
        }
        throw error;
      }
    },

    /**
     * Renames, changes the role, disables or enables. `self` is the ADMIN asking: they may not disable or
     * demote themselves. The active ADMINs are locked first, so two ADMINs demoting each other at once
     * cannot leave none.
     */
    async update(id: number, input: OperatorChange, self: AuditActor): Promise<AdminOperator> {
      const updated = await ctx.db.transaction(async (tx) => {
        const activeAdmins = await tx
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.role, 'ADMIN'), isNull(operators.disabledAt)))
          .for('update');
        const row = await lockedOperator(tx, id);
        const disabledAt =
          input.disabled === undefined
            ? row.disabledAt
            : input.disabled
              ? (row.disabledAt ?? ctx.clock.now())
              : null;
        const next = { name: input.name?.trim() ?? row.name, role: input.role ?? row.role, disabledAt };
        const changed = changedFields(auditView(row), auditView(next));
        if (Object.keys(changed.after).length === 0) {
          const onlyDisabled = input.name === undefined && input.role === undefined;
          throw conflict(
            onlyDisabled
              ? input.disabled
                ? MESSAGES.alreadyDisabled
                : MESSAGES.alreadyEnabled
              : MESSAGES.unchanged,
          );
        }
        const isDemoted = row.role === 'ADMIN' && next.role !== 'ADMIN';
        const isDisabled = row.disabledAt === null && next.disabledAt !== null;
        if (id === self.operatorId && isDisabled) {
          throw conflict(MESSAGES.selfDisable);
        }
        if (id === self.operatorId && isDemoted) {
          throw conflict(MESSAGES.selfDemote);
        }
        const wasActiveAdmin = activeAdmins.some((admin) => admin.id === id);
        if (wasActiveAdmin && (isDemoted || isDisabled) && activeAdmins.length <= 1) {
          throw conflict(MESSAGES.lastAdmin);
        }
        const endsSessions = row.role !== next.role || isDisabled;
        return saveOperator(
          tx,
          row,
          { ...next, ...(endsSessions ? { tokenVersion: sql`${operators.tokenVersion} + 1` } : {}) },
          self,
          { action: 'OPERATOR_UPDATE', ...changed },
        );
      });
      ctx.sessions.changed({ id, role: 'operator' });
      return updated;
    },

    /**
     * Sets a new password and ends the operator's earlier sessions. The audit row says only that it happened:
     * the one changed field is secret.
     */
    async resetPassword(id: number, password: string, actor: AuditActor): Promise<AdminOperator> {
      const [current] = await ctx.db.select().from(operators).where(eq(operators.id, id)).limit(1);
      if (!current) {
        throw new AppError('ADMIN_NOT_FOUND', MESSAGES.notFound);
      }
      if (await verifyPassword(password, current.passwordHash)) {
        throw conflict(MESSAGES.samePassword);
      }
      const passwordHash = await hashPassword(password);
      const reset = await ctx.db.transaction(async (tx) => {
        const row = await lockedOperator(tx, id);
        if (row.passwordHash !== current.passwordHash) {
          // Another reset landed in between: this one was decided on a password that is gone.
          throw conflict(MESSAGES.passwordChangedMeanwhile);
        }
        return saveOperator(
          tx,
          row,
          { passwordHash, tokenVersion: sql`${operators.tokenVersion} + 1` },
          actor,
          { action: 'OPERATOR_PASSWORD_RESET', before: null, after: null },
        );
      });
      ctx.sessions.changed({ id, role: 'operator' });
      return reset;
    },
  };
}
