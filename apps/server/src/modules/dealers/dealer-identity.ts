// What an operator approved about a dealer (name, agency name, company phone, business number) and the
// phone that belongs to one dealer only: the rules every path that edits a dealer shares (profile change,
// re-application, operator decisions). See docs/decisions/009-dealer-identity-and-phone-codes.md.
import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type PhoneCodeConfirmResponse, type PhoneCodeResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { dealers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { hasRow } from '../../lib/has-row';
import { AppError } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import type { Clock } from '../../lib/clock';
import {
  confirmPhoneCode,
  consumeVerifiedPhone,
  normalizePhone,
  phoneCodeDeps,
  requestPhoneCode,
  type PhoneCodeCaller,
} from '../phone-codes/phone-codes.service';
import type { DealerRow } from '../access/access-policy';

export const IDENTITY_FIELDS = ['name', 'agencyName', 'agencyNumber', 'businessNumber'] as const;
export type DealerIdentity = Partial<Record<(typeof IDENTITY_FIELDS)[number], string>>;

export const phoneTaken = () => new AppError('PHONE_TAKEN', ACCOUNT_MESSAGES.phoneTaken);
export const phoneNotVerified = () => new AppError('PHONE_NOT_VERIFIED', ACCOUNT_MESSAGES.phoneNotVerified);

/**
 * The phone codes of a dealer flow (SIGNUP, or PROFILE for a new number): a code is sent only for a phone no
 * other dealer than `dealerId` holds.
 */
export function dealerPhoneCodes(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'sms'>,
  purpose: 'SIGNUP' | 'PROFILE',
) {
  const deps = phoneCodeDeps(ctx);
  return {
    async request(phone: string, caller: PhoneCodeCaller, dealerId?: number): Promise<PhoneCodeResponse> {
      if (await isPhoneTaken(ctx.db, phone, dealerId)) {
        throw phoneTaken();
      }
      return requestPhoneCode(ctx.db, { phone, purpose }, deps, caller);
    },
    confirm(phone: string, code: string, caller: PhoneCodeCaller): Promise<PhoneCodeConfirmResponse> {
      return confirmPhoneCode(ctx.db, { phone, purpose, code }, deps, caller);
    },
  };
}

/** True when a dealer other than `exceptId` holds the phone. */
export async function isPhoneTaken(db: DbOrTx, phone: string, exceptId?: number): Promise<boolean> {
  return hasRow(
    db,
    dealers,
    and(eq(dealers.phoneNumber, normalizePhone(phone)), exceptId ? ne(dealers.id, exceptId) : undefined),
  );
}

/**
 * A new phone for an existing dealer: free, and proven by a PROFILE code confirmed in the last 30 minutes
 * (used up here, inside the caller's transaction). The unchanged phone needs nothing.
 */
export async function assertPhoneChangeAllowed(
  tx: DbOrTx,
  dealer: Pick<DealerRow, 'id' | 'phoneNumber'>,
  phone: string,
  clock: Clock,
): Promise<void> {
  if (normalizePhone(phone) === dealer.phoneNumber) {
    return;
  }
  if (await isPhoneTaken(tx, phone, dealer.id)) {
    throw phoneTaken();
  }
  if (!(await consumeVerifiedPhone(tx, { phone, purpose: 'PROFILE' }, { clock }))) {
    throw phoneNotVerified();
  }
}

/** Whether an operator has approved this dealer's identity at some point (now or before a pending change). */
export function hasApprovedIdentity(dealer: Pick<DealerRow, 'status' | 'approvedAt'>): boolean {
  return dealer.status === 'APPROVED' || dealer.approvedAt !== null;
}

/**
 * Splits wanted identity values. A dealer whose identity was approved keeps the approved values: changed
 * ones wait in `pendingIdentity` and the dealer goes back to review (AUDIT) until an operator approves.
 * Values set back to the approved ones leave the pending change; when nothing is left pending, a dealer
 * in review for it is APPROVED again (`restoresApproval`, docs/domain.md "Dealers").
 * A dealer never approved has nothing to protect: the values apply at once.
 */
export function identityUpdate(
  dealer: Pick<DealerRow, 'status' | 'approvedAt' | 'pendingIdentity' | (typeof IDENTITY_FIELDS)[number]>,
  wanted: DealerIdentity,
): {
  direct: DealerIdentity;
  pendingIdentity?: DealerIdentity | null;
  toReview: boolean;
  restoresApproval: boolean;
} {
  if (!hasApprovedIdentity(dealer)) {
    return { direct: wanted, toReview: false, restoresApproval: false };
  }
  const pending: DealerIdentity = { ...(dealer.pendingIdentity ?? {}) };
  const direct: DealerIdentity = {};
  for (const field of IDENTITY_FIELDS) {
    const value = wanted[field];
    if (value === undefined) {
      continue;
    }
    if (dealer[field] === null) {
      // A dealer from before the business number was asked adds its first one at once: nothing approved
      // to protect (docs/domain.md "Dealers"); changing it later waits for review like the rest.
      direct[field] = value;
      delete pending[field];
    } else if (value === dealer[field]) {
      delete pending[field];
    } else {
      pending[field] = value;
    }
  }
  const hasPending = Object.keys(pending).length > 0;
  return {
    direct,
    pendingIdentity: hasPending ? pending : null,
    toReview: hasPending,
    restoresApproval: !hasPending && dealer.status === 'AUDIT',
  };
}

/** The dealer as the audit log names it when it acts on its own record (not an operator). */
export const dealerActor = (dealer: Pick<DealerRow, 'username'>): AuditActor => ({
  operatorId: null,
  actor: `dealer:${dealer.username}`,
});

/**
 * The audit row of a dealer whose edit set its identity back to the approved values: the pending change is
 * withdrawn and the dealer is APPROVED again. Written inside the edit's transaction.
 */
export async function auditIdentityWithdrawn(
  tx: DbOrTx,
  dealer: Pick<DealerRow, 'id' | 'username' | 'status' | 'pendingIdentity'>,
): Promise<void> {
  await writeAudit(tx, dealerActor(dealer), {
    action: 'DEALER_IDENTITY_WITHDRAW',
    targetType: 'DEALER',
    targetId: dealer.id,
    targetLabel: dealer.username,
    before: { status: dealer.status, pendingIdentity: dealer.pendingIdentity },
    after: { status: 'APPROVED', pendingIdentity: null },
  });
}
