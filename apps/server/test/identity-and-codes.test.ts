// A dealer's identity and the codes that prove a phone: a new phone needs its code and
// belongs to one dealer; files must be the dealer's own uploads; an approved name changes only through
// review; a password change ends older sessions; wrong code guesses lock a phone (and an address) for the day.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, api, PROFILE_MESSAGES, type RouteInput } from '@autobid/shared';
import { dealers, notificationOutbox } from '../src/db/schema';
import { approveDealer, rejectDealer } from '../src/modules/dealers/dealer-decisions';
import { CLI_ACTOR } from '../src/modules/audit/audit.public';
import { createDealer, createUploadedFile, DEFAULT_PASSWORD } from './factories';
import { lastOutboxBody } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

let phoneSeq = 0;
const newPhone = () =>
  `0107${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const DAY = 24 * 3600 * 1000;

describe('identity and phone codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The calls come from a proxy on this host (where injected requests come from), trusted to name the client
    // (docs/decisions/015): a guess from an address says it in X-Forwarded-For.
    ctx = await createTestContext({ config: { TRUST_PROXY: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The options of a call from that client address. */
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const dealerRow = async (id: number) => (await ctx.db.select().from(dealers).where(eq(dealers.id, id)))[0];

  const lastSms = (phone: string) => lastOutboxBody(ctx.db, 'SMS', phone);
  const codeIn = (sms: string) => /인증번호 \[(\d{4})\]/.exec(sms)?.[1] ?? '';

  async function profileCode(dealerId: number, phone: string) {
    expect((await ctx.call(api.dealers.requestPhoneChange, { body: { phone } }, dealerId)).status).toBe(200);
    const authCode = codeIn(await lastSms(phone));
    expect(
      (await ctx.call(api.dealers.confirmPhoneChange, { body: { phone, authCode } }, dealerId)).status,
    ).toBe(200);
  }

  const updateProfile = (
    dealer: { id: number; name: string; phoneNumber: string },
    patch: Partial<RouteInput<typeof api.dealers.updateProfile>['body']>,
  ) =>
    ctx.call(
      api.dealers.updateProfile,
      { body: { phoneNumber: dealer.phoneNumber, email: 'me@example.com', name: dealer.name, ...patch } },
      dealer.id,
    );

  describe('phone change', () => {
    it('needs a code for the new number; the code of another purpose does not do', async () => {
      const dealer = await createDealer(ctx.db);
      const phone = newPhone();
      expect(await updateProfile(dealer, { phoneNumber: phone })).toMatchObject({
        status: 400,
        message: ACCOUNT_MESSAGES.phoneNotVerified,
      });
      // A sign-up verification of the same number is not a profile verification.
      await ctx.call(api.dealers.requestSignupCode, { body: { phone } });
      await ctx.call(api.dealers.confirmSignupCode, {
        body: { phone, authCode: codeIn(await lastSms(phone)) },
      });
      expect((await updateProfile(dealer, { phoneNumber: phone })).status).toBe(400);
      expect((await dealerRow(dealer.id))?.phoneNumber).toBe(dealer.phoneNumber);

      await profileCode(dealer.id, phone);
      expect((await updateProfile(dealer, { phoneNumber: phone })).status).toBe(200);
      expect((await dealerRow(dealer.id))?.phoneNumber).toBe(phone);
      // The verification was used up.
      const back = { ...dealer, phoneNumber: phone };
      expect((await updateProfile(back, { phoneNumber: dealer.phoneNumber })).status).toBe(400);
    });

    it('a phone belongs to one dealer: no code for a taken number, and 409 if it was taken meanwhile', async () => {
      const holder = await createDealer(ctx.db);
      const dealer = await createDealer(ctx.db);
      expect(
        await ctx.call(api.dealers.requestPhoneChange, { body: { phone: holder.phoneNumber } }, dealer.id),
      ).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.phoneTaken });

      const phone = newPhone();
      await profileCode(dealer.id, phone);
      await ctx.db.update(dealers).set({ phoneNumber: phone }).where(eq(dealers.id, holder.id));
      expect(await updateProfile(dealer, { phoneNumber: phone })).toMatchObject({
        status: 409,
        message: ACCOUNT_MESSAGES.phoneTaken,
      });
      expect((await dealerRow(dealer.id))?.phoneNumber).toBe(dealer.phoneNumber);
    });
  });

  describe('profile image', () => {
    it('must be empty, unchanged, or a file this dealer uploaded', async () => {
      const dealer = await createDealer(ctx.db, { image: '/uploads/mine-before.png' });
      const stranger = await createDealer(ctx.db);
      const foreign = await createUploadedFile(ctx.db, { dealerId: stranger.id });
      for (const image of [
        'javascript:alert(1)',
        'https://evil.example/a.png',
        '/uploads/never-stored.png',
        foreign,
      ]) {
        expect(await updateProfile(dealer, { image }), image).toMatchObject({
          status: 400,
          message: PROFILE_MESSAGES.imageInvalid,
        });
      }
      expect((await dealerRow(dealer.id))?.image).toBe('/uploads/mine-before.png');
      expect((await updateProfile(dealer, { image: '/uploads/mine-before.png' })).status).toBe(200);
      const own = await createUploadedFile(ctx.db, { dealerId: dealer.id });
      expect((await updateProfile(dealer, { image: own })).status).toBe(200);
      expect((await dealerRow(dealer.id))?.image).toBe(own);
    });
  });

  describe('identity', () => {
    const adminDeps = () => ({
      clock: ctx.clock,
      publicUrl: 'http://localhost:3000',
      alimtalk: ctx.providers.alimtalk,
    });

    it('an approved dealer renaming goes back to review with the approved name kept until an operator approves', async () => {
      const dealer = await createDealer(ctx.db, { name: '김원래', approvedAt: new Date() });
      const list = async () => (await ctx.call(api.auctions.list, {}, dealer.id)).status;
      // The list's approval is answered from the session's cached read; the rename must end it at once.
      expect(await list()).toBe(200);
      const res = await updateProfile(dealer, { name: '김바뀜' });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ name: '김원래', status: 'AUDIT' });
      expect(await dealerRow(dealer.id)).toMatchObject({
        name: '김원래',
        status: 'AUDIT',
        pendingIdentity: { name: '김바뀜' },
      });
      // Under review it may not bid or see auctions.
      expect(await list()).toBe(403);
      expect((await ctx.call(api.dealers.dashboard, {}, dealer.id)).status).toBe(403);

      await approveDealer(ctx.db, dealer.username, adminDeps(), CLI_ACTOR);
      expect(await dealerRow(dealer.id)).toMatchObject({
        name: '김바뀜',
        status: 'APPROVED',
        pendingIdentity: null,
      });
    });

    it('an operator refusing the change keeps the approved name and approves the dealer again', async () => {
      const dealer = await createDealer(ctx.db, { name: '이원래', approvedAt: new Date() });
      await updateProfile(dealer, { name: '이바뀜' });
      await rejectDealer(ctx.db, dealer.username, '신분증과 이름이 다릅니다', adminDeps(), CLI_ACTOR);
      expect(await dealerRow(dealer.id)).toMatchObject({
        name: '이원래',
        status: 'APPROVED',
        pendingIdentity: null,
      });
      expect(await lastAlimtalk(dealer.phoneNumber)).toContain('정보 변경이 반려되었습니다');
    });

    it('renaming back to the approved name withdraws the pending change; a dealer never approved renames at once', async () => {
      const approved = await createDealer(ctx.db, { name: '박원래', approvedAt: new Date() });
      await updateProfile(approved, { name: '박바뀜' });
      await updateProfile(approved, { name: '박원래' });
      expect((await dealerRow(approved.id))?.pendingIdentity).toBeNull();

      const fresh = await createDealer(ctx.db, { status: 'AUDIT', approvedAt: null, name: '최처음' });
      expect((await updateProfile(fresh, { name: '최다시' })).status).toBe(200);
      expect(await dealerRow(fresh.id)).toMatchObject({
        name: '최다시',
        status: 'AUDIT',
        pendingIdentity: null,
      });
    });

    async function lastAlimtalk(phone: string) {
      const [row] = await ctx.db
        .select({ body: notificationOutbox.body })
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
        .orderBy(desc(notificationOutbox.id))
        .limit(1);
      return row?.body ?? '';
    }
  });

  describe('sessions', () => {
    const login = async (username: string, password: string) =>
      (await ctx.call(api.dealers.login, { body: { username, password } })).data.accessToken;
    const profileWith = async (token: string) =>
      (await ctx.call(api.dealers.profile, {}, { authorization: `Bearer ${token}` })).status;

    it('a password change ends every older session; the device that changed it gets a new token', async () => {
      const dealer = await createDealer(ctx.db);
      const other = await login(dealer.username, DEFAULT_PASSWORD);
      const mine = await login(dealer.username, DEFAULT_PASSWORD);
      const res = await ctx.call(
        api.dealers.changePassword,
        { body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'changed99' } },
        { authorization: `Bearer ${mine}` },
      );
      expect(res.status).toBe(200);
      const fresh = res.data.accessToken;
      expect(await profileWith(other)).toBe(401);
      expect(await profileWith(mine)).toBe(401);
      expect(await profileWith(fresh)).toBe(200);
    });

    it("a password reset by phone ends every session; a deleted dealer's token is refused", async () => {
      const phone = newPhone();
      const dealer = await createDealer(ctx.db, { phoneNumber: phone });
      const token = await login(dealer.username, DEFAULT_PASSWORD);
      const base = { username: dealer.username, phone };
      await ctx.call(api.dealers.requestFindPassword, { body: base });
      const code = codeIn(await lastSms(phone));
      expect((await ctx.call(api.dealers.confirmFindPassword, { body: { ...base, code } })).status).toBe(200);
      expect(
        (await ctx.call(api.dealers.resetPassword, { body: { ...base, code, newPassword: 'reset999' } }))
          .status,
      ).toBe(200);
      expect(await profileWith(token)).toBe(401);
      expect(await profileWith(await login(dealer.username, 'reset999'))).toBe(200);

      const gone = await createDealer(ctx.db);
      const goneToken = await login(gone.username, DEFAULT_PASSWORD);
      await ctx.db.delete(dealers).where(eq(dealers.id, gone.id));
      expect(await profileWith(goneToken)).toBe(401);
    });
  });

  describe('wrong code guesses', () => {
    const findId = (phone: string, ip: string) => ({
      phone,
      request: () => ctx.call(api.dealers.requestFindId, { body: { phone } }, null, from(ip)),
      confirm: (code: string) =>
        ctx.call(api.dealers.confirmFindId, { body: { name: '누구', phone, code } }, null, from(ip)),
    });

    it('10 wrong guesses in a day, any purpose, lock the phone: the 11th, even right, is refused; one SMS tells the owner', async () => {
      const phone = newPhone();
      const ip = '10.0.0.11';
      const guess = findId(phone, ip);
      // 5 wrong on a find-id code, 5 wrong on a sign-up code: both count.
      await guess.request();
      const first = codeIn(await lastSms(phone));
      for (let i = 0; i < 5; i++) {
        expect((await guess.confirm(wrongCode(first))).status).toBe(400);
      }
      await ctx.call(api.dealers.requestSignupCode, { body: { phone } }, null, from(ip));
      const second = codeIn(await lastSms(phone));
      const confirmSignup = (authCode: string) =>
        ctx.call(api.dealers.confirmSignupCode, { body: { phone, authCode } }, null, from(ip));
      for (let i = 0; i < 5; i++) {
        expect((await confirmSignup(wrongCode(second))).status).toBe(400);
      }

      const locked = { status: 429, message: ACCOUNT_MESSAGES.phoneCodeLocked };
      expect(await confirmSignup(second)).toMatchObject(locked);
      expect(await guess.request()).toMatchObject(locked);
      const told = await ctx.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.recipient, phone), like(notificationOutbox.body, '%잠갔습니다%')));
      expect(told).toHaveLength(1);

      // The next day (Asia/Seoul) the phone works again.
      ctx.clock.advance(DAY);
      try {
        expect((await guess.request()).status).toBe(200);
      } finally {
        ctx.clock.advance(-DAY);
      }
    });

    it('find-password locks sooner: 5 wrong guesses', async () => {
      const phone = newPhone();
      const dealer = await createDealer(ctx.db, { phoneNumber: phone });
      const base = { username: dealer.username, phone };
      const ip = '10.0.0.12';
      const request = () => ctx.call(api.dealers.requestFindPassword, { body: base }, null, from(ip));
      await request();
      const code = codeIn(await lastSms(phone));
      for (let i = 0; i < 5; i++) {
        const confirmed = await ctx.call(
          api.dealers.confirmFindPassword,
          { body: { ...base, code: wrongCode(code) } },
          null,
          from(ip),
        );
        expect(confirmed.status).toBe(400);
      }
      expect(await request()).toMatchObject({ status: 429, message: ACCOUNT_MESSAGES.phoneCodeLocked });
    });

    it('one address guessing across many phones is locked at its own cap; other addresses are not', async () => {
      const ip = '10.0.0.13';
      for (let n = 0; n < 6; n++) {
        const guess = findId(newPhone(), ip);
        await guess.request();
        const phoneCode = codeIn(await lastSms(guess.phone));
        for (let i = 0; i < 5; i++) {
          expect((await guess.confirm(wrongCode(phoneCode))).status).toBe(400);
        }
      }
      const phone = newPhone();
      expect(await findId(phone, ip).request()).toMatchObject({
        status: 429,
        message: ACCOUNT_MESSAGES.phoneCodeIpLocked,
      });
      expect((await findId(phone, '10.0.0.14').request()).status).toBe(200);
    });
  });
});
