// Operator decisions on dealer applications, and a peek at the outbox (the local SMS/Alimtalk/bank trace).
import { desc, eq } from 'drizzle-orm';
import { dealers, notificationOutbox } from '../db/schema';
import type { Db } from '../db/types';
import type { Clock } from '../lib/clock';
import { outboxAlimtalk, type AlimtalkSender } from '../providers/messaging';

export type AdminDeps = { clock: Clock; publicUrl: string; alimtalk?: AlimtalkSender };

export class AdminCommandError extends Error {}

async function dealerByUsername(db: Db, username: string) {
  const [row] = await db.select().from(dealers).where(eq(dealers.username, username)).limit(1);
  if (!row) throw new AdminCommandError(`아이디 "${username}"인 딜러가 없습니다.`);
  return row;
}

/** Approves the application and tells the dealer by Alimtalk. */
export async function approveDealer(db: Db, username: string, deps: AdminDeps) {
  const dealer = await dealerByUsername(db, username);
  const now = deps.clock.now();
  const send = deps.alimtalk ?? outboxAlimtalk;
  await db.transaction(async (tx) => {
    await tx
      .update(dealers)
      .set({ status: 'APPROVED', approvedAt: now, reason: '', rejectedAt: null, updatedAt: now })
      .where(eq(dealers.id, dealer.id));
    await send(tx, {
      to: dealer.phoneNumber,
      template: 'DEALER_APPROVED',
      body: `[오토비드] ${dealer.name}님의 딜러 가입이 승인되었습니다. 지금 로그인하여 경매에 참여해보세요.`,
      link: `${deps.publicUrl}/login`,
      payload: { dealerId: dealer.id },
    });
  });
  return { id: dealer.id, username: dealer.username, status: 'APPROVED' as const };
}

/** Rejects the application with a reason the dealer sees on /wait, and tells them by Alimtalk. */
export async function rejectDealer(db: Db, username: string, reason: string, deps: AdminDeps) {
  const text = reason.trim();
  if (!text) throw new AdminCommandError('반려 사유를 입력해주세요.');
  const dealer = await dealerByUsername(db, username);
  const now = deps.clock.now();
  const send = deps.alimtalk ?? outboxAlimtalk;
  await db.transaction(async (tx) => {
    await tx
      .update(dealers)
      .set({ status: 'REJECTED', reason: text, rejectedAt: now, approvedAt: null, updatedAt: now })
      .where(eq(dealers.id, dealer.id));
    await send(tx, {
      to: dealer.phoneNumber,
      template: 'DEALER_REJECTED',
      body: `[오토비드] ${dealer.name}님의 딜러 가입이 반려되었습니다. 사유: ${text} 내용을 수정하여 다시 신청해주세요.`,
      link: `${deps.publicUrl}/wait`,
      payload: { dealerId: dealer.id, reason: text },
    });
  });
  return { id: dealer.id, username: dealer.username, status: 'REJECTED' as const, reason: text };
}

/** The latest n outbox messages, newest first. */
export async function latestOutbox(db: Db, n = 20) {
  const limit = Math.min(Math.max(Math.trunc(n) || 20, 1), 500);
  return db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(limit);
}

export function formatOutboxLine(row: { createdAt: Date; channel: string; recipient: string; body: string; link: string | null }) {
  return `${row.createdAt.toISOString()}  ${row.channel.padEnd(8)} ${row.recipient.padEnd(12)} ${row.body}${row.link ? `  ${row.link}` : ''}`;
}
