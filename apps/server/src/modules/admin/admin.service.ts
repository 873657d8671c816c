// Operator console rules: operator login and the notification outbox (the local providers' visible trace:
// SMS codes, Alimtalk notices, bank memo words), so every flow can be followed while the server runs.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  LOGIN_MESSAGES,
  type AdminOutboxQuery,
  type LoginRequest,
  type LoginResponse,
  type OutboxMessage,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { notificationOutbox, operators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';

let dummyHash: Promise<string> | null = null;

export function createAdminService(ctx: Pick<AppContext, 'db' | 'tokens'>) {
  return {
    async login(input: LoginRequest): Promise<LoginResponse> {
      const [operator] = await ctx.db
        .select()
        .from(operators)
        .where(eq(operators.username, input.username))
        .limit(1);
      dummyHash ??= hashPassword('not-a-real-password');
      const isValid = await verifyPassword(input.password, operator?.passwordHash ?? (await dummyHash));
      if (!operator || !isValid) {
        throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
      }
      return { accessToken: await ctx.tokens.sign({ id: operator.id, role: 'operator' }) };
    },

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
