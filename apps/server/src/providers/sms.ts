// SMS provider: the local implementation writes each message to notification_outbox (channel SMS) instead of sending it.
import { notificationOutbox } from '../db/schema';
import type { DbOrTx } from '../db/types';

export type SmsMessage = { to: string; template: string; body: string; payload?: Record<string, unknown> };

/** Sends one SMS; receives the caller's transaction so the trace commits (or not) with the change it reports. */
export type SmsSender = (db: DbOrTx, message: SmsMessage) => Promise<void>;

export const outboxSms: SmsSender = async (db, message) => {
  await db.insert(notificationOutbox).values({
    channel: 'SMS',
    recipient: message.to,
    template: message.template,
    body: message.body,
    payload: message.payload ?? {},
  });
};
