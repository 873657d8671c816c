// What a person would read: the latest message the local providers wrote to the outbox for a recipient.
import { and, desc, eq } from 'drizzle-orm';
import { notificationOutbox } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

/** The body of the latest message on that channel to that recipient; '' when there is none. */
export async function lastOutboxBody(
  db: Db,
  channel: 'SMS' | 'ALIMTALK' | 'BANK',
  recipient: string,
): Promise<string> {
  const [row] = await db
    .select({ body: notificationOutbox.body })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.channel, channel), eq(notificationOutbox.recipient, recipient)))
    .orderBy(desc(notificationOutbox.id))
    .limit(1);
  return row?.body ?? '';
}

/** The 4-digit code of the latest SMS to that phone; throws when there is none. */
export async function lastSmsCode(db: Db, phone: string): Promise<string> {
  const body = await lastOutboxBody(db, 'SMS', phone);
  const code = /인증번호 \[(\d{4})\]/.exec(body)?.[1];
  if (!code) {
    throw new Error(`no SMS code for ${phone}: ${body}`);
  }
  return code;
}
