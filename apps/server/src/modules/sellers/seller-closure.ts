// A seller's account closure at his own request (docs/domain.md "Retention"): refused while a listing, a deal
// or a claim is open (409 naming them); otherwise his drafts and their photos go, his contact copies are
// erased, the account's name and phone are made anonymous (the trade records the law keeps stay, pointing at
// the anonymous row) and every session ends. Nothing closes an account but this request.
import { SELLER_CLOSURE_MESSAGES } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.public';
import { deleteUploadsNoLongerReferenced } from '../files/files.public';
import { eraseContactCopiesOfSeller } from '../retention/retention.public';
import {
  anonymiseSeller,
  deleteDrafts,
  lockSellerForClosure,
  openThingsOf,
  uploadsOfSeller,
} from './seller-closure.repository';

export async function closeSellerAccount(
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage' | 'sessions'>,
  sellerId: number,
): Promise<null> {
  const now = ctx.clock.now();
  const urls = await ctx.db.transaction(async (tx) => {
    const seller = await lockSellerForClosure(tx, sellerId);
    if (!seller) {
      throw unauthorized();
    }
    const open = await openThingsOf(tx, sellerId, now);
    if (open.listings + open.deals + open.claims > 0) {
      throw new AppError('SELLER_HAS_OPEN_TRADES', SELLER_CLOSURE_MESSAGES.open(open));
    }
    await deleteDrafts(tx, sellerId);
    await eraseContactCopiesOfSeller(tx, sellerId, seller.phoneNumber);
    const uploads = await uploadsOfSeller(tx, sellerId);
    await anonymiseSeller(tx, sellerId, now);
    // Who closed which account and when; no name or phone (the account's row no longer has them either).
    await writeAudit(
      tx,
      { operatorId: null, actor: `seller:${sellerId}` },
      { action: 'SELLER_CLOSE', targetType: 'SELLER', targetId: sellerId, after: { closedAt: now } },
    );
    return uploads;
  });
  ctx.sessions.changed({ id: sellerId, role: 'seller' });
  // After the commit: upload rows no record keeps, then their bytes (docs/decisions/016).
  for (const key of await deleteUploadsNoLongerReferenced(ctx.db, urls)) {
    await ctx.storage.delete(key);
  }
  return null;
}
