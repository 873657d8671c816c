// Phone verification codes shared by sign-up, find id/password, profile and seller login: request (rate
// limited per phone across purposes), confirm (wrong guesses capped per phone and per IP per day), consume.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  PHONE_CODE_DIGITS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  phoneDigits,
  type PhoneCodePurpose,
  type PhoneCodeResponse,
  kstDayKey,
  startOfKstDay,
} from '@autobid/shared';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { codeGuessFailures, codeGuessLocks, phoneCodes } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SmsSender } from '../../providers/sms';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long a confirmed phone stays usable for the call that needs it (sign-up, password change). */
export const VERIFIED_PHONE_TTL_MS = 30 * MINUTE_MS;

/** The limits of config.ts (README lists them). */
export type PhoneCodeLimits = Pick<
  Config,
  | 'PHONE_CODE_REQUESTS_PER_HOUR'
  | 'PHONE_CODE_WRONG_PER_PHONE_DAY'
  | 'PHONE_CODE_WRONG_PER_IP_DAY'
  | 'PHONE_CODE_WRONG_FIND_PASSWORD_DAY'
>;

export type PhoneCodeDeps = {
  clock: Clock;
  /** Server secret mixed into the code hash (the JWT secret), so a leaked table does not reveal codes. */
  secret: string;
  limits: PhoneCodeLimits;
  sms: SmsSender;
};

/** Who is asking: the client address, counted and locked like the phone. */
export type PhoneCodeCaller = { ip?: string | undefined };

/** The deps every phone-code caller builds from the app context. */
export function phoneCodeDeps(ctx: Pick<AppContext, 'config' | 'clock' | 'sms'>): PhoneCodeDeps {
  return { clock: ctx.clock, secret: ctx.config.JWT_SECRET, limits: ctx.config, sms: ctx.sms };
}

export type PhoneCodeInput = { phone: string; purpose: PhoneCodePurpose };

/**
 * One purpose's codes with the app's deps bound, as a flow calls them: request, confirm, and consume (inside
 * the transaction of the change the code authorises).
 */
export function phoneCodesFor(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'sms'>,
  purpose: PhoneCodePurpose,
) {
  const deps = phoneCodeDeps(ctx);
  return {
    request: (phone: string, caller?: PhoneCodeCaller) =>
      requestPhoneCode(ctx.db, { phone, purpose }, deps, caller),
    confirm: (phone: string, code: string, caller?: PhoneCodeCaller) =>
      confirmPhoneCode(ctx.db, { phone, purpose, code }, deps, caller),
    consume: (db: DbOrTx, phone: string) => consumeVerifiedPhone(db, { phone, purpose }, deps),
  };
}

export const PHONE_CODE_ERRORS = {
  tooManyRequests: () =>
    new AppError('PHONE_CODE_TOO_MANY_REQUESTS', ACCOUNT_MESSAGES.phoneCodeTooManyRequests),
  mismatch: () => new AppError('PHONE_CODE_MISMATCH', ACCOUNT_MESSAGES.phoneCodeMismatch),
  expired: () => new AppError('PHONE_CODE_EXPIRED', ACCOUNT_MESSAGES.phoneCodeExpired),
  tooManyAttempts: () =>
    new AppError('PHONE_CODE_TOO_MANY_ATTEMPTS', ACCOUNT_MESSAGES.phoneCodeTooManyAttempts),
  locked: () => new AppError('PHONE_CODE_LOCKED', ACCOUNT_MESSAGES.phoneCodeLocked),
  ipLocked: () => new AppError('PHONE_CODE_IP_LOCKED', ACCOUNT_MESSAGES.phoneCodeIpLocked),
};

const phoneSubject = (phone: string) => `phone:${phone}`;
const ipSubject = (ip: string) => `ip:${ip}`;

export function smsLockedText(): string {
  return '[오토비드] 인증번호가 여러 번 잘못 입력되어 오늘 이 번호의 인증을 잠갔습니다. 본인이 아니라면 비밀번호를 확인해주세요.';
}

/** The lock of today (Asia/Seoul) that stops this phone or this caller, as its error; null when free. */
async function lockOf(
  db: DbOrTx,
  phone: string,
  caller: PhoneCodeCaller,
  now: Date,
): Promise<AppError | null> {
  const day = kstDayKey(now);
  const subjects = [phoneSubject(phone), ...(caller.ip ? [ipSubject(caller.ip)] : [])];
  const rows = await db
    .select({ subject: codeGuessLocks.subject })
    .from(codeGuessLocks)
    .where(and(eq(codeGuessLocks.day, day), inArray(codeGuessLocks.subject, subjects)));
  if (rows.some((row) => row.subject === phoneSubject(phone))) {
    return PHONE_CODE_ERRORS.locked();
  }
  return rows.length > 0 ? PHONE_CODE_ERRORS.ipLocked() : null;
}

