// Messaging-app (Alimtalk) provider: the local implementation writes each notice to notification_outbox (channel ALIMTALK).
import { writeToOutbox } from './outbox';
import type { DbOrTx } from '../db/types';

export type AlimtalkMessage = {
  to: string;
  template: string;
  body: string;
  link?: string | null;
  payload?: Record<string, unknown>;
};

export type AlimtalkSender = (db: DbOrTx, message: AlimtalkMessage) => Promise<void>;

export const outboxAlimtalk: AlimtalkSender = (db, message) =>
  writeToOutbox(db, { channel: 'ALIMTALK', ...message });
