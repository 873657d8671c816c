// The local providers' trace: instead of sending, every message is written to notification_outbox, in the
// caller's transaction so the trace commits (or not) with the change it reports.
import { notificationOutbox } from '../db/schema';
import type { DbOrTx } from '../db/types';

export type OutboxEntry = {
  channel: 'SMS' | 'ALIMTALK' | 'BANK' | 'RELAY';
  to: string;
  template: string;
  body: string;
  link?: string | null;
  payload?: Record<string, unknown>;
};

export async function writeToOutbox(db: DbOrTx, entry: OutboxEntry): Promise<void> {
  await db.insert(notificationOutbox).values({
    channel: entry.channel,
    recipient: entry.to,
    template: entry.template,
    body: entry.body,
    link: entry.link ?? null,
    payload: entry.payload ?? {},
  });
}
