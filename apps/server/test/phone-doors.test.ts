// One phone rule at every door (docs/domain.md "Dealers"): a number typed with spaces, with hyphens or as
// digits is the same number at every call that takes a phone: the code goes to its digits, the account is
// found by them and they are what is stored.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, phoneCodes, sellers } from '../src/db/schema';
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

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const dataOf = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

  const SIGNUP = '01012345678';
  const PROFILE_OLD = '01022223333';
  const PROFILE_NEW = '01044445555';
  const SELLER = '01066667777';
  const username = 'phonedoor1';

  it('signs up: the code goes to the digits, the verified digits sign up and are stored', async () => {
    expect((await send('POST', '/v1/dealers/auth/phone/request', { phone: typed(SIGNUP) })).statusCode).toBe(
      200,
    );
    const authCode = await lastSmsCode(ctx.db, SIGNUP);
    const confirmed = await send('POST', '/v1/dealers/auth/phone/confirm', {
      phone: typed(SIGNUP),
      authCode,
    });
    expect(confirmed.statusCode).toBe(200);
    const [verification] = await ctx.db
      .select({ id: phoneCodes.id })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, SIGNUP), eq(phoneCodes.purpose, 'SIGNUP')))
      .orderBy(desc(phoneCodes.id))
      .limit(1);
    const owner = { type: 'SIGNUP' as const, id: verification!.id };
    const signup = await send('POST', '/v1/dealers', {
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
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const [row] = await ctx.db.select().from(dealers).where(eq(dealers.username, username));
    expect(row?.phoneNumber).toBe(SIGNUP);
  });

  it('a second sign-up code for the registered number is refused, however it is typed', async () => {
    const again = await send('POST', '/v1/dealers/auth/phone/request', { phone: typed(SIGNUP) });
    expect(again.json()).toMatchObject({ errorCode: 'PHONE_TAKEN' });
  });

  it('finds the id by the digits', async () => {
    expect(
      (await send('POST', '/v1/public/dealers/find/id-request', { phone: typed(SIGNUP) })).statusCode,
    ).toBe(200);
    const code = await lastSmsCode(ctx.db, SIGNUP);
    const found = await send('POST', '/v1/public/dealers/find/id-confirm', {
      name: '홍길동',
      phone: typed(SIGNUP),
      code,
    });
    expect(dataOf<string>(found)).toBe(username);
  });

  it('finds the password by the digits and changes it', async () => {
    const phone = typed(SIGNUP);
    expect(
      (await send('POST', '/v1/public/dealers/find/password-request', { username, phone })).statusCode,
    ).toBe(200);
    const code = await lastSmsCode(ctx.db, SIGNUP);
    const confirmed = await send('POST', '/v1/public/dealers/find/password-confirm', {
      username,
      phone,
      code,
    });
    expect(dataOf(confirmed)).toEqual({ verified: true });
    const changed = await send('POST', '/v1/public/dealers/find/password-change', {
      username,
      phone,
      code,
      newPassword: 'newsecret1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const login = await send('POST', '/v1/dealers/login', { username, password: 'newsecret1' });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('the profile: the number on file needs no code, a new one is verified and stored as digits', async () => {
    const dealer = await createDealer(ctx.db, { phoneNumber: PROFILE_OLD });
    const headers = await ctx.auth(dealer.id);
    const profile = { email: 'door@example.com', name: dealer.name };
    const same = await send(
      'PUT',
      '/v1/dealers/me',
      { ...profile, phoneNumber: typed(PROFILE_OLD) },
      headers,
    );
    expect(same.statusCode, same.body).toBe(200);

    const phone = typed(PROFILE_NEW);
    expect((await send('POST', '/v1/dealers/me/phone/request', { phone }, headers)).statusCode).toBe(200);
    const authCode = await lastSmsCode(ctx.db, PROFILE_NEW);
    expect(
      (await send('POST', '/v1/dealers/me/phone/confirm', { phone, authCode }, headers)).statusCode,
    ).toBe(200);
    const changed = await send('PUT', '/v1/dealers/me', { ...profile, phoneNumber: phone }, headers);
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row?.phoneNumber).toBe(PROFILE_NEW);
  });

  it('the seller logs in with the digits', async () => {
    const phone = typed(SELLER);
    expect((await send('POST', '/v1/sellers/auth/phone/request', { phone })).statusCode).toBe(200);
    const authCode = await lastSmsCode(ctx.db, SELLER);
    const login = await send('POST', '/v1/sellers/login', { phone, authCode });
    expect(login.statusCode, login.body).toBe(200);
    const [row] = await ctx.db.select().from(sellers).where(eq(sellers.phoneNumber, SELLER));
    expect(row).toBeDefined();
  });

  it("the console's outbox finds the messages by the digits", async () => {
    const headers = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    const res = await send(
      'GET',
      `/v1/admin/outbox?phone=${encodeURIComponent(typed(SELLER))}`,
      undefined,
      headers,
    );
    const items = dataOf<{ items: { recipient: string }[] }>(res).items;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.recipient))).toEqual(new Set([SELLER]));
  });
});
