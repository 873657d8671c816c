// A dealer's suspension seen from the operator's side (docs/domain.md "Penalties"): the dealer's row locked
// for an operator's decision, and the end of a suspension (the dealer console's unsuspend, or a report
// decision that lifts it). Held by the penalty module, below the dealer's, so both consoles use it.
import { eq } from 'drizzle-orm';
import { ADMIN_DEALER_MESSAGES } from '@autobid/shared';
import type { AppContext } from '../../context';
import { dealers } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { DealerRow } from '../access/access-policy';
import { changedFields } from '../audit/audit.public';

type Ctx = Pick<AppContext, 'alimtalk' | 'config' | 'clock'>;

/** The dealer's row, locked for an action's transaction; 404 when there is none. */
export async function lockDealer(tx: Tx, id: number): Promise<DealerRow> {
  const [row] = await tx.select().from(dealers).where(eq(dealers.id, id)).for('update');
  if (!row) {
    throw new AppError('ADMIN_NOT_FOUND', ADMIN_DEALER_MESSAGES.dealerNotFound);
  }
  return row;
}

/**
 * Ends a suspension inside the caller's transaction (the operator's unsuspend, or a report decision that
 * lifts it) and tells the dealer by Alimtalk; answers the changed fields for the caller's audit row.
 */
export async function clearSuspension(
  tx: Tx,
  ctx: Ctx,
  dealer: DealerRow,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  const change = { suspendedAt: null, suspensionReason: '' };
  await tx
    .update(dealers)
    .set({ ...change, updatedAt: ctx.clock.now() })
    .where(eq(dealers.id, dealer.id));
  await ctx.alimtalk(tx, {
    to: dealer.phoneNumber,
    template: 'DEALER_UNSUSPENDED',
    body: `[오토비드] ${dealer.name}님의 계정 이용 정지가 해제되었습니다. 지금부터 다시 경매에 참여하실 수 있습니다.`,
    link: `${ctx.config.PUBLIC_URL}/auction/list`,
    payload: { dealerId: dealer.id },
  });
  return changedFields(dealer, change);
}
