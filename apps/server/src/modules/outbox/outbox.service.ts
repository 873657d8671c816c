// The message outbox: every SMS, Alimtalk and 1-won memo the providers sent (the local ones write them here
// instead of sending; a real provider's are queued and delivered by the worker, outbox-delivery.ts), by channel,
// recipient digits and template, failed ones first, each with its delivery state; a resend through the same
// provider (so through the queue when the channel has one), written with its audit row in one transaction;
// and the latest messages for the operator CLI.
import { and, desc, eq, gt, like, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_OUTBOX_MESSAGES,
  type AdminOutboxQuery,
  type OutboxMessage,
  type OutboxMessageList,
  type OutboxResendResult,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { notificationOutbox } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { writeAudit, type AuditActor } from '../audit/audit.public';

type Ctx = Pick<AppContext, 'db' | 'sms' | 'alimtalk'>;
type OutboxRow = typeof notificationOutbox.$inferSelect;

/** The latest n outbox messages, newest first. */
export async function latestOutbox(db: Db, n = 20) {
  const limit = Math.min(Math.max(Math.trunc(n) || 20, 1), 500);
  return db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(limit);
}

/** A message resent within this many seconds is not sent again (a double click, a hasty retry). */
const RESEND_COOLDOWN_SECONDS = 60;

const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    body: row.body,
    link: row.link,
    resendOf: idOrNull(row.payload.resendOf),
    fallbackOf: idOrNull(row.payload.fallbackOf),
    deliveryStatus: row.status as OutboxMessage['deliveryStatus'],
    attempts: row.attempts,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    lastAnswer: row.lastAnswer,
    nextAttemptAt: row.status === 'QUEUED' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const resentFrom = (id: number) => sql`${notificationOutbox.payload}->>'resendOf' = ${String(id)}`;

/** The newest message sent again from `id`, optionally only within the cooldown. */
async function latestResendOf(db: DbOrTx, id: number, recentOnly: boolean): Promise<OutboxRow | null> {
  const recent = sql`now() - make_interval(secs => ${RESEND_COOLDOWN_SECONDS})`;
  const [row] = await db
    .select()
    .from(notificationOutbox)
    .where(and(resentFrom(id), recentOnly ? gt(notificationOutbox.createdAt, recent) : undefined))
    .orderBy(desc(notificationOutbox.id))
    .limit(1);
  return row ?? null;
}

export function createOutboxService(ctx: Ctx) {
  return {
    async list(query: AdminOutboxQuery): Promise<OutboxMessageList> {
      const conditions: SQL[] = [];
      if (query.channel) {
        conditions.push(eq(notificationOutbox.channel, query.channel));
      }
      if (query.phone) {
        // Digits only (the query schema), so no LIKE wildcard can slip in.
        conditions.push(like(notificationOutbox.recipient, `%${query.phone}%`));
      }
      if (query.template) {
        conditions.push(eq(notificationOutbox.template, query.template));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, total] = await Promise.all([
        ctx.db
          .select()
          .from(notificationOutbox)
          .where(where)
          // Failed messages first (docs/domain.md "Message delivery"), then the newest.
          .orderBy(sql`(${notificationOutbox.status} = 'FAILED') desc`, desc(notificationOutbox.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        ctx.db.$count(notificationOutbox, where),
      ]);
      return pageOf(rows.map(toOutboxMessage), total, query);
    },

    /**
     * Sends an SMS or Alimtalk message again, unchanged, through the provider of its channel; the new
     * message names the original (`resendOf`). A 1-won memo is part of a verification the dealer restarts
     * (409), and a message resent within the last minute is not sent twice (409).
     */
    async resend(id: number, actor: AuditActor): Promise<OutboxResendResult> {
      return ctx.db.transaction(async (tx) => {
        // Locked, so a second click waits and then finds the first resend.
        const [original] = await tx
          .select()
          .from(notificationOutbox)
          .where(eq(notificationOutbox.id, id))
          .for('update');
        if (!original) {
          throw new AppError('ADMIN_NOT_FOUND', ADMIN_OUTBOX_MESSAGES.messageNotFound);
        }
        if (original.channel !== 'SMS' && original.channel !== 'ALIMTALK') {
          throw new AppError('ADMIN_CONFLICT', ADMIN_OUTBOX_MESSAGES.bankNotResendable);
        }
        if (original.payload.redacted === true) {
          throw new AppError('ADMIN_CONFLICT', ADMIN_OUTBOX_MESSAGES.redacted);
        }
        if (await latestResendOf(tx, id, true)) {
          throw new AppError('ADMIN_CONFLICT', ADMIN_OUTBOX_MESSAGES.resentJustNow);
        }
        const message = {
          to: original.recipient,
          template: original.template,
          body: original.body,
          payload: { ...original.payload, resendOf: original.id },
        };
        if (original.channel === 'SMS') {
          await ctx.sms(tx, message);
        } else {
          await ctx.alimtalk(tx, { ...message, link: original.link });
        }
        const sent = await latestResendOf(tx, id, false);
        await writeAudit(tx, actor, {
          action: 'OUTBOX_RESEND',
          targetType: 'OUTBOX',
          targetId: original.id,
          targetLabel: `${original.template} → ${original.recipient}`,
          before: null,
          after: { channel: original.channel, recipient: original.recipient, resentId: sent?.id ?? null },
        });
        return { resendOf: original.id, message: sent ? toOutboxMessage(sent) : null };
      });
    },
  };
}
