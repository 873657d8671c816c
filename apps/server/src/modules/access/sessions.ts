// Whether a signed token still stands for a live session (docs/decisions/018): every authenticated call
// resolves its principal with one indexed read, kept for a few seconds per process. A missing principal, a
// suspended dealer, a disabled operator or a token version that has moved on (password change or reset)
// is no session: 401, and the open sockets of that principal are dropped.
import { eq } from 'drizzle-orm';
import { dealers, operators, sellers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { Principal, Role } from '../../lib/jwt';

export type Sessions = {
  /** True when the principal exists, may hold a session and the token is of its current version. */
  isCurrent(principal: Principal): Promise<boolean>;
  /**
   * The dealer's standing for the approved-only areas, read with the session (one cached read serves both
   * checks of a call): 'approved', 'not-approved' (waiting, rejected, under review again) or 'gone' (no
   * session may stand). Only 'approved' is answered from the cache.
   */
  dealerStanding(dealerId: number): Promise<DealerStanding>;
  /**
   * After a change that ends (or gives back) the sessions of a principal, once its transaction has
   * committed: the cached answer is dropped in this process and open sockets are checked again at once.
   * Other processes see the change within the cache time (and their sockets within the socket recheck).
   */
  changed(principal: { id: number; role: Role }): void;
  /** Runs on every `changed` (the socket server's recheck). */
  onChanged(listener: () => Promise<void>): void;
};

export type DealerStanding = 'approved' | 'not-approved' | 'gone';

/**
 * The live state of a principal: its token version (and, for a dealer, whether it is approved), or null when
 * it may hold no session now.
 */
type SessionState = { version: number; isApproved: boolean } | null;

/** Past this many cached principals the cache starts again (a bound, not an LRU: entries live seconds). */
const MAX_CACHED = 10_000;

async function loadState(db: DbOrTx, principal: Principal): Promise<SessionState> {
  switch (principal.role) {
    case 'dealer': {
      const [row] = await db
        .select({ version: dealers.tokenVersion, suspendedAt: dealers.suspendedAt, status: dealers.status })
        .from(dealers)
        .where(eq(dealers.id, principal.id))
        .limit(1);
      return row && !row.suspendedAt ? { version: row.version, isApproved: row.status === 'APPROVED' } : null;
    }
    case 'seller': {
      const [row] = await db
        .select({ version: sellers.tokenVersion, deletedAt: sellers.deletedAt })
        .from(sellers)
        .where(eq(sellers.id, principal.id))
        .limit(1);
      // A closed account holds no session, whatever its tokens say (docs/domain.md "Retention").
      return row && !row.deletedAt ? { version: row.version, isApproved: false } : null;
    }
    case 'operator': {
      const [row] = await db
        .select({ version: operators.tokenVersion, disabledAt: operators.disabledAt })
        .from(operators)
        .where(eq(operators.id, principal.id))
        .limit(1);
      return row && !row.disabledAt ? { version: row.version, isApproved: false } : null;
    }
  }
}

/**
 * `cacheMs` is how long an accepted session is reused in this process (0: every call reads). Only
 * acceptances are cached: a refusal, or a token of another version than the cached one, always reads
 * again, so a login after a lift or a fresh token after a password change made by another process is never
 * refused by a stale entry. `monotonicNow` is the cache's own clock, not the app's (a moved test clock must
 * not keep answers alive).
 */
export function createSessions(
  db: DbOrTx,
  options: { cacheMs: number; monotonicNow?: () => number },
): Sessions {
  const now = options.monotonicNow ?? (() => performance.now());
  const accepted = new Map<string, { version: number; isApproved: boolean; until: number }>();
  const listeners: Array<() => Promise<void>> = [];
  const keyOf = (principal: { id: number; role: Role }) => `${principal.role}:${principal.id}`;
  const remember = (key: string, state: NonNullable<SessionState>) => {
    if (options.cacheMs <= 0) {
      return;
    }
    if (accepted.size >= MAX_CACHED) {
      accepted.clear();
    }
    accepted.set(key, { ...state, until: now() + options.cacheMs });
  };

  return {
    async isCurrent(principal) {
      const key = keyOf(principal);
      const version = principal.version ?? 0;
      const cached = accepted.get(key);
      if (cached && cached.version === version && cached.until > now()) {
        return true;
      }
      const state = await loadState(db, principal);
      if (!state || state.version !== version) {
        accepted.delete(key);
        return false;
      }
      remember(key, state);
      return true;
    },
    async dealerStanding(dealerId) {
      const key = keyOf({ id: dealerId, role: 'dealer' });
      const cached = accepted.get(key);
      // The call's own isCurrent has just checked the token's version; the standing needs only the status.
      if (cached?.isApproved && cached.until > now()) {
        return 'approved';
      }
      const state = await loadState(db, { id: dealerId, role: 'dealer' });
      if (!state) {
        accepted.delete(key);
        return 'gone';
      }
      remember(key, state);
      return state.isApproved ? 'approved' : 'not-approved';
    },
    changed(principal) {
      accepted.delete(keyOf(principal));
      for (const listener of listeners) {
        // A failed socket recheck is retried by its own timer; it must not fail the change.
        listener().catch(() => undefined);
      }
    },
    onChanged(listener) {
      listeners.push(listener);
    },
  };
}
