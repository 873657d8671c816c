// An operator's decision on a dealer's application or identity change (docs/domain.md "Dealers"), shared by
// the console (dealers.console-routes.ts) and the operator CLI: approve or reject, with the audit row and
// the dealer's Alimtalk in the decision's transaction.
import { eq } from 'drizzle-orm';
import {
  ADMIN_DEALER_MESSAGES,
  normalizeDealerStatus,
  OPERATOR_MESSAGES,
  type DealerDecision,
} from '@autobid/shared';
import { dealers } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { AdminCommandError } from '../../lib/admin-command-error';
import type { Clock } from '../../lib/clock';
import type { AlimtalkSender } from '../../providers/messaging';
import type { DealerRow } from '../access/access-policy';
import type { AuditActor } from '../audit/audit.public';
import { changeDealer } from './dealer-console.service';

export type AdminDeps = { clock: Clock; publicUrl: string; alimtalk: AlimtalkSender };

export const DECISION_MESSAGES = {
  dealerNotFound: (username: string) => `아이디 "${username}"인 딜러가 없습니다.`,
  reasonRequired: OPERATOR_MESSAGES.reasonRequired,
} as const;

/**
 * The dealer waiting for a decision, its row locked for the decision's transaction (a re-application or a
 * second operator landing at the same moment waits, then finds it decided): 404 when there is none, 409
 * when it is not in review (approving twice, or a dealer already rejected) — never a silent re-decision.
 */
async function lockWaitingDealer(tx: Tx, username: string): Promise<DealerRow> {
  const [row] = await tx.select().from(dealers).where(eq(dealers.username, username)).for('update');
  if (!row) {
    throw new AdminCommandError(DECISION_MESSAGES.dealerNotFound(username), 'ADMIN_NOT_FOUND');
  }
  if (normalizeDealerStatus(row.status) !== 'AUDIT') {
    throw new AdminCommandError(ADMIN_DEALER_MESSAGES.notWaiting, 'ADMIN_CONFLICT');
  }
  return row;
}

/**
 * Approves the application, or a pending change of an approved dealer's identity (the new name, agency
 * name or number take effect now), and tells the dealer by Alimtalk.
 */
export async function approveDealer(
  db: Db,
  username: string,
  deps: AdminDeps,
  actor: AuditActor,
): Promise<DealerDecision> {
  const now = deps.clock.now();
  const send = deps.alimtalk;
  return db.transaction(async (tx) => {
    const dealer = await lockWaitingDealer(tx, username);
    const change = {
      ...(dealer.pendingIdentity ?? {}),
      pendingIdentity: null,
      status: 'APPROVED' as const,
      approvedAt: now,
      reason: '',
      rejectedAt: null,
    };
    await changeDealer(tx, actor, dealer, change, { action: 'DEALER_APPROVE', now });
    await send(tx, {
      to: dealer.phoneNumber,
      template: 'DEALER_APPROVED',
      body: `[오토비드] ${dealer.name}님의 딜러 가입이 승인되었습니다. 지금 로그인하여 경매에 참여해보세요.`,
      link: `${deps.publicUrl}/login`,
      payload: { dealerId: dealer.id },
    });
    return { id: dealer.id, username: dealer.username, status: 'APPROVED' as const };
  });
}

/**
 * Rejects the application with a reason the dealer sees on /wait, and tells them by Alimtalk. A pending
 * identity change of a dealer approved before is refused instead: the approved values stand and the
 * dealer is approved again.
 */
export async function rejectDealer(
  db: Db,
  username: string,
  reason: string,
  deps: AdminDeps,
  actor: AuditActor,
): Promise<DealerDecision> {
  const text = reason.trim();
  if (!text) {
    throw new AdminCommandError(DECISION_MESSAGES.reasonRequired);
  }
  const now = deps.clock.now();
  const send = deps.alimtalk;
  return db.transaction(async (tx) => {
    const dealer = await lockWaitingDealer(tx, username);
    const record = (change: Partial<DealerRow>) =>
      changeDealer(tx, actor, dealer, change, { action: 'DEALER_REJECT', now, reason: text });
    if (dealer.pendingIdentity && dealer.approvedAt) {
      const change = { pendingIdentity: null, status: 'APPROVED' as const };
      await record(change);
      await send(tx, {
        to: dealer.phoneNumber,
        template: 'DEALER_IDENTITY_CHANGE_REJECTED',
        body: `[오토비드] ${dealer.name}님의 정보 변경이 반려되었습니다. 사유: ${text} 기존 정보로 계속 이용하실 수 있습니다.`,
        link: `${deps.publicUrl}/profile`,
        payload: { dealerId: dealer.id, reason: text },
      });
      return { id: dealer.id, username: dealer.username, status: 'APPROVED' as const, reason: text };
    }
    const change = {
      status: 'REJECTED' as const,
      reason: text,
      rejectedAt: now,
      approvedAt: null,
      pendingIdentity: null,
    };
    await record(change);
    await send(tx, {
      to: dealer.phoneNumber,
      template: 'DEALER_REJECTED',
      body: `[오토비드] ${dealer.name}님의 딜러 가입이 반려되었습니다. 사유: ${text} 내용을 수정하여 다시 신청해주세요.`,
      link: `${deps.publicUrl}/wait`,
      payload: { dealerId: dealer.id, reason: text },
    });
    return { id: dealer.id, username: dealer.username, status: 'REJECTED' as const, reason: text };
  });
}
