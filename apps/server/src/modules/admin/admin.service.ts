// Operator console rules: the notification outbox (the local providers' visible trace:
// SMS codes, Alimtalk notices, bank memo words), so every flow can be followed while the server runs.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { type AdminOutboxQuery, type OutboxMessage } from '@autobid/shared';
import type { AppContext } from '../../context';
import { notificationOutbox } from '../../db/schema';

export function createAdminService(ctx: Pick<AppContext, 'db'>) {
  return {
    async outbox(query: AdminOutboxQuery): Promise<OutboxMessage[]> {
      const conditions: SQL[] = [];
      if (query.channel) {
        conditions.push(eq(notificationOutbox.channel, query.channel));
      }
      if (query.recipient) {
        conditions.push(eq(notificationOutbox.recipient, query.recipient));
      }
      const rows = await ctx.db
        .select()
        .from(notificationOutbox)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(notificationOutbox.id))
        .limit(query.limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        template: row.template,
        body: row.body,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
