// The outbox: every message the app sends is a row of notification_outbox, written in the caller's transaction so
// it commits (or not) with the change it reports. A channel without a real provider is a local stand-in: the row is
// the whole trace, SENT at once. A channel with one (providers/delivery.ts) writes the row QUEUED for the delivery
// worker (docs/domain.md "Message delivery"), so a slow or failing provider never fails the caller's request.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { notificationOutbox } from '../db/schema';
import type { DbOrTx } from '../db/types';
import type { DeliveryTransport, OutboxChannel } from './delivery';

export type OutboxEntry = {
  channel: OutboxChannel;
  to: string;
  template: string;
  body: string;
  link?: string | null;
  payload?: Record<string, unknown>;
};

/**
 * Tells this process's delivery worker that a QUEUED message was written (after the caller's commit, as far as a
 * short delay can tell; the worker's poll finds whatever the signal misses, and every other process's too).
 */
export const outboxQueued = new EventEmitter();

export async function writeToOutbox(
  db: DbOrTx,
  entry: OutboxEntry,
  transport?: Pick<DeliveryTransport, 'name'> | null,
): Promise<void> {
  await db.insert(notificationOutbox).values({
    channel: entry.channel,
    recipient: entry.to,
    template: entry.template,
    body: entry.body,
    link: entry.link ?? null,
    payload: entry.payload ?? {},
    ...(transport
      ? { status: 'QUEUED', provider: transport.name, nextAttemptAt: sql`now()` }
      : { status: 'SENT', provider: 'local', sentAt: sql`now()` }),
  });
  if (transport) {
    outboxQueued.emit('queued');
  }
}
