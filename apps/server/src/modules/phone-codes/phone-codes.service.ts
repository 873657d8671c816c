// Phone verification codes shared by sign-up, find id/password and profile: request (rate limited), confirm, consume.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  PHONE_CODE_DIGITS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_MAX_REQUESTS_PER_HOUR,
  PHONE_CODE_TTL_MINUTES,
  type PhoneCodePurpose,
} from '@autobid/shared';
import { phoneCodes } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { outboxSms, type SmsSender } from '../../providers/sms';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long a confirmed phone stays usable for the call that needs it (sign-up, password change). */
export const VERIFIED_PHONE_TTL_MS = 30 * MINUTE_MS;

export type PhoneCodeDeps = {
  clock: Clock;
  /** Server secret mixed into the code hash (the JWT secret), so a leaked table does not reveal codes. */
  secret: string;
  sms?: SmsSender;
};

export type PhoneCodeInput = { phone: string; purpose: PhoneCodePurpose };

export const PHONE_CODE_ERRORS = {
  tooManyRequests: () => new AppError('PHONE_CODE_TOO_MANY_REQUESTS', 429, ACCOUNT_MESSAGES.phoneCodeTooManyRequests),
  mismatch: () => new AppError('PHONE_CODE_MISMATCH', 400, ACCOUNT_MESSAGES.phoneCodeMismatch),
  expired: () => new AppError('PHONE_CODE_EXPIRED', 400, ACCOUNT_MESSAGES.phoneCodeExpired),
  tooManyAttempts: () => new AppError('PHONE_CODE_TOO_MANY_ATTEMPTS', 429, ACCOUNT_MESSAGES.phoneCodeTooManyAttempts),
};

/** Digits only, so "010-1234-5678" and "01012345678" are the same phone. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function hashPhoneCode(secret: string, input: PhoneCodeInput, code: string): string {
  return createHmac('sha256', secret).update(`${input.purpose}:${normalizePhone(input.phone)}:${code}`).digest('hex');
}

export function smsCodeText(code: string): string {
  return `[오토비드] 인증번호 [${code}]를 입력해주세요.`;
}

function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0');
}

/**
 * Issues a new code for the phone and purpose and sends it by SMS. At most
 * PHONE_CODE_MAX_REQUESTS_PER_HOUR per phone and purpose in a rolling hour (429 beyond).
 */
export async function requestPhoneCode(
  db: Db,
  input: PhoneCodeInput,
  deps: PhoneCodeDeps,
): Promise<{ expiresAt: Date }> {
  const phone = normalizePhone(input.phone);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * MINUTE_MS);
  const code = newCode();
  const send = deps.sms ?? outboxSms;
  await db.transaction(async (tx) => {
    // Serialises concurrent requests for one phone so the hourly count cannot be raced past.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phone}:${input.purpose}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.phone, phone),
          eq(phoneCodes.purpose, input.purpose),
          gte(phoneCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((row?.n ?? 0) >= PHONE_CODE_MAX_REQUESTS_PER_HOUR) throw PHONE_CODE_ERRORS.tooManyRequests();
    await tx.insert(phoneCodes).values({
      phone,
      purpose: input.purpose,
      codeHash: hashPhoneCode(deps.secret, { phone, purpose: input.purpose }, code),
      expiresAt,
      createdAt: now,
    });
    await send(tx, { to: phone, template: `PHONE_CODE_${input.purpose}`, body: smsCodeText(code), payload: { purpose: input.purpose } });
  });
  return { expiresAt };
}

/**
 * Checks a code against the latest unconsumed code of the phone and purpose. Each try counts; after
 * PHONE_CODE_MAX_ATTEMPTS tries the code is dead (429) and a new one must be requested.
 */
export async function confirmPhoneCode(
  db: DbOrTx,
  input: PhoneCodeInput & { code: string },
  deps: Pick<PhoneCodeDeps, 'clock' | 'secret'>,
): Promise<{ verified: true }> {
  const phone = normalizePhone(input.phone);
  const now = deps.clock.now();
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, input.purpose), isNull(phoneCodes.consumedAt)))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  if (!latest) throw PHONE_CODE_ERRORS.mismatch();
  if (latest.attempts >= PHONE_CODE_MAX_ATTEMPTS) throw PHONE_CODE_ERRORS.tooManyAttempts();
  if (latest.expiresAt.getTime() <= now.getTime()) throw PHONE_CODE_ERRORS.expired();
  // Conditional increment: concurrent guesses cannot exceed the attempt budget.
  const [counted] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, latest.id), lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS)))
    .returning({ id: phoneCodes.id });
  if (!counted) throw PHONE_CODE_ERRORS.tooManyAttempts();
  const expected = Buffer.from(latest.codeHash, 'hex');
  const actual = Buffer.from(hashPhoneCode(deps.secret, { phone, purpose: input.purpose }, input.code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw PHONE_CODE_ERRORS.mismatch();
  if (!latest.verifiedAt) await db.update(phoneCodes).set({ verifiedAt: now }).where(eq(phoneCodes.id, latest.id));
  return { verified: true };
}

/** The phone's latest verification confirmed within the last 30 minutes and not yet used, if any. */
export async function findLatestVerification(
  db: DbOrTx,
  input: PhoneCodeInput,
  now: Date,
): Promise<{ id: number; codeHash: string } | null> {
  const [latest] = await db
    .select({ id: phoneCodes.id, codeHash: phoneCodes.codeHash })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, normalizePhone(input.phone)),
        eq(phoneCodes.purpose, input.purpose),
        isNull(phoneCodes.consumedAt),
        isNotNull(phoneCodes.verifiedAt),
        gte(phoneCodes.verifiedAt, new Date(now.getTime() - VERIFIED_PHONE_TTL_MS)),
      ),
    )
    .orderBy(desc(phoneCodes.verifiedAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Uses up a verification confirmed within the last 30 minutes; true when one was there. Call it inside
 * the transaction of the change it authorises, so a failed change leaves the verification usable.
 */
export async function consumeVerifiedPhone(
  db: DbOrTx,
  input: PhoneCodeInput,
  deps: Pick<PhoneCodeDeps, 'clock'>,
): Promise<boolean> {
  const now = deps.clock.now();
  const latest = await findLatestVerification(db, input, now);
  if (!latest) return false;
  const [consumed] = await db
    .update(phoneCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  return Boolean(consumed);
}
