// The same mistake gets the same Korean message on every call that can make it (issue 9 item 11):
// letters in a phone, a too long address, a bank account of letters or of the wrong length; and what one
// call accepts as a phone, every call accepts (a number typed with spaces verifies and signs up).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, BANK_AUTH_MESSAGES, PROFILE_MESSAGES, SIGNUP_MESSAGES } from '@autobid/shared';
import { createDealer } from './factories';
import { lastSmsCode } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('same mistake, same message', () => {
  let ctx: TestContext;
  let dealerHeaders: Record<string, string>;
  let applicantHeaders: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    dealerHeaders = await ctx.auth((await createDealer(ctx.db, { isBankAccountAuth: false })).id);
    applicantHeaders = await ctx.auth((await createDealer(ctx.db, { status: 'REJECTED' })).id);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, message: res.json<{ message: string }>().message };
  };

  /** A complete sign-up record (re-application sends the same minus username and password). */
  const application = (phoneNumber: string, overrides: Record<string, unknown> = {}) => ({
    username: `same${Math.random().toString(36).slice(2, 10)}`,
    password: 'secret12',
    passwordConfirm: 'secret12',
    phoneNumber,
    email: 'a@b.kr',
    name: '가나다',
    image: '/uploads/a.png',
    businessCard: '/uploads/b.png',
    agencyName: '상사',
    agencyNumber: '0212345678',
    agencyAddress: '서울특별시 강남구 역삼동 1',
    agencyAddressDetail: '1층',
    agencyRegistrationImage: '/uploads/c.pdf',
    businessNumber: '1248100998',
    position: '',
    ...overrides,
  });

  const phoneCalls = (phone: string) => [
    send('POST', '/v1/dealers', application(phone)),
    send('PUT', '/v1/dealers/me/application', application(phone), applicantHeaders),
    send('POST', '/v1/dealers/auth/phone/request', { phone }),
    send('POST', '/v1/dealers/auth/phone/confirm', { phone, authCode: '1234' }),
    send('POST', '/v1/public/dealers/find/id-request', { phone }),
    send('POST', '/v1/public/dealers/find/password-request', { username: 'someone1', phone }),
    send('POST', '/v1/sellers/auth/phone/request', { phone }),
    send('POST', '/v1/dealers/me/phone/request', { phone }, dealerHeaders),
    send('PUT', '/v1/dealers/me', { phoneNumber: phone, email: 'a@b.kr', name: '가' }, dealerHeaders),
  ];

  it.each(['abcd', '010-abcd-5678', '010 1234 567x'])(
    'a phone with letters (%s) is a format mistake everywhere',
    async (phone) => {
      for (const answer of await Promise.all(phoneCalls(phone))) {
        expect(answer).toEqual({ status: 400, message: SIGNUP_MESSAGES.phoneFormat });
      }
    },
  );

  it('an empty phone is a missing phone everywhere', async () => {
    for (const answer of await Promise.all(phoneCalls(''))) {
      expect(answer).toEqual({ status: 400, message: SIGNUP_MESSAGES.phoneRequired });
    }
  });

  it('a phone typed with spaces verifies its code and signs up with it', async () => {
    const phone = '010 3456 7890';
    expect((await send('POST', '/v1/dealers/auth/phone/request', { phone })).status).toBe(200);
    const authCode = await lastSmsCode(ctx.db, '01034567890');
    expect((await send('POST', '/v1/dealers/auth/phone/confirm', { phone, authCode })).status).toBe(200);
    // The files are not the grant's, so the record passes every field check and stops at the files.
    expect(await send('POST', '/v1/dealers', application(phone))).toEqual({
      status: 400,
      message: PROFILE_MESSAGES.imageInvalid,
    });
  });

  it('a phone typed with spaces is a well-formed phone at re-application', async () => {
    const dealer = await createDealer(ctx.db, { status: 'REJECTED', phoneNumber: '01045678901' });
    const res = await send(
      'PUT',
      '/v1/dealers/me/application',
      application('010 4567 8901', { businessCard: '', agencyRegistrationImage: '' }),
      await ctx.auth(dealer.id),
    );
    expect(res).toEqual({ status: 400, message: SIGNUP_MESSAGES.businessCardRequired });
  });

  it('a too long address: the coordinates lookup says what the sign-up form says', async () => {
    const address = `서울특별시 강남구 ${'가'.repeat(300)}`;
    expect(await send('GET', `/v1/maps/coordinates?address=${encodeURIComponent(address)}`)).toEqual({
      status: 400,
      message: SIGNUP_MESSAGES.tooLong,
    });
    const signup = await send('POST', '/v1/dealers', application('01011112222', { agencyAddress: address }));
    expect(signup).toEqual({ status: 400, message: SIGNUP_MESSAGES.tooLong });
  });

  it.each([
    ['12a4567890', ACCOUNT_MESSAGES.bankAccountFormat],
    ['12345', BANK_AUTH_MESSAGES.accountLength],
    ['1234567', BANK_AUTH_MESSAGES.accountLength],
    ['1'.repeat(21), BANK_AUTH_MESSAGES.accountLength],
  ])('bank account %s answers %s', async (bankAccountNumber, message) => {
    expect(
      await send(
        'POST',
        '/v1/dealers/bank-account/auth/step1',
        { bankAccountNumber, bankCode: '004' },
        dealerHeaders,
      ),
    ).toEqual({ status: 400, message });
  });
});
