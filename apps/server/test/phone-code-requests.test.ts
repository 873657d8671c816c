// Phone codes asked twice (a double tap, a resend): every code sent stays valid until it is used or expires
// (docs/domain.md "Dealers", phone codes), whichever SMS the person reads, also when the requests race.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, api, PHONE_CODE_MAX_ATTEMPTS } from '@autobid/shared';
import { notificationOutbox } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('phone code requests', () => {
  let ctx: TestContext;
  let nextPhone = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const newPhone = () => `0107700${String(1000 + nextPhone++).slice(-4)}`;
  const requestCode = (phone: string) => ctx.call(api.sellers.requestCode, { body: { phone } });
  const login = (phone: string, authCode: string) =>
    ctx.call(api.sellers.login, { body: { phone, authCode } });
  /** Every code texted to the phone, oldest first. */
  const smsCodes = async (phone: string) => {
    const rows = await ctx.db
      .select({ body: notificationOutbox.body })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'SMS'), eq(notificationOutbox.recipient, phone)))
      .orderBy(asc(notificationOutbox.id));
    return rows.map((row) => /인증번호 \[(\d{4})\]/.exec(row.body)?.[1] ?? '');
  };
  const wrongFor = (codes: string[]) =>
    ['0000', '1111', '2222', '3333'].find((guess) => !codes.includes(guess))!;

  it('two requests at once both answer, and the first code texted still logs in', async () => {
    const phone = newPhone();
    const answers = await Promise.all([requestCode(phone), requestCode(phone)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const codes = await smsCodes(phone);
    expect(codes).toHaveLength(2);
    const first = await login(phone, codes[0]!);
    expect(first.status, first.message).toBe(200);
    // Using one code ends the sitting: the other SMS cannot sign in again.
    const again = await login(phone, codes[1]!);
    expect(again.status).toBe(400);
  });

  it('a code stays valid after a newer one was sent, until it expires', async () => {
    const phone = newPhone();
    await requestCode(phone);
    ctx.clock.advance(60_000);
    await requestCode(phone);
    const [older, newer] = await smsCodes(phone);
    expect((await login(phone, older!)).status).toBe(200);

    const late = newPhone();
    await requestCode(late);
    ctx.clock.advance(2 * 60_000);
    await requestCode(late);
    ctx.clock.advance(60_000 + 1);
    // The first code's 3 minutes are over; the second one's are not.
    const [expired, live] = await smsCodes(late);
    if (expired !== live) {
      expect((await login(late, expired!)).status).toBe(400);
    }
    expect((await login(late, live!)).status).toBe(200);
    expect(newer).toMatch(/^\d{4}$/);
  });

  it('a wrong guess counts against every live code: no extra tries by asking twice', async () => {
    const phone = newPhone();
    await requestCode(phone);
    await requestCode(phone);
    const codes = await smsCodes(phone);
    const wrong = wrongFor(codes);
    for (let i = 0; i < PHONE_CODE_MAX_ATTEMPTS; i++) {
      expect((await login(phone, wrong)).message).toBe(ACCOUNT_MESSAGES.phoneCodeMismatch);
    }
    const spent = await login(phone, codes[0]!);
    expect(spent.status).toBe(429);
    expect(spent.message).toBe(ACCOUNT_MESSAGES.phoneCodeTooManyAttempts);
    expect((await login(phone, codes[1]!)).status).toBe(429);
  });
});
