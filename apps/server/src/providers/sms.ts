// SMS provider: each message is an outbox row (channel SMS); SENT at once by the local stand-in, QUEUED for the
// delivery worker when a real provider is configured (providers/outbox.ts).
import type { DbOrTx } from '../db/types';
import type { DeliveryTransport } from './delivery';
import { writeToOutbox } from './outbox';

export type SmsMessage = { to: string; template: string; body: string; payload?: Record<string, unknown> };

/** Sends one SMS; receives the caller's transaction so the trace commits (or not) with the change it reports. */
export type SmsSender = (db: DbOrTx, message: SmsMessage) => Promise<void>;

/** The SMS sender over a channel's transport (queued), or the local stand-in without one. */
export function smsSender(transport?: DeliveryTransport | null): SmsSender {
  return (db, message) => writeToOutbox(db, { channel: 'SMS', ...message }, transport);
}

export const outboxSms: SmsSender = smsSender();
