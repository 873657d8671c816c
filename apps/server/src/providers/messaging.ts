// Messaging-app (Alimtalk) provider: the local implementation writes each notice to notification_outbox (channel ALIMTALK).
import { notificationOutbox } from '../db/schema';
import type { DbOrTx } from '../db/types';

export type AlimtalkMessage = {
  to: string;
  template: string;
  body: string;
  link?: string | null;
  payload?: Record<string, unknown>;
};

export type AlimtalkSender = (db: DbOrTx, message: AlimtalkMessage) => Promise<void>;

export const outboxAlimtalk: AlimtalkSender = async (db, message) => {
  await db.insert(notificationOutbox).values({
    channel: 'ALIMTALK',
    recipient: message.to,
    template: message.template,
    body: message.body,
    link: message.link ?? null,
    payload: message.payload ?? {},
  });
};
