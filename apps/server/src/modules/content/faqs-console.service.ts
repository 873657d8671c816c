// The FAQ as the operator keeps it: per category, in the order dealers read it (sort_order, then id). A new
// question, or one moved to another category, goes last there; moving one up or down swaps it with its
// neighbour. Every write is audited in its own transaction (a move is an FAQ_UPDATE of sortOrder).
import { and, asc, eq, max, type SQL } from 'drizzle-orm';
import {
  ADMIN_CONTENT_MESSAGES,
  FAQ_CATEGORIES,
  type AdminFaq,
  type DeletedContent,
  type FaqCategory,
  type FaqMoveRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { faqs } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { changedFields, writeAudit, type AuditActor } from '../audit/audit.public';
import { contentWrites } from './content-writes';

type FaqRow = typeof faqs.$inferSelect;
type FaqInput = { category: FaqCategory; title: string; contents: string };

/** A row's category; a row written before the categories were fixed reads as HOW_TO_USE, as dealers see it. */
const categoryOf = (value: string): FaqCategory =>
  (FAQ_CATEGORIES as readonly string[]).includes(value) ? (value as FaqCategory) : 'HOW_TO_USE';

const toFaq = (row: FaqRow): AdminFaq => ({
  id: row.id,
  category: categoryOf(row.category),
  title: row.title,
  contents: row.contents,
  sortOrder: row.sortOrder,
});

const writes = contentWrites<FaqRow>({
  targetType: 'FAQ',
  actions: { create: 'FAQ_CREATE', update: 'FAQ_UPDATE', remove: 'FAQ_DELETE' },
  notFound: () => new AppError('ADMIN_NOT_FOUND', ADMIN_CONTENT_MESSAGES.faqNotFound),
  audited: (row) => ({
    category: row.category,
    title: row.title,
    contents: row.contents,
    sortOrder: row.sortOrder,
  }),
});

const lockedFaq = (tx: Tx, id: number) =>
  writes.found(tx.select().from(faqs).where(eq(faqs.id, id)).for('update'));

/** The sort order after the last question of the category. */
async function nextSortOrder(tx: DbOrTx, category: FaqCategory): Promise<number> {
  const [row] = await tx
    .select({ last: max(faqs.sortOrder) })
    .from(faqs)
    .where(eq(faqs.category, category));
  return (row?.last ?? -1) + 1;
}

const inReadingOrder = [asc(faqs.sortOrder), asc(faqs.id)];

export function createFaqsConsoleService(ctx: Pick<AppContext, 'db'>) {
  return {
    async list(category: FaqCategory | undefined): Promise<AdminFaq[]> {
      const rows = await ctx.db
        .select()
        .from(faqs)
        .where(category ? eq(faqs.category, category) : undefined)
        .orderBy(asc(faqs.category), ...inReadingOrder);
      return rows.map(toFaq);
    },

    async create(input: FaqInput, actor: AuditActor): Promise<AdminFaq> {
      const values = { category: input.category, title: input.title.trim(), contents: input.contents.trim() };
      return ctx.db.transaction(async (tx) => {
        const sortOrder = await nextSortOrder(tx, values.category);
        const inserted = tx
          .insert(faqs)
          .values({ ...values, sortOrder })
          .returning();
        return toFaq(await writes.created(tx, actor, inserted));
      });
    },

    /** Saving the same values again is a 409; a new category puts the question last in it. */
    async update(id: number, input: FaqInput, actor: AuditActor): Promise<AdminFaq> {
      const values = { category: input.category, title: input.title.trim(), contents: input.contents.trim() };
      return ctx.db.transaction(async (tx) => {
        const row = await lockedFaq(tx, id);
        const change =
          row.category !== values.category
            ? { ...values, sortOrder: await nextSortOrder(tx, values.category) }
            : values;
        const updated = await writes.updated(tx, actor, row, change, () =>
          tx.update(faqs).set(change).where(eq(faqs.id, id)).returning(),
        );
        return toFaq(updated);
      });
    },

    async remove(id: number, actor: AuditActor): Promise<DeletedContent> {
      return ctx.db.transaction(async (tx) => {
        const row = await lockedFaq(tx, id);
        return writes.removed(tx, actor, row, () => tx.delete(faqs).where(eq(faqs.id, id)));
      });
    },

    /**
     * One place up or down within the category: the two neighbours swap their sort orders (when they share
     * one, the category is numbered afresh in its new order). The first cannot go up, the last not down (409).
     */
    async move(id: number, direction: FaqMoveRequest['direction'], actor: AuditActor): Promise<AdminFaq[]> {
      return ctx.db.transaction(async (tx) => {
        const row = await lockedFaq(tx, id);
        const sameCategory: SQL = eq(faqs.category, row.category);
        const siblings = await tx
          .select()
          .from(faqs)
          .where(sameCategory)
          .orderBy(...inReadingOrder)
          .for('update');
        const index = siblings.findIndex((faq) => faq.id === id);
        const target = direction === 'UP' ? index - 1 : index + 1;
        const neighbour = siblings[target];
        if (index < 0 || !neighbour) {
          throw new AppError(
            'ADMIN_CONFLICT',
            direction === 'UP' ? ADMIN_CONTENT_MESSAGES.alreadyFirst : ADMIN_CONTENT_MESSAGES.alreadyLast,
          );
        }
        const order = [...siblings];
        order[index] = neighbour;
        order[target] = row;
        const newSortOrder = new Map<number, number>(
          neighbour.sortOrder !== row.sortOrder
            ? [
                [row.id, neighbour.sortOrder],
                [neighbour.id, row.sortOrder],
              ]
            : order.map((faq, position) => [faq.id, position]),
        );
        for (const faq of siblings) {
          const sortOrder = newSortOrder.get(faq.id);
          if (sortOrder !== undefined && sortOrder !== faq.sortOrder) {
            await tx
              .update(faqs)
              .set({ sortOrder })
              .where(and(eq(faqs.id, faq.id), sameCategory));
          }
        }
        await writeAudit(tx, actor, {
          action: 'FAQ_UPDATE',
          targetType: 'FAQ',
          targetId: id,
          targetLabel: row.title,
          ...changedFields(row, { sortOrder: newSortOrder.get(id) }),
        });
        const moved = await tx
          .select()
          .from(faqs)
          .where(sameCategory)
          .orderBy(...inReadingOrder);
        return moved.map(toFaq);
      });
    },
  };
}
