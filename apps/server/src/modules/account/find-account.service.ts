// Find a forgotten username or reset a forgotten password with a phone code (public, rate limited by phone-codes).
import { timingSafeEqual } from 'node:crypto';
import {
  FIND_ACCOUNT_MESSAGES,
  FIND_ID_NONE,
  type findIdConfirmRequest,
  type findIdRequest,
  type findPasswordChangeRequest,
  type findPasswordConfirmRequest,
  type findPasswordRequest,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import {
  consumeVerifiedPhone,
  confirmPhoneCode,
  findLatestVerification,
  hashPhoneCode,
  PHONE_CODE_ERRORS,
  requestPhoneCode,
  type PhoneCodeDeps,
} from '../phone-codes/phone-codes.service';
import { findDealerByNameAndPhone, findDealerByUsernameAndPhone, updateDealer } from './account.repository';

const noMatchingDealer = () => new AppError('NO_MATCHING_DEALER', 400, FIND_ACCOUNT_MESSAGES.noMatchingDealer);

export function createFindAccountService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const codeDeps: PhoneCodeDeps = { clock: ctx.clock, secret: ctx.config.JWT_SECRET };

  /** True when the code is the one of the phone's latest confirmed, unused FIND_PASSWORD verification. */
  async function isVerifiedCode(db: DbOrTx, phone: string, code: string): Promise<boolean> {
    const input = { phone, purpose: 'FIND_PASSWORD' as const };
    const latest = await findLatestVerification(db, input, ctx.clock.now());
    if (!latest) return false;
    const expected = Buffer.from(latest.codeHash, 'hex');
    const actual = Buffer.from(hashPhoneCode(codeDeps.secret, input, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  return {
    /** Always sends the code: whether a dealer has this phone is not revealed to the caller. */
    async requestId(input: z.output<typeof findIdRequest>): Promise<{ expiresAt: string }> {
      const { expiresAt } = await requestPhoneCode(ctx.db, { phone: input.phone, purpose: 'FIND_ID' }, codeDeps);
      return { expiresAt: expiresAt.toISOString() };
    },

    /** The username once the phone is proven; "-1" when no dealer has that name and phone. */
    async confirmId(input: z.output<typeof findIdConfirmRequest>): Promise<string> {
      const purpose = 'FIND_ID' as const;
      await confirmPhoneCode(ctx.db, { phone: input.phone, purpose, code: input.code }, codeDeps);
      // One answer per code: the same code cannot be replayed to try other names.
      await consumeVerifiedPhone(ctx.db, { phone: input.phone, purpose }, codeDeps);
      const dealer = await findDealerByNameAndPhone(ctx.db, input.name, input.phone);
      return dealer?.username ?? FIND_ID_NONE;
    },

    /** Always sends the code, so the answer does not tell whether the username and phone match. */
    async requestPassword(input: z.output<typeof findPasswordRequest>): Promise<{ expiresAt: string }> {
      const { expiresAt } = await requestPhoneCode(
        ctx.db,
        { phone: input.phone, purpose: 'FIND_PASSWORD' },
        codeDeps,
      );
      return { expiresAt: expiresAt.toISOString() };
    },

    /**
     * Marks the code verified. Only after the phone is proven does it say whether the username matches,
     * so the phone's owner learns it before typing a new password, and nobody else learns anything.
     */
    async confirmPassword(input: z.output<typeof findPasswordConfirmRequest>): Promise<{ verified: true }> {
      await confirmPhoneCode(ctx.db, { phone: input.phone, purpose: 'FIND_PASSWORD', code: input.code }, codeDeps);
      if (!(await findDealerByUsernameAndPhone(ctx.db, input.username, input.phone))) throw noMatchingDealer();
      return { verified: true };
    },

    /** Needs the confirmed code (the same one, not just any verification of the phone) and uses it up. */
    async changePassword(input: z.output<typeof findPasswordChangeRequest>): Promise<void> {
      const passwordHash = await hashPassword(input.newPassword);
      await ctx.db.transaction(async (tx) => {
        if (!(await isVerifiedCode(tx, input.phone, input.code))) throw PHONE_CODE_ERRORS.mismatch();
        const dealer = await findDealerByUsernameAndPhone(tx, input.username, input.phone);
        if (!dealer) throw noMatchingDealer();
        if (!(await consumeVerifiedPhone(tx, { phone: input.phone, purpose: 'FIND_PASSWORD' }, codeDeps)))
          throw PHONE_CODE_ERRORS.mismatch();
        await updateDealer(tx, dealer.id, { passwordHash }, ctx.clock.now());
      });
    },
  };
}
