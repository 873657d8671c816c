// A code link's token (docs/domain.md "Code links"): a random 256-bit token bound to one dealer, one auction
// and one purpose, valid 7 days or until its step is done. Only its SHA-256 is stored; the token travels in
// the link. Issuing one, ending the links of a step that is done, and the link's address.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { CODE_LINK_ROUTES, CODE_LINK_TTL_DAYS, DAY_MS, type CodeLinkPurpose } from '@autobid/shared';
import { codeLinks } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Creates a code link and returns its token (base64url, 43 characters). */
export async function createCodeLink(
  db: DbOrTx,
  input: { dealerId: number; auctionId: number; purpose: CodeLinkPurpose; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + CODE_LINK_TTL_DAYS * DAY_MS);
  await db.insert(codeLinks).values({
    codeHash: hashCode(code),
    dealerId: input.dealerId,
    auctionId: input.auctionId,
    purpose: input.purpose,
    expiresAt,
    createdAt: input.now,
  });
  return { code, expiresAt };
}

/**
 * Ends the live links on an auction (of one dealer, or of everyone) at `now`: the step they were sent for
 * is done. Ending is `expires_at = now`, so a link reads as expired from then on (docs/domain.md "Code links").
 */
export async function endCodeLinks(
  db: DbOrTx,
  input: { auctionId: number; dealerId?: number; now: Date },
): Promise<void> {
  await db
    .update(codeLinks)
    .set({ expiresAt: input.now })
    .where(
      and(
        eq(codeLinks.auctionId, input.auctionId),
        input.dealerId === undefined ? undefined : eq(codeLinks.dealerId, input.dealerId),
        gt(codeLinks.expiresAt, input.now),
      ),
    );
}

/** The link a message carries: the web route of the purpose plus the token. */
export function codeLinkUrl(publicUrl: string, purpose: CodeLinkPurpose, code: string): string {
  return `${publicUrl}${CODE_LINK_ROUTES[purpose]}${code}`;
}