async function failuresToday(
  db: DbOrTx,
  subject: string,
  now: Date,
  purpose?: PhoneCodePurpose,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codeGuessFailures)
    .where(
      and(
        eq(codeGuessFailures.subject, subject),
        gte(codeGuessFailures.createdAt, startOfKstDay(now)),
        purpose ? eq(codeGuessFailures.purpose, purpose) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Locks the subject for today; true when this call created the lock (so its owner is told once). */
async function lock(db: DbOrTx, subject: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(codeGuessLocks)
    .values({ subject, day: kstDayKey(now), createdAt: now })
    .onConflictDoNothing()
    .returning({ subject: codeGuessLocks.subject });
  return rows.length > 0;
}

/**
 * Records a wrong guess against the phone and the caller, and locks either for the rest of the day once
 * it reaches its cap (find-password's own guesses have a lower one). The phone's owner gets one SMS.
 */
async function recordWrongGuess(
  db: DbOrTx,
  input: { phone: string; purpose: PhoneCodePurpose },
  caller: PhoneCodeCaller,
  deps: PhoneCodeDeps,
  now: Date,
): Promise<void> {
  const { limits } = deps;
  const subject = phoneSubject(input.phone);
  const subjects = [subject, ...(caller.ip ? [ipSubject(caller.ip)] : [])];
  await db
    .insert(codeGuessFailures)
    .values(subjects.map((s) => ({ subject: s, purpose: input.purpose, createdAt: now })));
  const phoneFailures = await failuresToday(db, subject, now);
  const findPasswordFailures =
    input.purpose === 'FIND_PASSWORD' ? await failuresToday(db, subject, now, 'FIND_PASSWORD') : 0;
  if (
    phoneFailures >= limits.PHONE_CODE_WRONG_PER_PHONE_DAY ||
    findPasswordFailures >= limits.PHONE_CODE_WRONG_FIND_PASSWORD_DAY
  ) {
    if (await lock(db, subject, now)) {
      const send = deps.sms;
      await send(db, { to: input.phone, template: 'PHONE_CODE_LOCKED', body: smsLockedText(), payload: {} });
    }
  }
  if (
    caller.ip &&
    (await failuresToday(db, ipSubject(caller.ip), now)) >= limits.PHONE_CODE_WRONG_PER_IP_DAY
  ) {
    await lock(db, ipSubject(caller.ip), now);
  }
}

/** The phone field's normalisation (packages/shared fields.ts), so "010-1234-5678" and "01012345678" are the same phone. */
export function normalizePhone(phone: string): string {
  return phoneDigits(phone);
}

export function hashPhoneCode(secret: string, input: PhoneCodeInput, code: string): string {
  return createHmac('sha256', secret)
    .update(`${input.purpose}:${normalizePhone(input.phone)}:${code}`)
    .digest('hex');
}

export function smsCodeText(code: string): string {
  return `[오토비드] 인증번호 [${code}]를 입력해주세요.`;
}

function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0');
}

/**
 * Issues a new code for the phone and purpose and sends it by SMS. At most PHONE_CODE_REQUESTS_PER_HOUR
 * per phone in a rolling hour, whatever the purpose (429 beyond); none while the phone or caller is locked.
 * Answers what every code request answers: when the code expires.
 */
export async function requestPhoneCode(
  db: Db,
  input: PhoneCodeInput,
  deps: PhoneCodeDeps,
  caller: PhoneCodeCaller = {},
): Promise<PhoneCodeResponse> {
  const phone = normalizePhone(input.phone);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * MINUTE_MS);
  const code = newCode();
  const send = deps.sms;
  await db.transaction(async (tx) => {
    // Serialises concurrent requests for one phone so the hourly count cannot be raced past.
    await lockPhone(tx, phone);
    const locked = await lockOf(tx, phone, caller, now);
    if (locked) {
      throw locked;
    }
    const [row] = await tx
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gte(phoneCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((row?.n ?? 0) >= deps.limits.PHONE_CODE_REQUESTS_PER_HOUR) {
      throw PHONE_CODE_ERRORS.tooManyRequests();
    }
    await tx.insert(phoneCodes).values({
      phone,
      purpose: input.purpose,
      codeHash: hashPhoneCode(deps.secret, { phone, purpose: input.purpose }, code),
      expiresAt,
      createdAt: now,
    });
    await send(tx, {
      to: phone,
      template: `PHONE_CODE_${input.purpose}`,
      body: smsCodeText(code),
      payload: { purpose: input.purpose },
    });
  });
  return { expiresAt: expiresAt.toISOString() };
}

/** Serialises requests and guesses for one phone (counts and locks cannot be raced past). */
async function lockPhone(tx: DbOrTx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phone}`}))`);
}

