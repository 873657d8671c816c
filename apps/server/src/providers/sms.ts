// SMS provider: the local implementation writes each message to notification_outbox (channel SMS) instead of sending it.
import type { DbOrTx } from '../db/types';
import { writeToOutbox } from './outbox';

export type SmsMessage = { to: string; template: string; body: string; payload?: Record<string, unknown> };

/** Sends one SMS; receives the caller's transaction so the trace commits (or not) with the change it reports. */
export type SmsSender = (db: DbOrTx, message: SmsMessage) => Promise<void>;

export const outboxSms: SmsSender = (db, message) => writeToOutbox(db, { channel: 'SMS', ...message });
