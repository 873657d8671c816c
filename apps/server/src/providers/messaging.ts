// Messaging-app (Alimtalk) provider: each notice is an outbox row (channel ALIMTALK); SENT at once by the local
// stand-in, QUEUED for the delivery worker when a real provider is configured (providers/outbox.ts).
import type { DbOrTx } from '../db/types';
import type { DeliveryTransport } from './delivery';
import { outboxQueued, writeToOutbox } from './outbox';

export type AlimtalkMessage = {
  to: string;
  template: string;
  body: string;
  link?: string | null;
  payload?: Record<string, unknown>;
};

export type AlimtalkSender = ((db: DbOrTx, message: AlimtalkMessage) => Promise<void>) & {
  /** The real provider's name when the channel has one (its rows are QUEUED), else absent (the local stand-in). */
  readonly provider?: string;
};

/** The Alimtalk sender over a channel's transport (queued), or the local stand-in without one. */
export function alimtalkSender(transport?: DeliveryTransport | null): AlimtalkSender {
  const send = (db: DbOrTx, message: AlimtalkMessage) =>
    writeToOutbox(db, { channel: 'ALIMTALK', ...message }, transport);
  return transport ? Object.assign(send, { provider: transport.name }) : send;
}

/**
 * The outbox columns an Alimtalk of this sender gets besides its recipient and text, for a notice the database
 * writes itself (the bid's outbid notices, migration 0017): what `writeToOutbox` would write.
 */
export function alimtalkOutboxColumns(sender: AlimtalkSender): {
  channel: 'ALIMTALK';
  status: 'QUEUED' | 'SENT';
  provider: string;
  queued: boolean;
} {
  return sender.provider
    ? { channel: 'ALIMTALK', status: 'QUEUED', provider: sender.provider, queued: true }
    : { channel: 'ALIMTALK', status: 'SENT', provider: 'local', queued: false };
}

export const outboxAlimtalk: AlimtalkSender = alimtalkSender();

/** After a commit that wrote Alimtalk rows without `writeToOutbox` (alimtalkOutboxColumns): wakes the worker. */
export function outboxWritten(sender: AlimtalkSender): void {
  if (sender.provider) {
    outboxQueued.emit('queued');
  }
}
