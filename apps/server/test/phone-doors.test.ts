// One phone rule at every door (docs/domain.md "Dealers"): a number typed with spaces, with hyphens or as
// digits is the same number at every call that takes a phone: the code goes to its digits, the account is
// found by them and they are what is stored.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, maskPhone } from '@autobid/shared';
import { dealers, notificationOutbox, phoneCodes, sellers } from '../src/db/schema';
import { createDealer, createOperator, createUploadedFile } from './factories';
import { lastSmsCode } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

/** A mobile number's 11 digits as a person may type them. */
const TYPINGS: [string, (digits: string) => string][] = [
  ['spaces', (d) => `${d.slice(0, 3)} ${d.slice(3, 7)} ${d.slice(7)}`],
  ['hyphens', (d) => `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`],
  ['digits', (d) => d],
];

describe.each(TYPINGS)('a phone typed with %s', (_typing, typed) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const SIGNUP = '01012345678';
  const PROFILE_OLD = '01022223333';
  const PROFILE_NEW = '01044445555';
  const SELLER = '01066667777';
  const username = 'phonedoor1';

  it('signs up: the code goes to the digits, the verified digits sign up and are stored', async () => {
    expect((await ctx.call(api.dealers.requestSignupCode, { body: { phone: typed(SIGNUP) } })).status).toBe(
      200,
    );
    const authCode = await lastSmsCode(ctx.db, SIGNUP);
    const confirmed = await ctx.call(api.dealers.confirmSignupCode, {
      body: { phone: typed(SIGNUP), authCode },
    });
    expect(confirmed.status).toBe(200);
    const [verification] = await ctx.db
      .select({ id: phoneCodes.id })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, SIGNUP), eq(phoneCodes.purpose, 'SIGNUP')))
      .orderBy(desc(phoneCodes.id))
      .limit(1);
    const owner = { type: 'SIGNUP' as const, id: verification!.id };
    const body = {
      username,
      password: 'secret12',
      passwordConfirm: 'secret12',
      phoneNumber: typed(SIGNUP),
      email: 'door@example.com',
      name: '홍길동',
      image: await createUploadedFile(ctx.db, { owner }),
      businessCard: await createUploadedFile(ctx.db, { owner }),
      agencyName: '길동상사',
      agencyNumber: '0212345678',
      agencyAddress: '서울특별시 강남구 역삼동 1',
      agencyAddressDetail: '2층',
      agencyRegistrationImage: await createUploadedFile(ctx.db, { owner }),
      businessNumber: '124-81-00998',
      position: '',
    };
    const signup = await ctx.call(api.dealers.signup, { body });
    expect(signup.status, signup.message).toBe(201);
    const [row] = await ctx.db.select().from(dealers).where(eq(dealers.username, username));
    expect(row?.phoneNumber).toBe(SIGNUP);
  });

  it('a second sign-up code for the registered number is refused, however it is typed', async () => {
    const again = await ctx.call(api.dealers.requestSignupCode, { body: { phone: typed(SIGNUP) } });
    expect(again.errorCode).toBe('PHONE_TAKEN');
  });

  it('finds the id by the digits', async () => {
    expect((await ctx.call(api.dealers.requestFindId, { body: { phone: typed(SIGNUP) } })).status).toBe(200);
    const code = await lastSmsCode(ctx.db, SIGNUP);
    const found = await ctx.call(api.dealers.confirmFindId, {
      body: { name: '홍길동', phone: typed(SIGNUP), code },
    });
    expect(found.data).toBe(username);
  });

  it('finds the password by the digits and changes it', async () => {
    const phone = typed(SIGNUP);
    expect((await ctx.call(api.dealers.requestFindPassword, { body: { username, phone } })).status).toBe(200);
    const code = await lastSmsCode(ctx.db, SIGNUP);
    const confirmed = await ctx.call(api.dealers.confirmFindPassword, { body: { username, phone, code } });
    expect(confirmed.data).toEqual({ verified: true });
    const changed = await ctx.call(api.dealers.resetPassword, {
      body: { username, phone, code, newPassword: 'newsecret1' },
    });
    expect(changed.status, changed.message).toBe(200);
    const login = await ctx.call(api.dealers.login, { body: { username, password: 'newsecret1' } });
    expect(login.status, login.message).toBe(200);
  });

  it('the profile: the number on file needs no code, a new one is verified and stored as digits', async () => {
    const dealer = await createDealer(ctx.db, { phoneNumber: PROFILE_OLD });
    const profile = { email: 'door@example.com', name: dealer.name };
    const same = await ctx.call(
      api.dealers.updateProfile,
      { body: { ...profile, phoneNumber: typed(PROFILE_OLD) } },
      dealer.id,
    );
    expect(same.status, same.message).toBe(200);

    const phone = typed(PROFILE_NEW);
    expect((await ctx.call(api.dealers.requestPhoneChange, { body: { phone } }, dealer.id)).status).toBe(200);
    const authCode = await lastSmsCode(ctx.db, PROFILE_NEW);
    expect(
      (await ctx.call(api.dealers.confirmPhoneChange, { body: { phone, authCode } }, dealer.id)).status,
    ).toBe(200);
    const changed = await ctx.call(
      api.dealers.updateProfile,
      { body: { ...profile, phoneNumber: phone } },
      dealer.id,
    );
    expect(changed.status, changed.message).toBe(200);
    const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row?.phoneNumber).toBe(PROFILE_NEW);
  });

  it('the seller logs in with the digits', async () => {
    const phone = typed(SELLER);
    expect((await ctx.call(api.sellers.requestCode, { body: { phone } })).status).toBe(200);
    const authCode = await lastSmsCode(ctx.db, SELLER);
    const login = await ctx.call(api.sellers.login, { body: { phone, authCode } });
    expect(login.status, login.message).toBe(200);
    const [row] = await ctx.db.select().from(sellers).where(eq(sellers.phoneNumber, SELLER));
    expect(row).toBeDefined();
  });

  it("the console's outbox finds the messages by the digits", async () => {
    const operator = await createOperator(ctx.db, { role: 'STAFF' });
    const res = await ctx.call(api.consoleOutbox.list, { query: { phone: typed(SELLER) } }, operator.id);
    const items = res.data.items;
    expect(items.length).toBeGreaterThan(0);
    // The search takes the digits however typed; the answer masks the recipients (docs/domain.md
    // "Contact relay"), so the messages found are compared by id with those sent to the number.
    const sent = await ctx.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, SELLER));
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      sent.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(new Set(items.map((item) => item.recipient))).toEqual(new Set([maskPhone(SELLER)]));
  });
});
