// The dealer's own account: profile change and password change.
import {
  ACCOUNT_MESSAGES,
  DEFAULT_POSITION,
  PROFILE_MESSAGES,
  type DealerProfile,
  type passwordChangeRequest,
  type PasswordChangeResponse,
  type PhoneCodeConfirmResponse,
  type PhoneCodeResponse,
  type profileUpdateRequest,
} from '@autobid/shared';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dealers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  assertPhoneChangeAllowed,
  auditIdentityWithdrawn,
  dealerPhoneCodes,
  identityUpdate,
  phoneTaken,
} from './dealer-identity';
import { findDealerById } from '../access/access-policy';
import { createDealersService } from './dealers.service';
import { usableUploads } from '../files/files.public';
import type { PhoneCodeCaller } from '../phone-codes/phone-codes.service';
import { lockDealer, nextTokenVersion, updateDealer } from './account.repository';

type ProfileUpdate = z.output<typeof profileUpdateRequest>;
type PasswordChange = z.output<typeof passwordChangeRequest>;

export const imageInvalid = () => new AppError('INVALID_IMAGE', PROFILE_MESSAGES.imageInvalid);

/**
 * Each image or document field must be empty, the value it already has, or a file this server stored for
 * this dealer (or before it had a session): never a foreign address or a `javascript:` string.
 */
export async function assertDealerImages(
  db: DbOrTx,
  dealerId: number,
  wanted: (string | undefined)[],
  current: string[],
): Promise<void> {
  const fresh = wanted.filter((url): url is string => !!url && !current.includes(url));
  const usable = await usableUploads(db, fresh, { id: dealerId, role: 'dealer' });
  if (fresh.some((url) => !usable.has(url))) {
    throw imageInvalid();
  }
}

export function createAccountService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'tokens' | 'sessions' | 'config' | 'sms'>,
) {
  const dealersService = createDealersService(ctx);
  const profileCodes = dealerPhoneCodes(ctx, 'PROFILE');
  return {
    /** A code for a new phone of the signed-in dealer (PROFILE): refused for a phone another dealer has. */
    requestPhoneCode(
      dealerId: number,
      phone: string,
      caller: PhoneCodeCaller = {},
    ): Promise<PhoneCodeResponse> {
      return profileCodes.request(phone, caller, dealerId);
    },

    confirmPhoneCode(
      phone: string,
      code: string,
      caller: PhoneCodeCaller = {},
    ): Promise<PhoneCodeConfirmResponse> {
      return profileCodes.confirm(phone, code, caller);
    },

    /**
     * Phone (a new one needs its code), email, position, image; the name and business number are identity
     * (a first business number applies at once): for an approved
     * dealer a new name waits for an operator and the dealer goes back to review meanwhile; the approved
     * name set back withdraws it and the dealer is approved again.
     */
    async updateProfile(dealerId: number, input: ProfileUpdate): Promise<DealerProfile> {
      const image = input.image?.trim();
      const position = input.position === undefined ? undefined : input.position.trim() || DEFAULT_POSITION;
      try {
        const isStandingChanged = await ctx.db.transaction(async (tx) => {
          const dealer = await lockDealer(tx, dealerId);
          if (!dealer) {
            throw unauthorized();
          }
          await assertDealerImages(tx, dealerId, [image], [dealer.image]);
          await assertPhoneChangeAllowed(tx, dealer, input.phoneNumber, ctx.clock);
          const identity = identityUpdate(dealer, { name: input.name, businessNumber: input.businessNumber });
          await updateDealer(
            tx,
            dealerId,
            {
              phoneNumber: input.phoneNumber,
              email: input.email,
              ...identity.direct,
              ...(identity.pendingIdentity === undefined
                ? {}
                : { pendingIdentity: identity.pendingIdentity }),
              ...(identity.toReview ? { status: 'AUDIT' } : {}),
              ...(identity.restoresApproval ? { status: 'APPROVED' } : {}),
              ...(position === undefined ? {} : { position }),
              ...(image === undefined ? {} : { image }),
            },
            ctx.clock.now(),
          );
          if (identity.restoresApproval) {
            await auditIdentityWithdrawn(tx, dealer);
          }
          return identity.toReview || identity.restoresApproval;
        });
        // The review standing changed: the approved-only areas close or open at once (cached standing dropped).
        if (isStandingChanged) {
          ctx.sessions.changed({ id: dealerId, role: 'dealer' });
        }
      } catch (error) {
        // Two dealers taking the same free number at once: the unique index decides.
        if (isUniqueViolation(error)) {
          throw phoneTaken();
        }
        throw error;
      }
      return dealersService.profile(dealerId);
    },

    /**
     * Every session issued before ends (a token version on the dealer); the device that changed the
     * password gets a fresh token and stays signed in.
     */
    async changePassword(dealerId: number, input: PasswordChange): Promise<PasswordChangeResponse> {
      const dealer = await findDealerById(ctx.db, dealerId);
      if (!dealer) {
        throw unauthorized();
      }
      // Login strips spaces from the password, so the current one is compared the same way.
      const current = input.currentPassword.replace(/\s/g, '');
      if (!(await verifyPassword(current, dealer.passwordHash))) {
        throw new AppError('CURRENT_PASSWORD_WRONG', ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const [row] = await ctx.db
        .update(dealers)
        .set({ passwordHash, tokenVersion: nextTokenVersion, updatedAt: ctx.clock.now() })
        .where(eq(dealers.id, dealerId))
        .returning({ tokenVersion: dealers.tokenVersion });
      if (!row) {
        throw unauthorized();
      }
      ctx.sessions.changed({ id: dealerId, role: 'dealer' });
      return {
        accessToken: await ctx.tokens.sign({ id: dealerId, role: 'dealer', version: row.tokenVersion }),
      };
    },
  };
}
