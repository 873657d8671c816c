// The audit log's writer (docs/domain.md "Operator console"): every operator action calls writeAudit inside
// the transaction of its change, so the row exists exactly when the change does, and a refused action
// writes none. Rows are append-only (a trigger refuses UPDATE and DELETE).
import type { AuditAction, AuditTargetType } from '@autobid/shared';
import { auditLog } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** Who acted: a signed-in operator, or the operator command line working on the database ("cli"). */
export type AuditActor = { operatorId: number | null; actor: string };

/** The operator command line when it writes the database itself (no operator signed in). */
export const CLI_ACTOR: AuditActor = { operatorId: null, actor: 'cli' };

export type AuditValues = Record<string, unknown>;

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  /** A readable name of the target: a dealer's username, a listing's model, a notice's title. */
  targetLabel?: string;
  /** The changed fields as they were (null for a creation). */
  before?: AuditValues | null;
  /** The changed fields as they are now (null for a deletion). */
  after?: AuditValues | null;
  reason?: string;
};

/** A value as JSON keeps it: dates as ISO strings, undefined as null. */
function plain(value: unknown): unknown {
  if (value instanceof Date) {
    return value.toISOString();
  }
  return value === undefined ? null : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

/**
 * The fields of `after` whose value differs from `before`, each side holding only those fields: what an
 * audit row keeps of an update.
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } {
  const was: AuditValues = {};
  const now: AuditValues = {};
  for (const key of Object.keys(after)) {
    if (!sameValue(before[key], after[key])) {
      was[key] = plain(before[key]);
      now[key] = plain(after[key]);
    }
  }
  return { before: was, after: now };
}

function plainValues(values: AuditValues | null | undefined): AuditValues | null {
  if (!values) {
    return null;
  }
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, plain(value)]));
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function writeAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: actor.operatorId,
    actor: actor.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    targetLabel: entry.targetLabel ?? '',
    before: plainValues(entry.before),
    after: plainValues(entry.after),
    reason: entry.reason ?? '',
  });
}