type ConfirmOutcome = 'verified' | 'none' | 'expired' | 'spent' | 'wrong' | AppError;

/**
 * What a guess is checked against (docs/domain.md "Dealers", phone codes): every unconsumed code of the
 * phone and purpose that has not expired and has tries left, so a code stays valid after a newer one was
 * sent (two taps, a resend). With none, the latest unconsumed code says why: spent, expired, or none.
 */
async function liveCodesOf(tx: DbOrTx, phone: string, purpose: PhoneCodePurpose, now: Date) {
  const unconsumed = await tx
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.consumedAt)))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id));
  const live = unconsumed.filter(
    (row) => row.attempts < PHONE_CODE_MAX_ATTEMPTS && row.expiresAt.getTime() > now.getTime(),
  );
  const [latest] = unconsumed;
  const none: ConfirmOutcome = !latest
    ? 'none'
    : latest.attempts >= PHONE_CODE_MAX_ATTEMPTS
      ? 'spent'
      : 'expired';
  return { live, none };
}

/**
 * Checks a code against the phone's live codes of the purpose (liveCodesOf). Each try counts once against
 * every live code; a code tried PHONE_CODE_MAX_ATTEMPTS times is dead (429 when no other is live) and a new
 * one must be requested. Wrong guesses also count per phone and per caller for the day; at the cap the
 * phone (or caller) is locked until the next Asia/Seoul day, whatever the code. The guess and its count
 * are committed even when it fails.
 */
export async function confirmPhoneCode(
  db: DbOrTx,
  input: PhoneCodeInput & { code: string },
  deps: PhoneCodeDeps,
  caller: PhoneCodeCaller = {},
): Promise<{ verified: true }> {
  const phone = normalizePhone(input.phone);
  const now = deps.clock.now();
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    await lockPhone(tx, phone);
    const locked = await lockOf(tx, phone, caller, now);
    if (locked) {
      return locked;
    }
    const { live, none } = await liveCodesOf(tx, phone, input.purpose, now);
    if (live.length === 0) {
      return none;
    }
    const counted = await tx
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(
        and(
          inArray(
            phoneCodes.id,
            live.map((row) => row.id),
          ),
          lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: phoneCodes.id });
    const actual = Buffer.from(
      hashPhoneCode(deps.secret, { phone, purpose: input.purpose }, input.code),
      'hex',
    );
    const match = live.find((row) => {
      const expected = Buffer.from(row.codeHash, 'hex');
      return (
        counted.some((c) => c.id === row.id) &&
        expected.length === actual.length &&
        timingSafeEqual(expected, actual)
      );
    });
    if (!match) {
      await recordWrongGuess(tx, { phone, purpose: input.purpose }, caller, deps, now);
      return 'wrong';
    }
    if (!match.verifiedAt) {
      await tx.update(phoneCodes).set({ verifiedAt: now }).where(eq(phoneCodes.id, match.id));
    }
    return 'verified';
  });
  if (outcome === 'verified') {
    return { verified: true };
  }
  if (outcome instanceof AppError) {
    throw outcome;
  }
  if (outcome === 'spent') {
    throw PHONE_CODE_ERRORS.tooManyAttempts();
  }
  if (outcome === 'expired') {
    throw PHONE_CODE_ERRORS.expired();
  }
  throw PHONE_CODE_ERRORS.mismatch();
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
  if (!latest) {
    return false;
  }
  const [consumed] = await db
    .update(phoneCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  if (consumed) {
    // Using one code ends the phone's other codes of the purpose: a second SMS of the same sitting
    // cannot be used again afterwards.
    await db
      .update(phoneCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(phoneCodes.phone, normalizePhone(input.phone)),
          eq(phoneCodes.purpose, input.purpose),
          isNull(phoneCodes.consumedAt),
        ),
      );
  }
  return Boolean(consumed);
}
