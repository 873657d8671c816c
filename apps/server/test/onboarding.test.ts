// Sign-up phone codes, sign-up validation and rules, re-application.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, api, SIGNUP_MESSAGES, type RouteInput } from '@autobid/shared';
import { dealers, notificationOutbox, phoneCodes, uploadedFiles } from '../src/db/schema';
import { verifyPassword } from '../src/lib/password';
import { createDealer, createUploadedFile } from './factories';
import { lastSmsCode as lastSmsCodeIn } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

type SignupForm = RouteInput<typeof api.dealers.signup>['body'];

const MINUTE = 60_000;
let phoneSeq = 0;
const newPhone = () =>
  `0109${String(Date.now() % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

describe('onboarding', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const signup = (body: SignupForm) => ctx.call(api.dealers.signup, { body });
  const requestCode = (phone: string) => ctx.call(api.dealers.requestSignupCode, { body: { phone } });
  const confirmCode = (phone: string, authCode: string) =>
    ctx.call(api.dealers.confirmSignupCode, { body: { phone, authCode } });

  /** The code the local SMS provider wrote to the outbox. */
  const lastSmsCode = (phone: string) => lastSmsCodeIn(ctx.db, phone);

  /** Verifies the phone; answers the confirmation's upload grant. */
  async function verifyPhone(phone: string): Promise<string> {
    expect((await requestCode(phone)).status).toBe(200);
    const confirmed = await confirmCode(phone, await lastSmsCode(phone));
    expect(confirmed.status).toBe(200);
    return confirmed.data.uploadGrant;
  }

  /** The form's three files as uploaded under the phone's latest sign-up grant (rows, not bytes). */
  async function grantFiles(phone: string) {
    const [row] = await ctx.db
      .select({ id: phoneCodes.id })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, 'SIGNUP')))
      .orderBy(desc(phoneCodes.id))
      .limit(1);
    const owner = { type: 'SIGNUP' as const, id: row!.id };
    return {
      image: await createUploadedFile(ctx.db, { owner }),
      businessCard: await createUploadedFile(ctx.db, { owner }),
      agencyRegistrationImage: await createUploadedFile(ctx.db, { owner }),
    };
  }

  /** A valid form whose phone is verified and whose files were uploaded under its grant. */
  async function readyForm(overrides: Partial<SignupForm> = {}) {
    const form = validForm(overrides);
    await verifyPhone(form.phoneNumber);
    return { ...form, ...(await grantFiles(form.phoneNumber)), ...overrides };
  }

  const validForm = (overrides: Partial<SignupForm> = {}) => ({
    username: `new${Math.random().toString(36).slice(2, 10)}`,
    password: 'secret12',
    passwordConfirm: 'secret12',
    phoneNumber: newPhone(),
    email: 'new@example.com',
    name: '홍길동',
    image: '/uploads/a.png',
    businessCard: '/uploads/b.png',
    agencyName: '길동상사',
    agencyNumber: '0212345678',
    agencyAddress: '서울특별시 강남구 역삼동 1',
    agencyAddressDetail: '2층',
    agencyRegistrationImage: '/uploads/c.pdf',
    businessNumber: '124-81-00998',
    position: '',
    ...overrides,
  });

  describe('phone codes', () => {
    it('sends a 4-digit code by SMS, stores only its hash and confirms it', async () => {
      const phone = newPhone();
      const res = await requestCode(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
      expect(res.status).toBe(200);
      const expiresAt = res.data.expiresAt;
      expect(new Date(expiresAt).getTime() - ctx.clock.now().getTime()).toBe(3 * MINUTE);
      const code = await lastSmsCode(phone);
      const [sms] = await ctx.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.recipient, phone));
      expect(sms?.body).toBe(`[오토비드] 인증번호 [${code}]를 입력해주세요.`);
      const [stored] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
      expect(stored?.codeHash).not.toContain(code);
      expect(stored?.codeHash).toHaveLength(64);
      const ok = await confirmCode(phone, code);
      expect(ok).toMatchObject({ status: 200, data: { verified: true } });
    });

    it('rejects a wrong code', async () => {
      const phone = newPhone();
      await requestCode(phone);
      const code = await lastSmsCode(phone);
      const wrong = code === '0000' ? '0001' : '0000';
      const res = await confirmCode(phone, wrong);
      expect(res.status).toBe(400);
      expect(res).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.phoneCodeMismatch });
    });

    it('rejects a bad phone format and a code that is not 4 digits', async () => {
      const bad = await requestCode('0212345');
      expect(bad).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.phoneFormat });
      const empty = await requestCode('');
      expect(empty).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.phoneRequired });
      const shortCode = await confirmCode(newPhone(), '12');
      expect(shortCode).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.phoneCodeFormat });
    });

    it('expires a code after 3 minutes', async () => {
      const phone = newPhone();
      await requestCode(phone);
      const code = await lastSmsCode(phone);
      ctx.clock.advance(3 * MINUTE + 1);
      try {
        const res = await confirmCode(phone, code);
        expect(res.status).toBe(400);
        expect(res).toMatchObject({ message: ACCOUNT_MESSAGES.phoneCodeExpired });
      } finally {
        ctx.clock.advance(-(3 * MINUTE + 1));
      }
    });

    it('refuses the right code after 5 wrong attempts', async () => {
      const phone = newPhone();
      await requestCode(phone);
      const code = await lastSmsCode(phone);
      const wrong = code === '0000' ? '0001' : '0000';
      for (let i = 0; i < 5; i++) {
        expect((await confirmCode(phone, wrong)).status).toBe(400);
      }
      const res = await confirmCode(phone, code);
      expect(res.status).toBe(429);
      expect(res).toMatchObject({ message: ACCOUNT_MESSAGES.phoneCodeTooManyAttempts });
    });

    it('refuses the 6th request in an hour and allows it again an hour later', async () => {
      const phone = newPhone();
      for (let i = 0; i < 5; i++) {
        expect((await requestCode(phone)).status).toBe(200);
      }
      const sixth = await requestCode(phone);
      expect(sixth.status).toBe(429);
      expect(sixth).toMatchObject({ status: 429, message: ACCOUNT_MESSAGES.phoneCodeTooManyRequests });
      ctx.clock.advance(60 * MINUTE + 1);
      try {
        expect((await requestCode(phone)).status).toBe(200);
      } finally {
        ctx.clock.advance(-(60 * MINUTE + 1));
      }
    });

    it('counts concurrent requests exactly', async () => {
      const phone = newPhone();
      const results = await Promise.all(Array.from({ length: 8 }, () => requestCode(phone)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    });
  });

  describe('POST /v1/dealers', () => {
    it('creates a dealer under review with a hashed password, after phone verification', async () => {
      const name = `sign${Date.now() % 100_000}up`;
      const form = await readyForm({
        username: ` ${name} `,
        password: 'secret 12',
        passwordConfirm: 'secret12',
      });
      const res = await signup(form);
      expect(res.status).toBe(201);
      expect(res).toMatchObject({ status: 201, data: { username: name, status: 'AUDIT' } });
      const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, res.data.id));
      expect(row).toMatchObject({
        status: 'AUDIT',
        phoneNumber: form.phoneNumber,
        position: '대표',
        agencyName: '길동상사',
        businessNumber: '1248100998',
      });
      expect(row?.passwordHash).not.toContain('secret12');
      expect(await verifyPassword('secret12', row?.passwordHash ?? '')).toBe(true);
      // The grant's files now belong to the new dealer.
      const files = await ctx.db
        .select({ ownerType: uploadedFiles.ownerType, ownerId: uploadedFiles.ownerId })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.url, [form.image, form.businessCard, form.agencyRegistrationImage]));
      expect(files).toEqual(Array.from({ length: 3 }, () => ({ ownerType: 'DEALER', ownerId: res.data.id })));
      // A phone belongs to one dealer: a second sign-up with it is refused, and so is its code request.
      const again = await signup(validForm({ phoneNumber: form.phoneNumber }));
      expect(again).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.phoneTaken });
      expect(await requestCode(form.phoneNumber)).toMatchObject({
        status: 409,
        message: ACCOUNT_MESSAGES.phoneTaken,
      });
    });

    it("refuses files not uploaded under this phone's grant (a foreign address, a dealer's file, another phone's, a file from before grants)", async () => {
      const stranger = await createDealer(ctx.db);
      const foreign = await createUploadedFile(ctx.db, { dealerId: stranger.id });
      const otherPhone = newPhone();
      await verifyPhone(otherPhone);
      const { image: otherGrants } = await grantFiles(otherPhone);
      const legacy = await createUploadedFile(ctx.db);
      for (const bad of [
        'javascript:alert(1)',
        'https://evil.example/x.png',
        '/uploads/never.png',
        foreign,
        otherGrants,
        legacy,
      ]) {
        const form = await readyForm({ image: bad });
        expect(await signup(form), bad).toMatchObject({
          status: 400,
          message: '이미지 주소가 올바르지 않습니다.',
        });
      }
    });

    it('rejects an unverified phone', async () => {
      const res = await signup(validForm());
      expect(res.status).toBe(400);
      expect(res).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.phoneNotVerified });
    });

    it('rejects a phone verified more than 30 minutes ago', async () => {
      const form = await readyForm();
      ctx.clock.advance(31 * MINUTE);
      try {
        const res = await signup(form);
        expect(res).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.phoneNotVerified });
      } finally {
        ctx.clock.advance(-31 * MINUTE);
      }
    });

    it('rejects a taken username with 409 and keeps the verification', async () => {
      const existing = await createDealer(ctx.db);
      const form = await readyForm({ username: existing.username });
      const res = await signup(form);
      expect(res.status).toBe(409);
      expect(res).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.usernameTaken });
      const retry = await signup({ ...form, username: `${existing.username}x` });
      expect(retry.status).toBe(201);
    });

    // One case per check, in the spec's order; each fixes the earlier ones.
    const cases: [string, Partial<SignupForm>, string][] = [
      ['username short', { username: 'ab1' }, SIGNUP_MESSAGES.usernameShort],
      ['username format', { username: 'Abcd1' }, SIGNUP_MESSAGES.usernameFormat],
      ['password short', { password: 'abc12', passwordConfirm: 'abc12' }, SIGNUP_MESSAGES.passwordShort],
      ['password mismatch', { passwordConfirm: 'secret13' }, SIGNUP_MESSAGES.passwordMismatch],
      ['phone missing', { phoneNumber: '' }, SIGNUP_MESSAGES.phoneRequired],
      ['phone format', { phoneNumber: '0212345678' }, SIGNUP_MESSAGES.phoneFormat],
      ['email missing', { email: '' }, SIGNUP_MESSAGES.emailRequired],
      ['name missing', { name: ' ' }, SIGNUP_MESSAGES.nameRequired],
      ['image missing', { image: '' }, SIGNUP_MESSAGES.imageRequired],
      ['business card missing', { businessCard: '' }, SIGNUP_MESSAGES.businessCardRequired],
      ['company name missing', { agencyName: '' }, SIGNUP_MESSAGES.agencyNameRequired],
      ['company phone missing', { agencyNumber: '' }, SIGNUP_MESSAGES.agencyNumberRequired],
      ['company address missing', { agencyAddress: '' }, SIGNUP_MESSAGES.agencyAddressRequired],
      ['company address detail missing', { agencyAddressDetail: '' }, SIGNUP_MESSAGES.agencyAddressRequired],
      [
        'registration image missing',
        { agencyRegistrationImage: '' },
        SIGNUP_MESSAGES.registrationImageRequired,
      ],
      ['business number missing', { businessNumber: '' }, SIGNUP_MESSAGES.businessNumberRequired],
      [
        'business number check digit',
        { businessNumber: '124-81-00999' },
        SIGNUP_MESSAGES.businessNumberFormat,
      ],
      ['business number too short', { businessNumber: '12481009' }, SIGNUP_MESSAGES.businessNumberFormat],
    ];
    it.each(cases)('%s', async (_name, overrides, message) => {
      const res = await signup(validForm(overrides));
      expect(res.status).toBe(400);
      expect(res).toMatchObject({ status: 400, message });
    });

    it('reports the first failing check in spec order when several fail', async () => {
      const res = await signup({ ...validForm(), username: '', email: '', agencyName: '' });
      expect(res).toMatchObject({ message: SIGNUP_MESSAGES.usernameShort });
      const res2 = await signup({ ...validForm(), email: '', agencyName: '' });
      expect(res2).toMatchObject({ message: SIGNUP_MESSAGES.emailRequired });
    });
  });

  describe('PUT /v1/dealers/me/application', () => {
    /** The form as sent by the dealer: its own phone unless the overrides change it. */
    const reapply = async (dealerId: number, overrides: Partial<SignupForm> = {}) => {
      const [row] = await ctx.db
        .select({ phone: dealers.phoneNumber })
        .from(dealers)
        .where(eq(dealers.id, dealerId));
      const {
        username: _u,
        password: _p,
        passwordConfirm: _c,
        ...form
      } = validForm({
        phoneNumber: row?.phone,
        businessCard: await createUploadedFile(ctx.db, { dealerId }),
        agencyRegistrationImage: await createUploadedFile(ctx.db, { dealerId }),
        ...overrides,
      });
      return ctx.call(api.dealers.reapply, { body: form }, dealerId);
    };
    const profileCode = async (dealerId: number, phone: string) => {
      const asked = await ctx.call(api.dealers.requestPhoneChange, { body: { phone } }, dealerId);
      expect(asked.status, asked.message).toBe(200);
      const authCode = await lastSmsCode(phone);
      const confirmed = await ctx.call(
        api.dealers.confirmPhoneChange,
        { body: { phone, authCode } },
        dealerId,
      );
      expect(confirmed.status, confirmed.message).toBe(200);
    };

    it('a new phone needs its code (a sign-up code does not do), then is stored; a taken phone is 409', async () => {
      const dealer = await createDealer(ctx.db, { status: 'REJECTED', reason: '서류 미비' });
      const phone = newPhone();
      expect(await reapply(dealer.id, { phoneNumber: phone })).toMatchObject({
        status: 400,
        message: ACCOUNT_MESSAGES.phoneNotVerified,
      });
      await verifyPhone(phone);
      expect((await reapply(dealer.id, { phoneNumber: phone })).status).toBe(400);
      let [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(row).toMatchObject({ status: 'REJECTED', phoneNumber: dealer.phoneNumber });

      await profileCode(dealer.id, phone);
      expect((await reapply(dealer.id, { phoneNumber: phone })).status).toBe(200);
      [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(row).toMatchObject({ status: 'AUDIT', phoneNumber: phone });

      const other = await createDealer(ctx.db, { status: 'REJECTED' });
      const asked = await ctx.call(api.dealers.requestPhoneChange, { body: { phone } }, other.id);
      expect(asked).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.phoneTaken });
      expect(await reapply(other.id, { phoneNumber: phone })).toMatchObject({
        status: 409,
        message: ACCOUNT_MESSAGES.phoneTaken,
      });
    });

    it('files must be uploads of this dealer or the ones it already has', async () => {
      const dealer = await createDealer(ctx.db, {
        status: 'REJECTED',
        businessCard: '/uploads/kept-card.png',
      });
      const stranger = await createDealer(ctx.db);
      const foreign = await createUploadedFile(ctx.db, { dealerId: stranger.id });
      for (const bad of [
        'javascript:alert(1)',
        'https://evil.example/x.png',
        'data:image/png;base64,AA',
        '/uploads/never.png',
        foreign,
        // A file stored without a credential, before uploads needed one.
        await createUploadedFile(ctx.db),
      ]) {
        expect(await reapply(dealer.id, { agencyRegistrationImage: bad }), bad).toMatchObject({
          status: 400,
          message: '이미지 주소가 올바르지 않습니다.',
        });
      }
      const own = await createUploadedFile(ctx.db, { dealerId: dealer.id });
      // The profile image the page sends along is not part of the application: it is kept as it is.
      const kept = {
        businessCard: '/uploads/kept-card.png',
        agencyRegistrationImage: own,
        image: '/uploads/whatever.png',
      };
      expect((await reapply(dealer.id, kept)).status).toBe(200);
    });

    it('a dealer back in review for a name change keeps the approved identity until an operator approves', async () => {
      const dealer = await createDealer(ctx.db, {
        status: 'AUDIT',
        approvedAt: new Date(),
        name: '김승인',
        agencyName: '승인상사',
      });
      expect((await reapply(dealer.id, { name: '김새이름', agencyName: '새상사' })).status).toBe(200);
      const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(row).toMatchObject({
        status: 'AUDIT',
        name: '김승인',
        agencyName: '승인상사',
        pendingIdentity: { name: '김새이름', agencyName: '새상사' },
      });
    });

    it('a new business number of an approved identity waits for review; a bad one is refused at its field', async () => {
      const dealer = await createDealer(ctx.db, {
        status: 'AUDIT',
        approvedAt: new Date(),
        businessNumber: '2208162517',
      });
      const bad = await reapply(dealer.id, { businessNumber: '220-81-62518' });
      expect(bad).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.businessNumberFormat });
      expect((await reapply(dealer.id, { businessNumber: '124-81-00998' })).status).toBe(200);
      const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(row).toMatchObject({
        status: 'AUDIT',
        businessNumber: '2208162517',
        pendingIdentity: { businessNumber: '1248100998' },
      });
    });

    it('moves a rejected dealer back to review and clears the reason', async () => {
      const dealer = await createDealer(ctx.db, {
        status: 'REJECTED',
        reason: '서류 미비',
        rejectedAt: new Date(),
      });
      const res = await reapply(dealer.id, { agencyName: '새상사', name: '새이름', image: '' });
      expect(res.status).toBe(200);
      expect(res).toMatchObject({ status: 200, data: { status: 'AUDIT' } });
      const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      // Never approved: nothing to protect, the identity applies at once.
      expect(row).toMatchObject({
        status: 'AUDIT',
        reason: '',
        rejectedAt: null,
        agencyName: '새상사',
        name: '새이름',
      });
      expect(row?.pendingIdentity).toBeNull();
    });

    it('keeps a dealer under review under review', async () => {
      const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
      expect((await reapply(dealer.id)).status).toBe(200);
    });

    it('refuses an approved dealer with 409', async () => {
      const dealer = await createDealer(ctx.db, { status: 'APPROVED' });
      const res = await reapply(dealer.id);
      expect(res.status).toBe(409);
      expect(res).toMatchObject({ message: ACCOUNT_MESSAGES.alreadyApproved });
      const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(row?.status).toBe('APPROVED');
    });

    it('validates with the sign-up checks minus username, password and image', async () => {
      const dealer = await createDealer(ctx.db, { status: 'REJECTED' });
      const res = await reapply(dealer.id, { businessCard: '' });
      expect(res).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.businessCardRequired });
    });

    it('needs a dealer token', async () => {
      const res = await ctx.call(api.dealers.reapply, {}, null, {
        invalidBody: {},
      });
      expect(res.status).toBe(401);
    });
  });
});
