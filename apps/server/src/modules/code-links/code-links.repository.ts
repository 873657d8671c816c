// Code-link queries (docs/domain.md "Code links"): the live link of a token. Issuing and ending links is
// code-link-tokens.ts.
import { and, eq, gt } from 'drizzle-orm';
import { codeLinks } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { hashCode } from './code-link-tokens';

export type CodeLinkRow = typeof codeLinks.$inferSelect;

/** The live link of a token, or null when unknown or expired at `now`. */
export async function findLiveCodeLink(db: DbOrTx, code: string, now: Date): Promise<CodeLinkRow | null> {
  const [row] = await db
    .select()
    .from(codeLinks)
    .where(and(eq(codeLinks.codeHash, hashCode(code)), gt(codeLinks.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
