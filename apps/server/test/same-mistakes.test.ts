// The same mistake gets the same Korean message on every call that can make it:
// letters in a phone, a too long address, a bank account of letters or of the wrong length; and what one
// call accepts as a phone, every call accepts (a number typed with spaces verifies and signs up).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  api,
  BANK_AUTH_MESSAGES,
  PROFILE_MESSAGES,
  SIGNUP_MESSAGES,
  type RouteInput,
} from '@autobid/shared';
import { createDealer } from './factories';
import { lastSmsCode } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('same mistake, same message', () => {
  let ctx: TestContext;
  let dealerId: number;
  let applicantId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    dealerId = (await createDealer(ctx.db, { isBankAccountAuth: false })).id;
    applicantId = (await createDealer(ctx.db, { status: 'REJECTED' })).id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A complete sign-up record (re-application sends the same minus username and password). */
  const application = (
    phoneNumber: string,
    overrides: Partial<RouteInput<typeof api.dealers.signup>['body']> = {},
  ) => ({
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
    ctx.call(api.dealers.signup, { body: application(phone) }),
    ctx.call(api.dealers.reapply, { body: application(phone) }, applicantId),
    ctx.call(api.dealers.requestSignupCode, { body: { phone } }),
    ctx.call(api.dealers.confirmSignupCode, { body: { phone, authCode: '1234' } }),
    ctx.call(api.dealers.requestFindId, { body: { phone } }),
    ctx.call(api.dealers.requestFindPassword, { body: { username: 'someone1', phone } }),
    ctx.call(api.sellers.requestCode, { body: { phone } }),
    ctx.call(api.dealers.requestPhoneChange, { body: { phone } }, dealerId),
    ctx.call(
      api.dealers.updateProfile,
      { body: { phoneNumber: phone, email: 'a@b.kr', name: '가' } },
      dealerId,
    ),
  ];

  it.each(['abcd', '010-abcd-5678', '010 1234 567x'])(
    'a phone with letters (%s) is a format mistake everywhere',
    async (phone) => {
      for (const answer of await Promise.all(phoneCalls(phone))) {
        expect(answer).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.phoneFormat });
      }
    },
  );

  it('an empty phone is a missing phone everywhere', async () => {
    for (const answer of await Promise.all(phoneCalls(''))) {
      expect(answer).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.phoneRequired });
    }
  });

  it('a phone typed with spaces verifies its code and signs up with it', async () => {
    const phone = '010 3456 7890';
    expect((await ctx.call(api.dealers.requestSignupCode, { body: { phone } })).status).toBe(200);
    const authCode = await lastSmsCode(ctx.db, '01034567890');
    expect((await ctx.call(api.dealers.confirmSignupCode, { body: { phone, authCode } })).status).toBe(200);
    // The files are not the grant's, so the record passes every field check and stops at the files.
    expect(await ctx.call(api.dealers.signup, { body: application(phone) })).toMatchObject({
      status: 400,
      message: PROFILE_MESSAGES.imageInvalid,
    });
  });

  it('a phone typed with spaces is a well-formed phone at re-application', async () => {
    const dealer = await createDealer(ctx.db, { status: 'REJECTED', phoneNumber: '01045678901' });
    const res = await ctx.call(
      api.dealers.reapply,
      { body: application('010 4567 8901', { businessCard: '', agencyRegistrationImage: '' }) },
      dealer.id,
    );
    expect(res).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.businessCardRequired });
  });

  it('a too long address: the coordinates lookup says what the sign-up form says', async () => {
    const address = `서울특별시 강남구 ${'가'.repeat(300)}`;
    expect(await ctx.call(api.maps.coordinates, { query: { address } })).toMatchObject({
      status: 400,
      message: SIGNUP_MESSAGES.tooLong,
    });
    const signup = await ctx.call(api.dealers.signup, {
      body: application('01011112222', { agencyAddress: address }),
    });
    expect(signup).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.tooLong });
  });

  it.each([
    ['12a4567890', ACCOUNT_MESSAGES.bankAccountFormat],
    ['12345', BANK_AUTH_MESSAGES.accountLength],
    ['1234567', BANK_AUTH_MESSAGES.accountLength],
    ['1'.repeat(21), BANK_AUTH_MESSAGES.accountLength],
  ])('bank account %s answers %s', async (bankAccountNumber, message) => {
    expect(
      await ctx.call(api.dealers.bankAuthStep1, { body: { bankAccountNumber, bankCode: '004' } }, dealerId),
    ).toMatchObject({ status: 400, message });
  });
});
