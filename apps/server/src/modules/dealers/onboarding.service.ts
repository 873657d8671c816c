// Sign-up (after phone verification) and re-application of a rejected or pending dealer.
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  digitsOnly,
  stripSpaces,
  type PhoneCodeResponse,
  type reapplyRequest,
  type ReapplyResponse,
  type signupRequest,
  type SignupCodeConfirmResponse,
  type SignupResponse,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dealers } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { assertDealerImages, imageInvalid } from './account.service';
import { lockDealer } from './account.repository';
import {
  assertPhoneChangeAllowed,
  auditIdentityWithdrawn,
  dealerPhoneCodes,
  identityUpdate,
  isPhoneTaken,
  phoneNotVerified,
  phoneTaken,
} from './dealer-identity';
import { reownSignupUploads, signUploadGrant, signupUploads } from '../files/files.public';
import {
  consumeVerifiedPhone,
  findLatestVerification,
  normalizePhone,
  phoneCodeDeps,
  VERIFIED_PHONE_TTL_MS,
  type PhoneCodeCaller,
} from '../phone-codes/phone-codes.service';

type SignupForm = z.output<typeof signupRequest>;
type ReapplyForm = z.output<typeof reapplyRequest>;

const usernameTaken = () => new AppError('USERNAME_TAKEN', ACCOUNT_MESSAGES.usernameTaken);

/** The document fields of an application (sign-up adds the profile image, which re-application keeps). */
const documentsOf = (form: ReapplyForm) => [form.businessCard, form.agencyRegistrationImage];

export function createOnboardingService(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'sms'>) {
  const deps = phoneCodeDeps(ctx);
  const signupCodes = dealerPhoneCodes(ctx, 'SIGNUP');

  /** The columns sign-up and re-application both write. */
  const applicationColumns = (form: ReapplyForm) => ({
    phoneNumber: normalizePhone(form.phoneNumber),
    email: form.email.trim(),
    name: form.name.trim(),
    businessCard: form.businessCard,
    agencyName: form.agencyName.trim(),
    agencyNumber: form.agencyNumber.trim(),
    businessNumber: digitsOnly(form.businessNumber),
    agencyAddress: form.agencyAddress.trim(),
    agencyAddressDetail: form.agencyAddressDetail.trim(),
    agencyRegistrationImage: form.agencyRegistrationImage,
    position: form.position.trim() || '대표',
    longitude: form.longitude ?? 0,
    latitude: form.latitude ?? 0,
    region1: form.region1,
    region2: form.region2,
    region3: form.region3,
  });

  return {
    /** A phone belongs to one dealer: a registered one is told so before any code is sent. */
    requestSignupCode(phone: string, caller: PhoneCodeCaller = {}): Promise<PhoneCodeResponse> {
      return signupCodes.request(phone, caller);
    },

    /**
     * Confirms the code and hands over the upload grant of the verified row: the form uploads its documents
     * with it until sign-up uses the verification or it expires with it (docs/decisions/016).
     */
    async confirmSignupCode(
      phone: string,
      code: string,
      caller: PhoneCodeCaller = {},
    ): Promise<SignupCodeConfirmResponse> {
      const confirmed = await signupCodes.confirm(phone, code, caller);
      const now = ctx.clock.now();
      const verification = await findLatestVerification(ctx.db, { phone, purpose: 'SIGNUP' }, now);
      if (!verification) {
        throw phoneNotVerified();
      }
      // An upper bound: each upload checks the row's own verifiedAt against the same lifetime.
      const expiresAt = new Date(now.getTime() + VERIFIED_PHONE_TTL_MS);
      return {
        ...confirmed,
        uploadGrant: signUploadGrant(ctx.config.JWT_SECRET, verification.id, expiresAt),
      };
    },

    async signup(form: SignupForm): Promise<SignupResponse> {
      const username = stripSpaces(form.username);
      const passwordHash = await hashPassword(stripSpaces(form.password));
      try {
        return await ctx.db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: dealers.id })
            .from(dealers)
            .where(eq(dealers.username, username))
            .limit(1);
          if (taken) {
            throw usernameTaken();
          }
          if (await isPhoneTaken(tx, form.phoneNumber)) {
            throw phoneTaken();
          }
          // An unverified phone is the first thing to say: without it no file can be the applicant's.
          const phone = { phone: form.phoneNumber, purpose: 'SIGNUP' as const };
          if (!(await findLatestVerification(tx, phone, ctx.clock.now()))) {
            throw phoneNotVerified();
          }
          // Before an account exists its files were uploaded under this phone's grant: only those may be named.
          const images = [form.image, ...documentsOf(form)].filter((url): url is string => !!url);
          const stored = await signupUploads(tx, images, normalizePhone(form.phoneNumber));
          if (images.some((url) => !stored.has(url))) {
            throw imageInvalid();
          }
          // Consumed in the same transaction: a failed insert leaves the verification usable.
          const verified = await consumeVerifiedPhone(tx, phone, deps);
          if (!verified) {
            throw phoneNotVerified();
          }
          const [row] = await tx
            .insert(dealers)
            .values({
              username,
              passwordHash,
              image: form.image,
              status: 'AUDIT',
              ...applicationColumns(form),
            })
            .returning({ id: dealers.id, username: dealers.username });
          if (!row) {
            throw new Error('dealer not created');
          }
          await reownSignupUploads(tx, images, { type: 'DEALER', id: row.id });
          return { ...row, status: 'AUDIT' as const };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw isUniqueViolation(error, 'dealers_phone_key') ? phoneTaken() : usernameTaken();
        }
        throw error;
      }
    },

    /**
     * A dealer not approved (under review or rejected) corrects the application and goes back to review.
     * A new phone needs its PROFILE code; files must be this dealer's uploads or the ones it already has.
     * A dealer whose identity was approved before (back in review for a change) keeps the approved name,
     * agency name and number until an operator approves the new ones; set back to those, nothing waits and
     * the dealer is approved again.
     */
    async reapply(dealerId: number, form: ReapplyForm): Promise<ReapplyResponse> {
      try {
        return await ctx.db.transaction(async (tx) => {
          const dealer = await lockDealer(tx, dealerId);
          if (!dealer) {
            throw unauthorized();
          }
          // Locked row: an approval landing at the same moment is never undone.
          if (dealer.status === 'APPROVED') {
            throw new AppError('ALREADY_APPROVED', ACCOUNT_MESSAGES.alreadyApproved);
          }
          await assertDealerImages(tx, dealerId, documentsOf(form), [
            dealer.businessCard,
            dealer.agencyRegistrationImage,
          ]);
          await assertPhoneChangeAllowed(tx, dealer, form.phoneNumber, ctx.clock);
          const { name, agencyName, agencyNumber, businessNumber, ...rest } = applicationColumns(form);
          const identity = identityUpdate(dealer, { name, agencyName, agencyNumber, businessNumber });
          await tx
            .update(dealers)
            .set({
              ...rest,
              ...identity.direct,
              ...(identity.pendingIdentity === undefined
                ? {}
                : { pendingIdentity: identity.pendingIdentity }),
              status: identity.restoresApproval ? 'APPROVED' : 'AUDIT',
              reason: '',
              rejectedAt: null,
              updatedAt: ctx.clock.now(),
            })
            .where(eq(dealers.id, dealerId));
          if (identity.restoresApproval) {
            await auditIdentityWithdrawn(tx, dealer);
            return { status: 'APPROVED' as const };
          }
          return { status: 'AUDIT' as const };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw phoneTaken();
        }
        throw error;
      }
    },
  };
}
