// Account calls: profile and password change, bank-account verification, find id / password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type RouteInput } from '@autobid/shared';
import { bankCodes } from '../src/db/schema';
import { BANK_MEMO_WORDS } from '../src/providers/bank-account';
import { createDealer, createUploadedFile, DEFAULT_PASSWORD } from './factories';
import { lastOutboxBody, lastSmsCode as lastSmsCodeIn } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

let phoneSeq = 0;
/** Phones no factory dealer uses (the factory numbers start with the current time). */
const freshPhone = () =>
  `0199${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

describe('account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const login = (username: string, password: string) =>
    ctx.call(api.dealers.login, { body: { username, password } }).then((r) => r.status);

  /** What the user reads on the phone: the latest SMS to that number. */
  const lastSmsCode = (phone: string) => lastSmsCodeIn(ctx.db, phone);

  /** What the dealer reads in the banking app: the latest 1-won transfer memo to that account. */
  async function lastBankMemo(account: string): Promise<string> {
    const body = await lastOutboxBody(ctx.db, 'BANK', account);
    const memo = /^\[오토비드\] 1원 입금 확인 문구: ([가-힣]{4})$/.exec(body)?.[1];
    if (!memo) {
      throw new Error(`no bank memo for ${account}: ${body}`);
    }
    return memo;
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  describe('PUT /v1/dealers/me', () => {
    const valid = { phoneNumber: '010-2222-3333', email: 'new@example.com', name: '박새이름' };

    it('needs a dealer token', async () => {
      expect((await ctx.call(api.dealers.updateProfile, { body: valid })).status).toBe(401);
    });

    it.each([
      [{ phoneNumber: '' }, '전화번호를 입력해주세요', 'VALIDATION_FAILED'],
      [{ phoneNumber: undefined }, '전화번호를 입력해주세요', 'VALIDATION_FAILED'],
      [{ phoneNumber: '02-123-4567' }, '전화번호 형식이 올바르지 않습니다', 'VALIDATION_FAILED'],
      [{ email: '' }, '이메일을 입력해주세요', 'VALIDATION_FAILED'],
      [{ email: 'not-an-email' }, '이메일 형식이 올바르지 않습니다', 'VALIDATION_FAILED'],
      [{ name: '  ' }, '이름을 입력해주세요', 'VALIDATION_FAILED'],
      [{ image: 'javascript:alert(1)' }, '이미지 주소가 올바르지 않습니다.', 'INVALID_IMAGE'],
    ])('rejects %o with its message', async (patch, message, errorCode) => {
      const dealer = await createDealer(ctx.db);
      const res = await ctx.call(
        api.dealers.updateProfile,
        { body: { ...valid, ...patch } as typeof valid },
        dealer.id,
      );
      expect(res.status).toBe(400);
      expect(res).toMatchObject({ status: 400, message, data: null, errorCode });
    });

    it('updates email, position and image (a file this dealer uploaded); the same phone needs no code', async () => {
      const dealer = await createDealer(ctx.db, { position: '팀장', image: '/uploads/old.png' });
      const image = await createUploadedFile(ctx.db, { dealerId: dealer.id });
      const res = await ctx.call(
        api.dealers.updateProfile,
        { body: { ...valid, name: dealer.name, phoneNumber: dealer.phoneNumber, position: '실장', image } },
        dealer.id,
      );
      expect(res.status).toBe(200);
      const profile = (await ctx.call(api.dealers.profile, {}, dealer.id)).data;
      expect(profile).toMatchObject({
        phoneNumber: dealer.phoneNumber,
        email: 'new@example.com',
        name: dealer.name,
        position: '실장',
        image,
        username: dealer.username,
        status: 'APPROVED',
      });
      expect(res.data).toEqual(profile);
    });

    it('keeps position and image when they are left out', async () => {
      const dealer = await createDealer(ctx.db, { position: '팀장', image: '/uploads/keep.png' });
      const same = { ...valid, phoneNumber: dealer.phoneNumber };
      expect((await ctx.call(api.dealers.updateProfile, { body: same }, dealer.id)).status).toBe(200);
      const profile = (await ctx.call(api.dealers.profile, {}, dealer.id)).data;
      expect(profile).toMatchObject({ position: '팀장', image: '/uploads/keep.png' });
    });
  });

  describe('PUT /v1/dealers/me/password', () => {
    it('rejects a missing current password, a short new one and a wrong current one', async () => {
      const dealer = await createDealer(ctx.db);
      const missing = await ctx.call(
        api.dealers.changePassword,
        // A body the schema refuses, sent as it is.
        { body: { newPassword: 'abcdef1' } as never },
        dealer.id,
      );
      expect(missing).toMatchObject({ status: 400, message: '현재 비밀번호를 입력해주세요.' });
      const short = await ctx.call(
        api.dealers.changePassword,
        { body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'ab c d e' } },
        dealer.id,
      );
      expect(short).toMatchObject({ status: 400, message: '6자 이상 입력해주세요' });
      const wrong = await ctx.call(
        api.dealers.changePassword,
        { body: { currentPassword: 'not-my-password', newPassword: 'abcdef1' } },
        dealer.id,
      );
      expect(wrong).toMatchObject({ status: 400, message: '현재 비밀번호가 일치하지 않습니다.' });
      expect(await login(dealer.username, DEFAULT_PASSWORD)).toBe(200);
    });

    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const dealer = await createDealer(ctx.db);
      const res = await ctx.call(
        api.dealers.changePassword,
        { body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'new pass 9' } },
        dealer.id,
      );
      expect(res.status).toBe(200);
      expect(typeof (res.data as { accessToken?: unknown }).accessToken).toBe('string');
      expect(await login(dealer.username, 'newpass9')).toBe(200);
      expect(await login(dealer.username, DEFAULT_PASSWORD)).toBe(401);
    });
  });

  describe('bank-account verification', () => {
    let bank: { code: string; name: string };
    beforeAll(async () => {
      const [first] = await ctx.db.select().from(bankCodes).limit(1);
      if (!first) {
        throw new Error('no bank codes seeded');
      }
      bank = first;
    });
    let accountSeq = 0;
    const freshAccount = () =>
      `3020${String(process.pid % 10_000).padStart(4, '0')}${String(++accountSeq).padStart(4, '0')}`;
    const step1 = (dealerId: number, body: RouteInput<typeof api.dealers.bankAuthStep1>['body']) =>
      ctx.call(api.dealers.bankAuthStep1, { body }, dealerId);
    const step2 = (dealerId: number, content: string) =>
      ctx.call(api.dealers.bankAuthStep2, { body: { content } }, dealerId);

    it('every memo word is four Hangul syllables', () => {
      for (const word of BANK_MEMO_WORDS) {
        expect(word).toMatch(/^[가-힣]{4}$/);
      }
    });

    it('needs a dealer token', async () => {
      const res = await ctx.call(api.dealers.bankAuthStep1, {
        body: { bankCode: bank.code, bankAccountNumber: freshAccount() },
      });
      expect(res.status).toBe(401);
    });

    it('rejects an unknown bank, a non-digit account and a wrong length', async () => {
      const dealer = await createDealer(ctx.db, { isBankAccountAuth: false });
      expect(await step1(dealer.id, { bankCode: 'ZZZ', bankAccountNumber: freshAccount() })).toMatchObject({
        status: 400,
        message: '존재하지 않는 은행입니다. 은행을 다시 선택해주세요.',
      });
      expect(
        await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: '123-456-7890' }),
      ).toMatchObject({
        status: 400,
        message: '계좌번호는 숫자만 입력해주세요.',
      });
      expect(await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: '1234567' })).toMatchObject({
        status: 400,
        message: '계좌번호는 숫자 8~20자리로 입력해주세요.',
      });
      expect(await step2(dealer.id, '사과나무')).toMatchObject({
        status: 400,
        message: '계좌 인증을 먼저 요청해주세요.',
      });
    });

    it('wrong word, then the right one: verified for good, and step 1 answers 409', async () => {
      const dealer = await createDealer(ctx.db, { isBankAccountAuth: false });
      const account = freshAccount();
      const first = await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: account });
      expect(first.status).toBe(200);
      const memo = await lastBankMemo(account);
      const other = BANK_MEMO_WORDS.find((w) => w !== memo) ?? '가나다라';
      expect(await step2(dealer.id, other)).toMatchObject({
        status: 400,
        message: '인증 문구가 일치하지 않습니다.',
      });
      expect(await step2(dealer.id, 'abc')).toMatchObject({
        status: 400,
        message: '인증 문구 4자리를 입력해주세요.',
      });
      // Surrounding spaces from copy and paste do not count.
      expect(await step2(dealer.id, ` ${memo} `)).toMatchObject({
        status: 200,
        data: { isBankAccountAuth: true },
      });
      const profile = (await ctx.call(api.dealers.profile, {}, dealer.id)).data;
      expect(profile).toMatchObject({ isBankAccountAuth: true, bankAccountNumber: account });
      expect(
        await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: freshAccount() }),
      ).toMatchObject({
        status: 409,
        message: '이미 계좌 인증이 완료되었습니다.',
      });
      expect((await step2(dealer.id, memo)).status).toBe(409);
    });

    it('allows 5 attempts per word and expires after 10 minutes', async () => {
      const dealer = await createDealer(ctx.db, { isBankAccountAuth: false });
      const account = freshAccount();
      expect((await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: account })).status).toBe(200);
      const memo = await lastBankMemo(account);
      const other = BANK_MEMO_WORDS.find((w) => w !== memo) ?? '가나다라';
      for (let i = 0; i < 5; i++) {
        expect((await step2(dealer.id, other)).status).toBe(400);
      }
      expect(await step2(dealer.id, memo)).toMatchObject({
        status: 429,
        message: '인증 시도 횟수를 초과했습니다. 계좌 인증을 다시 요청해주세요.',
      });

      expect((await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: account })).status).toBe(200);
      const next = await lastBankMemo(account);
      ctx.clock.advance(10 * 60_000);
      try {
        expect(await step2(dealer.id, next)).toMatchObject({
          status: 400,
          message: '인증 시간이 만료되었습니다. 계좌 인증을 다시 요청해주세요.',
        });
      } finally {
        ctx.clock.advance(-10 * 60_000);
      }
    });

    it('limits step 1 to 5 per dealer per hour', async () => {
      const dealer = await createDealer(ctx.db, { isBankAccountAuth: false });
      for (let i = 0; i < 5; i++) {
        expect(
          (await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: freshAccount() })).status,
        ).toBe(200);
      }
      expect(
        await step1(dealer.id, { bankCode: bank.code, bankAccountNumber: freshAccount() }),
      ).toMatchObject({
        status: 429,
        message: '계좌 인증 요청 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.',
      });
    });
  });

  describe('find id', () => {
    it('answers the username once the code is right, and the code works only once', async () => {
      const phone = freshPhone();
      const dealer = await createDealer(ctx.db, { name: '최찾기', phoneNumber: phone });
      const requested = await ctx.call(api.dealers.requestFindId, {
        body: {
          phone: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
        },
      });
      expect(requested.status).toBe(200);
      expect(requested.data).toEqual({ expiresAt: expect.any(String) as string });
      const code = await lastSmsCode(phone);

      expect(
        await ctx.call(api.dealers.confirmFindId, {
          body: {
            name: '최찾기',
            phone,
            code: wrongCode(code),
          },
        }),
      ).toMatchObject({ status: 400, message: '인증번호가 일치하지 않습니다.' });
      expect(
        await ctx.call(api.dealers.confirmFindId, { body: { name: '최찾기', phone, code } }),
      ).toMatchObject({
        status: 200,
        data: dealer.username,
      });
      // Used up: the same code cannot be replayed with other names.
      expect(
        (await ctx.call(api.dealers.confirmFindId, { body: { name: '다른이름', phone, code } })).status,
      ).toBe(400);
    });

    it('answers "-1" when no dealer has that name and phone, without revealing it at the request', async () => {
      const phone = freshPhone();
      await createDealer(ctx.db, { name: '정실제', phoneNumber: phone });
      expect((await ctx.call(api.dealers.requestFindId, { body: { phone } })).status).toBe(200);
      const code = await lastSmsCode(phone);
      expect(
        await ctx.call(api.dealers.confirmFindId, { body: { name: '정가짜', phone, code } }),
      ).toMatchObject({
        status: 200,
        data: '-1',
      });

      const nobody = freshPhone();
      const res = await ctx.call(api.dealers.requestFindId, { body: { phone: nobody } });
      expect(res.status).toBe(200);
      const nobodyCode = await lastSmsCode(nobody);
      expect(
        await ctx.call(api.dealers.confirmFindId, {
          body: {
            name: '정실제',
            phone: nobody,
            code: nobodyCode,
          },
        }),
      ).toMatchObject({ status: 200, data: '-1' });
    });

    it('keeps the code after a lookup that found nobody: the corrected name finds the id with it, then it is used up', async () => {
      const phone = freshPhone();
      const dealer = await createDealer(ctx.db, { name: '박재시', phoneNumber: phone });
      expect((await ctx.call(api.dealers.requestFindId, { body: { phone } })).status).toBe(200);
      const code = await lastSmsCode(phone);
      expect(
        await ctx.call(api.dealers.confirmFindId, { body: { name: '박재시도', phone, code } }),
      ).toMatchObject({ status: 200, data: '-1' });
      expect(
        await ctx.call(api.dealers.confirmFindId, { body: { name: '박재시', phone, code } }),
      ).toMatchObject({ status: 200, data: dealer.username });
      expect(
        (await ctx.call(api.dealers.confirmFindId, { body: { name: '박재시', phone, code } })).status,
      ).toBe(400);
    });

    it('still caps the tries of one code at 5, found or not', async () => {
      const phone = freshPhone();
      await createDealer(ctx.db, { name: '송다섯', phoneNumber: phone });
      expect((await ctx.call(api.dealers.requestFindId, { body: { phone } })).status).toBe(200);
      const code = await lastSmsCode(phone);
      for (let i = 0; i < 5; i++) {
        expect(
          await ctx.call(api.dealers.confirmFindId, { body: { name: `이름${i}`, phone, code } }),
        ).toMatchObject({ status: 200, data: '-1' });
      }
      expect(
        (await ctx.call(api.dealers.confirmFindId, { body: { name: '송다섯', phone, code } })).status,
      ).toBe(429);
    });

    it('validates the phone and the code format', async () => {
      expect(await ctx.call(api.dealers.requestFindId, { body: { phone: '' } })).toMatchObject({
        status: 400,
        message: '전화번호를 입력해주세요',
      });
      expect(
        await ctx.call(api.dealers.confirmFindId, {
          body: {
            name: '가',
            phone: freshPhone(),
            code: '12',
          },
        }),
      ).toMatchObject({ status: 400, message: '인증번호 4자리를 입력해주세요.' });
    });

    it('limits code requests to 5 per phone per hour, every purpose together', async () => {
      const phone = freshPhone();
      for (let i = 0; i < 3; i++) {
        expect((await ctx.call(api.dealers.requestFindId, { body: { phone } })).status).toBe(200);
      }
      for (let i = 0; i < 2; i++) {
        expect(
          (await ctx.call(api.dealers.requestFindPassword, { body: { username: 'someone', phone } })).status,
        ).toBe(200);
      }
      const tooMany = {
        status: 429,
        message: '인증번호 요청 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.',
      };
      expect(await ctx.call(api.dealers.requestFindId, { body: { phone } })).toMatchObject(tooMany);
      expect(
        await ctx.call(api.dealers.requestFindPassword, { body: { username: 'someone', phone } }),
      ).toMatchObject(tooMany);
      expect(await ctx.call(api.dealers.requestSignupCode, { body: { phone } })).toMatchObject(tooMany);
    });

    it('stops confirming after 5 wrong codes', async () => {
      const phone = freshPhone();
      await createDealer(ctx.db, { name: '한시도', phoneNumber: phone });
      expect((await ctx.call(api.dealers.requestFindId, { body: { phone } })).status).toBe(200);
      const code = await lastSmsCode(phone);
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await ctx.call(api.dealers.confirmFindId, {
              body: {
                name: '한시도',
                phone,
                code: wrongCode(code),
              },
            })
          ).status,
        ).toBe(400);
      }
      expect(
        (await ctx.call(api.dealers.confirmFindId, { body: { name: '한시도', phone, code } })).status,
      ).toBe(429);
    });
  });

  describe('find password', () => {
    it('request, confirm, change: the new password logs in and the code is used up', async () => {
      const phone = freshPhone();
      const dealer = await createDealer(ctx.db, { phoneNumber: phone });
      const base = { username: dealer.username, phone };
      expect((await ctx.call(api.dealers.requestFindPassword, { body: base })).status).toBe(200);
      const code = await lastSmsCode(phone);

      // Without confirming first the change is refused, with sign-up's message for the same mistake.
      expect(
        await ctx.call(api.dealers.resetPassword, {
          body: {
            ...base,
            code,
            newPassword: 'reset123',
          },
        }),
      ).toMatchObject({ status: 400, message: '휴대폰 인증을 완료해주세요.' });
      expect(
        await ctx.call(api.dealers.confirmFindPassword, { body: { ...base, code: wrongCode(code) } }),
      ).toMatchObject({ status: 400, message: '인증번호가 일치하지 않습니다.' });
      expect(await ctx.call(api.dealers.confirmFindPassword, { body: { ...base, code } })).toMatchObject({
        status: 200,
        data: { verified: true },
      });
      expect(
        await ctx.call(api.dealers.resetPassword, {
          body: {
            ...base,
            code,
            newPassword: '12 34',
          },
        }),
      ).toMatchObject({ status: 400, message: '6자 이상 입력해주세요' });
      expect(
        await ctx.call(api.dealers.resetPassword, {
          body: {
            ...base,
            code: wrongCode(code),
            newPassword: 'reset123',
          },
        }),
      ).toMatchObject({ status: 400, message: '인증번호가 일치하지 않습니다.' });
      expect(
        await ctx.call(api.dealers.resetPassword, {
          body: {
            ...base,
            code,
            newPassword: 'reset 123',
          },
        }),
      ).toMatchObject({ status: 200, data: null });

      expect(await login(dealer.username, 'reset123')).toBe(200);
      expect(await login(dealer.username, DEFAULT_PASSWORD)).toBe(401);
      expect(
        (
          await ctx.call(api.dealers.resetPassword, {
            body: {
              ...base,
              code,
              newPassword: 'again123',
            },
          })
        ).status,
      ).toBe(400);
      expect(await login(dealer.username, 'reset123')).toBe(200);
    });

    it('tells the phone owner after the code is right that the username does not match', async () => {
      const phone = freshPhone();
      const dealer = await createDealer(ctx.db, { phoneNumber: phone });
      const base = { username: `${dealer.username}x`, phone };
      expect((await ctx.call(api.dealers.requestFindPassword, { body: base })).status).toBe(200);
      const code = await lastSmsCode(phone);
      expect(await ctx.call(api.dealers.confirmFindPassword, { body: { ...base, code } })).toMatchObject({
        status: 400,
        message: '일치하는 회원 정보가 없습니다.',
      });
      expect(
        await ctx.call(api.dealers.resetPassword, {
          body: {
            ...base,
            code,
            newPassword: 'reset123',
          },
        }),
      ).toMatchObject({ status: 400, message: '일치하는 회원 정보가 없습니다.' });
      expect(await login(dealer.username, DEFAULT_PASSWORD)).toBe(200);
    });
  });
});
