// Notices as the operator writes them: the HTML is sanitized before it is stored (the preview answers that
// same HTML), a new notice is published now so it tops the dealers' list, and every write is audited in its
// own transaction.
import { count, desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_CONTENT_MESSAGES,
  htmlHasContent,
  type AdminNotice,
  type AdminNoticeListItem,
  type AdminNoticesQuery,
  type DeletedContent,
  type NoticePreview,
  type PagedList,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { notices } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { pageOf } from '../../lib/paging';
import type { AuditActor } from '../audit/audit.public';
import { contentWrites } from './content-writes';

type NoticeRow = typeof notices.$inferSelect;
type NoticeInput = { title: string; contents: string };

const listItem = (
  row: Pick<NoticeRow, 'id' | 'title' | 'publishedAt' | 'createdAt' | 'updatedAt'>,
): AdminNoticeListItem => ({
  id: row.id,
  title: row.title,
  publishedAt: row.publishedAt.toISOString(),
  editedAt: row.updatedAt > row.createdAt ? row.updatedAt.toISOString() : null,
});

const toNotice = (row: NoticeRow): AdminNotice => ({ ...listItem(row), contents: row.contents });

const writes = contentWrites<NoticeRow>({
  targetType: 'NOTICE',
  actions: { create: 'NOTICE_CREATE', update: 'NOTICE_UPDATE', remove: 'NOTICE_DELETE' },
  notFound: () => new AppError('ADMIN_NOT_FOUND', ADMIN_CONTENT_MESSAGES.noticeNotFound),
  audited: (row) => ({ title: row.title, contents: row.contents, publishedAt: row.publishedAt }),
});

/** The title and the HTML as they are stored; HTML with nothing left after sanitizing is refused. */
function storedValues(input: NoticeInput): NoticeInput {
  const contents = sanitizeHtml(input.contents);
  if (!htmlHasContent(contents)) {
    throw new AppError('ADMIN_REQUEST_REFUSED', ADMIN_CONTENT_MESSAGES.contentsRequired);
  }
  return { title: input.title.trim(), contents };
}

const lockedNotice = (tx: Tx, id: number) =>
  writes.found(tx.select().from(notices).where(eq(notices.id, id)).for('update'));

export function createNoticesConsoleService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async list(query: AdminNoticesQuery): Promise<PagedList<AdminNoticeListItem>> {
      const where = query.q ? sql`strpos(lower(${notices.title}), lower(${query.q})) > 0` : undefined;
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select({
            id: notices.id,
            title: notices.title,
            publishedAt: notices.publishedAt,
            createdAt: notices.createdAt,
            updatedAt: notices.updatedAt,
          })
          .from(notices)
          .where(where)
          .orderBy(desc(notices.publishedAt), desc(notices.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        ctx.db.select({ total: count() }).from(notices).where(where),
      ]);
      const total = counted?.total ?? 0;
      return pageOf(rows.map(listItem), total, query);
    },

    async get(id: number): Promise<AdminNotice> {
      return toNotice(await writes.found(ctx.db.select().from(notices).where(eq(notices.id, id)).limit(1)));
    },

    /** The HTML exactly as it would be stored, so the preview shows what dealers will read. */
    preview(contents: string): NoticePreview {
      return { contents: sanitizeHtml(contents) };
    },

    async create(input: NoticeInput, actor: AuditActor): Promise<AdminNotice> {
      const values = storedValues(input);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const inserted = tx
          .insert(notices)
          .values({ ...values, publishedAt: now, createdAt: now, updatedAt: now })
          .returning();
        return toNotice(await writes.created(tx, actor, inserted));
      });
    },

    /** Changes the title and the HTML; the publication date stays. Saving the same values again is a 409. */
    async update(id: number, input: NoticeInput, actor: AuditActor): Promise<AdminNotice> {
      const values = storedValues(input);
      return ctx.db.transaction(async (tx) => {
        const row = await lockedNotice(tx, id);
        const updated = await writes.updated(tx, actor, row, values, () =>
          tx
            .update(notices)
            .set({ ...values, updatedAt: ctx.clock.now() })
            .where(eq(notices.id, id))
            .returning(),
        );
        return toNotice(updated);
      });
    },

    async remove(id: number, actor: AuditActor): Promise<DeletedContent> {
      return ctx.db.transaction(async (tx) => {
        const row = await lockedNotice(tx, id);
        return writes.removed(tx, actor, row, () => tx.delete(notices).where(eq(notices.id, id)));
      });
    },
  };
}
