// Messaging-app (Alimtalk) provider: each notice is an outbox row (channel ALIMTALK); SENT at once by the local
// stand-in, QUEUED for the delivery worker when a real provider is configured (providers/outbox.ts).
import type { DbOrTx } from '../db/types';
import type { DeliveryTransport } from './delivery';
import { writeToOutbox } from './outbox';

export type AlimtalkMessage = {
  to: string;
  template: string;
  body: string;
  link?: string | null;
  payload?: Record<string, unknown>;
};

export type AlimtalkSender = (db: DbOrTx, message: AlimtalkMessage) => Promise<void>;

/** The Alimtalk sender over a channel's transport (queued), or the local stand-in without one. */
export function alimtalkSender(transport?: DeliveryTransport | null): AlimtalkSender {
  return (db, message) => writeToOutbox(db, { channel: 'ALIMTALK', ...message }, transport);
}

export const outboxAlimtalk: AlimtalkSender = alimtalkSender();
