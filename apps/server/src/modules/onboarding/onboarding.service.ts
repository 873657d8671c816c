// Sign-up (after phone verification) and re-application of a rejected or pending dealer.
import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, stripSpaces, type reapplyRequest, type signupRequest } from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dealers } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import {
  confirmPhoneCode,
  consumeVerifiedPhone,
  normalizePhone,
  requestPhoneCode,
} from '../phone-codes/phone-codes.service';

type SignupForm = z.output<typeof signupRequest>;
type ReapplyForm = z.output<typeof reapplyRequest>;

/** Postgres unique violation, whether the driver error arrives bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const usernameTaken = () => new AppError('USERNAME_TAKEN', 409, ACCOUNT_MESSAGES.usernameTaken);

export function createOnboardingService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const deps = { clock: ctx.clock, secret: ctx.config.JWT_SECRET };

  /** The columns sign-up and re-application both write. */
  const applicationColumns = (form: ReapplyForm) => ({
    phoneNumber: normalizePhone(form.phoneNumber),
    email: form.email.trim(),
    name: form.name.trim(),
    businessCard: form.businessCard,
    agencyName: form.agencyName.trim(),
    agencyNumber: form.agencyNumber.trim(),
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
    async requestSignupCode(phone: string): Promise<{ expiresAt: string }> {
      const { expiresAt } = await requestPhoneCode(ctx.db, { phone, purpose: 'SIGNUP' }, deps);
      return { expiresAt: expiresAt.toISOString() };
    },

    confirmSignupCode(phone: string, code: string): Promise<{ verified: true }> {
      return confirmPhoneCode(ctx.db, { phone, purpose: 'SIGNUP', code }, deps);
    },

    async signup(form: SignupForm): Promise<{ id: number; username: string; status: 'AUDIT' }> {
      const username = stripSpaces(form.username);
      const passwordHash = await hashPassword(stripSpaces(form.password));
      try {
        return await ctx.db.transaction(async (tx) => {
          const [taken] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.username, username)).limit(1);
          if (taken) throw usernameTaken();
          // Consumed in the same transaction: a failed insert leaves the verification usable.
          const verified = await consumeVerifiedPhone(tx, { phone: form.phoneNumber, purpose: 'SIGNUP' }, deps);
          if (!verified) throw new AppError('PHONE_NOT_VERIFIED', 400, ACCOUNT_MESSAGES.phoneNotVerified);
          const [row] = await tx
            .insert(dealers)
            .values({ username, passwordHash, image: form.image, status: 'AUDIT', ...applicationColumns(form) })
            .returning({ id: dealers.id, username: dealers.username });
          if (!row) throw new Error('dealer not created');
          return { ...row, status: 'AUDIT' as const };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw usernameTaken();
        throw error;
      }
    },

    async reapply(dealerId: number, form: ReapplyForm): Promise<{ status: 'AUDIT' }> {
      const [row] = await ctx.db
        .update(dealers)
        .set({ ...applicationColumns(form), status: 'AUDIT', reason: '', rejectedAt: null, updatedAt: ctx.clock.now() })
        // Conditional: an approval landing at the same moment is never undone.
        .where(and(eq(dealers.id, dealerId), ne(dealers.status, 'APPROVED')))
        .returning({ id: dealers.id });
      if (row) return { status: 'AUDIT' };
      const [existing] = await ctx.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId)).limit(1);
      if (!existing) throw unauthorized();
      throw new AppError('ALREADY_APPROVED', 409, ACCOUNT_MESSAGES.alreadyApproved);
    },
  };
}
