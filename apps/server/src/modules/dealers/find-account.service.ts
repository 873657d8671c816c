// Find a forgotten username or reset a forgotten password with a phone code (public, rate limited by phone-codes).
import { timingSafeEqual } from 'node:crypto';
import {
  FIND_ACCOUNT_MESSAGES,
  FIND_ID_NONE,
  type findIdConfirmRequest,
  type findPasswordChangeRequest,
  type findPasswordConfirmRequest,
  type PhoneCodeConfirmResponse,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/types';
import { ACCOUNT_MESSAGES } from '@autobid/shared';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import {
  findLatestVerification,
  hashPhoneCode,
  PHONE_CODE_ERRORS,
  phoneCodeDeps,
  phoneCodesFor,
  type PhoneCodeCaller,
} from '../phone-codes/phone-codes.service';
import {
  findDealerByNameAndPhone,
  findDealerByUsernameAndPhone,
  nextTokenVersion,
  updateDealer,
} from './account.repository';

/** The body of a code request (findIdRequest, findPasswordRequest). */
type PhoneInput = { phone: string };

const noMatchingDealer = () => new AppError('NO_MATCHING_DEALER', FIND_ACCOUNT_MESSAGES.noMatchingDealer);

export function createFindAccountService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessions' | 'config' | 'sms'>,
) {
  const codeDeps = phoneCodeDeps(ctx);
  const findIdCodes = phoneCodesFor(ctx, 'FIND_ID');
  const findPasswordCodes = phoneCodesFor(ctx, 'FIND_PASSWORD');

  /**
   * The phone's latest confirmed, unused FIND_PASSWORD verification must exist (else the phone is not
   * verified yet, as at sign-up) and be for this very code (else the code does not match).
   */
  async function assertVerifiedCode(db: DbOrTx, phone: string, code: string): Promise<void> {
    const input = { phone, purpose: 'FIND_PASSWORD' as const };
    const latest = await findLatestVerification(db, input, ctx.clock.now());
    if (!latest) {
      throw new AppError('PHONE_NOT_VERIFIED', ACCOUNT_MESSAGES.phoneNotVerified);
    }
    const expected = Buffer.from(latest.codeHash, 'hex');
    const actual = Buffer.from(hashPhoneCode(codeDeps.secret, input, code), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw PHONE_CODE_ERRORS.mismatch();
    }
  }

  return {
    /** Always sends the code: whether a dealer has this phone is not revealed to the caller. */
    requestId: (input: PhoneInput, caller: PhoneCodeCaller = {}) => findIdCodes.request(input.phone, caller),

    /**
     * The username once the phone is proven; "-1" when no dealer has that name and phone. A lookup that
     * finds nobody leaves the code usable, so a mistyped name can be corrected without a new SMS; every
     * try still counts against the code's PHONE_CODE_MAX_ATTEMPTS and its 3 minutes. A found username
     * uses the code up.
     */
    async confirmId(
      input: z.output<typeof findIdConfirmRequest>,
      caller: PhoneCodeCaller = {},
    ): Promise<string> {
      await findIdCodes.confirm(input.phone, input.code, caller);
      const dealer = await findDealerByNameAndPhone(ctx.db, input.name, input.phone);
      if (!dealer) {
        return FIND_ID_NONE;
      }
      await findIdCodes.consume(ctx.db, input.phone);
      return dealer.username;
    },

    /** Always sends the code, so the answer does not tell whether the username and phone match. */
    requestPassword: (input: PhoneInput, caller: PhoneCodeCaller = {}) =>
      findPasswordCodes.request(input.phone, caller),

    /**
     * Marks the code verified. Only after the phone is proven does it say whether the username matches,
     * so the phone's owner learns it before typing a new password, and nobody else learns anything.
     */
    async confirmPassword(
      input: z.output<typeof findPasswordConfirmRequest>,
      caller: PhoneCodeCaller = {},
    ): Promise<PhoneCodeConfirmResponse> {
      await findPasswordCodes.confirm(input.phone, input.code, caller);
      if (!(await findDealerByUsernameAndPhone(ctx.db, input.username, input.phone))) {
        throw noMatchingDealer();
      }
      return { verified: true };
    },

    /**
     * Needs the confirmed code (the same one, not just any verification of the phone) and uses it up.
     * Every token issued before stops working: whoever held the old password is logged out.
     */
    async changePassword(input: z.output<typeof findPasswordChangeRequest>): Promise<void> {
      const passwordHash = await hashPassword(input.newPassword);
      const dealerId = await ctx.db.transaction(async (tx) => {
        await assertVerifiedCode(tx, input.phone, input.code);
        const dealer = await findDealerByUsernameAndPhone(tx, input.username, input.phone);
        if (!dealer) {
          throw noMatchingDealer();
        }
        if (!(await findPasswordCodes.consume(tx, input.phone))) {
          throw PHONE_CODE_ERRORS.mismatch();
        }
        await updateDealer(tx, dealer.id, { passwordHash, tokenVersion: nextTokenVersion }, ctx.clock.now());
        return dealer.id;
      });
      ctx.sessions.changed({ id: dealerId, role: 'dealer' });
    },
  };
}
