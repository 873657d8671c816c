// The writes a notice and an FAQ share, each inside the transaction of its change with its one audit row
// (docs/decisions/014): a creation keeps the stored fields, a change only the changed ones (the same values
// saved again are a 409 and write nothing), a deletion the fields it removed.
import { ADMIN_CONTENT_MESSAGES, type AuditAction, type DeletedContent } from '@autobid/shared';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { changedFields, writeAudit, type AuditActor, type AuditValues } from '../audit/audit.public';

type ContentRow = { id: number; title: string };

/** One kind of content: its audit target and actions, its 404, and the fields its audit rows keep. */
type ContentKind<Row extends ContentRow> = {
  targetType: 'NOTICE' | 'FAQ';
  actions: { create: AuditAction; update: AuditAction; remove: AuditAction };
  notFound: () => AppError;
  audited: (row: Row) => AuditValues;
};

type Change = { before: AuditValues | null; after: AuditValues | null };

export function contentWrites<Row extends ContentRow>(kind: ContentKind<Row>) {
  const audit = (tx: Tx, actor: AuditActor, action: AuditAction, row: Row, change: Change) =>
    writeAudit(tx, actor, {
      action,
      targetType: kind.targetType,
      targetId: row.id,
      targetLabel: row.title,
      ...change,
    });

  return {
    /** The row a select by id answered, or the kind's 404. */
    async found(selected: PromiseLike<Row[]>): Promise<Row> {
      const [row] = await selected;
      if (!row) {
        throw kind.notFound();
      }
      return row;
    },

    /** Audits the row an insert answered. */
    async created(tx: Tx, actor: AuditActor, inserted: PromiseLike<Row[]>): Promise<Row> {
      const [row] = await inserted;
      if (!row) {
        throw new Error(`${kind.targetType.toLowerCase()} insert returned nothing`);
      }
      await audit(tx, actor, kind.actions.create, row, { before: null, after: kind.audited(row) });
      return row;
    },

    /** Saves `change` over the locked `row` with `save` and audits the fields that differ. */
    async updated(
      tx: Tx,
      actor: AuditActor,
      row: Row,
      change: AuditValues,
      save: () => PromiseLike<Row[]>,
    ): Promise<Row> {
      const changed = changedFields(row, change);
      if (Object.keys(changed.after).length === 0) {
        throw new AppError('ADMIN_CONFLICT', ADMIN_CONTENT_MESSAGES.unchanged);
      }
      const [updated] = await save();
      if (!updated) {
        throw kind.notFound();
      }
      await audit(tx, actor, kind.actions.update, updated, changed);
      return updated;
    },

    /** Deletes the locked `row` with `remove` and audits what it held. */
    async removed(
      tx: Tx,
      actor: AuditActor,
      row: Row,
      remove: () => PromiseLike<unknown>,
    ): Promise<DeletedContent> {
      await remove();
      await audit(tx, actor, kind.actions.remove, row, { before: kind.audited(row), after: null });
      return { id: row.id };
    },
  };
}
