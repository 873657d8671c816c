// POST /v1/files/images needs a credential (docs/decisions/016): a session token, sign-up's upload grant or
// a completion code link; none is 401 before the body is read. Per-owner hourly quotas (429), the
// too-many-files message, and the job that deletes uploads no record refers to.
import { connect } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, api, UPLOAD_CODE_LINK_HEADER, UPLOAD_GRANT_HEADER } from '@autobid/shared';
import { dealers, deals, notices, phoneCodes, uploadedFiles } from '../src/db/schema';
import { startScheduler } from '../src/jobs/scheduler';
import { runUploadCleanup } from '../src/jobs/upload-cleanup';
import { createTokenService } from '../src/lib/jwt';
import { createCodeLink } from '../src/modules/code-links/code-links.public';
import { outboxAlimtalk } from '../src/providers/messaging';
import {
  createAuction,
  createDealAt,
  createDealer,
  createOperator,
  createSeller,
  createUploadedFile,
} from './factories';
import { lastSmsCode } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PNG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0000c0' } })
  .png()
  .toBuffer();

const BOUNDARY = '----autobidcredentials';
function multipart(parts: { name: string; file?: Buffer; value?: string }[]): Buffer {
  return Buffer.concat([
    ...parts.map((part) =>
      part.file
        ? Buffer.concat([
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            part.file,
            Buffer.from('\r\n'),
          ])
        : Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`,
          ),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

let phoneSeq = 0;
const newPhone = () =>
  `0108${String(Date.now() % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

/** An upload with these credential headers; the multipart body is sent as it is. */
function uploader(ctx: () => TestContext) {
  return (headers: Record<string, string>, body = multipart([{ name: 'file', file: PNG }])) =>
    ctx().call(api.files.upload, {}, headers, {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });
}

const rowOf = async (ctx: TestContext, url: string) => {
  const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
  return row;
};

describe('upload credentials', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const upload = uploader(() => ctx);

  /** Verifies a sign-up phone over HTTP; answers its upload grant. */
  const signupGrant = async (phone: string) => {
    const asked = await ctx.call(api.dealers.requestSignupCode, { body: { phone } });
    expect(asked.status).toBe(200);
    const confirmed = await ctx.call(api.dealers.confirmSignupCode, {
      body: { phone, authCode: await lastSmsCode(ctx.db, phone) },
    });
    expect(confirmed.status, confirmed.message).toBe(200);
    const { data } = confirmed;
    expect(data.verified).toBe(true);
    return data.uploadGrant;
  };

  it('answers 401 without a credential and stores nothing', async () => {
    const before = await ctx.db.select().from(uploadedFiles);
    const answer = await upload({});
    expect(answer.status).toBe(401);
    expect(answer).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
    expect(await ctx.db.select().from(uploadedFiles)).toHaveLength(before.length);
  });

  it('answers 401 before reading the body: headers alone get the answer at once', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = Date.now();
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        // A 5 MB body is announced and never sent: only an answer from the headers can arrive.
        socket.write(
          `POST /api/v1/files/images HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000000\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('"errorCode"')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.startsWith('HTTP/1.1 401')).toBe(true);
    expect(response).toContain('"errorCode":"UNAUTHORIZED"');
  });

  it('answers 401 for a forged token, a token of no current principal and a forged grant', async () => {
    const dealer = await createDealer(ctx.db);
    const forger = createTokenService({
      secret: 'another-secret-another-secret-0123456789',
      ttlSeconds: 60,
      clock: ctx.clock,
    });
    const forged = await forger.sign({ id: dealer.id, role: 'dealer' });
    expect((await upload({ authorization: `Bearer ${forged}` })).status).toBe(401);
    expect((await upload({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    // A password change ends older tokens: the dealer's token version moved on.
    const stale = await ctx.token(dealer.id);
    await ctx.db.update(dealers).set({ tokenVersion: 1 }).where(eq(dealers.id, dealer.id));
    expect((await upload({ authorization: `Bearer ${stale}` })).status).toBe(401);
    expect((await upload({ authorization: `Bearer ${await ctx.token(99_999_999)}` })).status).toBe(401);
    const grant = await upload({
      [UPLOAD_GRANT_HEADER]: '1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(grant.status).toBe(401);
    expect(grant).toMatchObject({
      errorCode: 'UPLOAD_GRANT_INVALID',
      message: ACCOUNT_MESSAGES.uploadGrantInvalid,
    });
  });

  it("stores a dealer's, a seller's and an operator's upload as theirs", async () => {
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    const operator = await createOperator(ctx.db);
    for (const [headers, ownerType, ownerId] of [
      [await ctx.auth(dealer.id), 'DEALER', dealer.id],
      [await ctx.auth(seller.id, 'seller'), 'SELLER', seller.id],
      [await ctx.auth(operator.id, 'operator'), 'OPERATOR', operator.id],
    ] as const) {
      const answer = await upload(headers);
      expect(answer.status, ownerType).toBe(201);
      expect(await rowOf(ctx, answer.data.url)).toMatchObject({ ownerType, ownerId });
    }
  });

  it('a sign-up grant uploads for its phone until sign-up uses it, then answers 401', async () => {
    const phone = newPhone();
    const grant = await signupGrant(phone);
    const files = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await upload({ [UPLOAD_GRANT_HEADER]: grant });
      expect(answer.status, answer.message).toBe(201);
      files.push(answer.data.url);
    }
    const [code] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(await rowOf(ctx, files[0]!)).toMatchObject({ ownerType: 'SIGNUP', ownerId: code!.id });
    const signup = await ctx.call(api.dealers.signup, {
      body: {
        username: `grant${phoneSeq}${Date.now() % 10_000}`,
        password: 'secret12',
        passwordConfirm: 'secret12',
        phoneNumber: phone,
        email: 'grant@example.com',
        name: '홍길동',
        image: files[0]!,
        businessCard: files[1]!,
        agencyName: '길동상사',
        agencyNumber: '0212345678',
        businessNumber: '1248100998',
        agencyAddress: '서울특별시 강남구 역삼동 1',
        agencyAddressDetail: '2층',
        agencyRegistrationImage: files[2]!,
        position: '',
      },
    });
    expect(signup.status, signup.message).toBe(201);
    const dealerId = signup.data.id;
    expect(await rowOf(ctx, files[1]!)).toMatchObject({ ownerType: 'DEALER', ownerId: dealerId });
    const after = await upload({ [UPLOAD_GRANT_HEADER]: grant });
    expect(after.status).toBe(401);
    expect(after.errorCode).toBe('UPLOAD_GRANT_INVALID');
  });

  it('a sign-up grant expires with the verified phone (30 minutes)', async () => {
    const grant = await signupGrant(newPhone());
    ctx.clock.advance(29 * MINUTE);
    try {
      expect((await upload({ [UPLOAD_GRANT_HEADER]: grant })).status).toBe(201);
      ctx.clock.advance(1 * MINUTE + 1);
      const late = await upload({ [UPLOAD_GRANT_HEADER]: grant });
      expect(late.status).toBe(401);
      expect(late.message).toBe(ACCOUNT_MESSAGES.uploadGrantInvalid);
    } finally {
      ctx.clock.advance(-(30 * MINUTE + 1));
    }
  });

  it('a completion code link uploads as its dealer, and the deal takes the photo; another purpose is 409', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      price: 3_000_000,
      now: ctx.clock.now(),
    });
    const { code } = await createCodeLink(ctx.db, {
      dealerId: dealer.id,
      auctionId: auction.id,
      purpose: 'COMPLETE',
      now: ctx.clock.now(),
    });
    const answer = await upload({ [UPLOAD_CODE_LINK_HEADER]: code });
    expect(answer.status, answer.message).toBe(201);
    const url = answer.data.url;
    expect(await rowOf(ctx, url)).toMatchObject({ ownerType: 'DEALER', ownerId: dealer.id });
    const done = await ctx.call(api.codeLinks.complete, {
      params: { code },
      body: { finalPrice: 3_000_000, inspectionResult: '외관 양호', inspectionImage1: url },
    });
    expect(done.status, done.message).toBe(200);

    const review = await createCodeLink(ctx.db, {
      dealerId: dealer.id,
      auctionId: auction.id,
      purpose: 'REVIEW',
      now: ctx.clock.now(),
    });
    expect((await upload({ [UPLOAD_CODE_LINK_HEADER]: review.code })).status).toBe(409);
    expect((await upload({ [UPLOAD_CODE_LINK_HEADER]: 'x'.repeat(43) })).status).toBe(401);
  });

  it('two files in one request get their own message, never the 5MB one; so do too many fields', async () => {
    const headers = await ctx.auth((await createDealer(ctx.db)).id);
    const before = await ctx.db.select().from(uploadedFiles);
    const two = await upload(
      headers,
      multipart([
        { name: 'file', file: PNG },
        { name: 'file', file: PNG },
      ]),
    );
    expect(two.status).toBe(400);
    expect(two).toMatchObject({
      errorCode: 'UPLOAD_TOO_MANY_FILES',
      message: ACCOUNT_MESSAGES.uploadTooManyFiles,
    });
    const fields = await upload(
      headers,
      multipart([
        ...Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
        { name: 'file', file: PNG },
      ]),
    );
    expect(fields.status).toBe(400);
    expect(fields.message).not.toBe(ACCOUNT_MESSAGES.uploadTooLarge);
    expect(await ctx.db.select().from(uploadedFiles)).toHaveLength(before.length);
  });
});

describe('upload quotas', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { UPLOAD_FILES_PER_HOUR: 3, UPLOAD_BYTES_PER_HOUR: 100_000 } });
  });
  afterAll(async () => {
    await ctx.close();
  });
  const upload = uploader(() => ctx);

  it('refuses the 4th file in an hour with 429, counts per owner, and allows it again an hour later', async () => {
    const dealer = await createDealer(ctx.db);
    const headers = await ctx.auth(dealer.id);
    for (let i = 0; i < 3; i += 1) {
      expect((await upload(headers)).status).toBe(201);
    }
    const fourth = await upload(headers);
    expect(fourth.status).toBe(429);
    expect(fourth).toMatchObject({
      status: 429,
      message: ACCOUNT_MESSAGES.uploadQuotaExceeded,
      data: null,
      errorCode: 'UPLOAD_QUOTA_EXCEEDED',
    });
    // Another owner has its own count.
    expect((await upload(await ctx.auth((await createDealer(ctx.db)).id))).status).toBe(201);
    ctx.clock.advance(HOUR);
    try {
      expect((await upload(await ctx.auth(dealer.id))).status).toBe(201);
    } finally {
      ctx.clock.advance(-HOUR);
    }
  });

  it('refuses a file that would pass the hourly bytes', async () => {
    const dealer = await createDealer(ctx.db);
    await createUploadedFile(ctx.db, { dealerId: dealer.id, size: 100_000 - 10, createdAt: ctx.clock.now() });
    const answer = await upload(await ctx.auth(dealer.id));
    expect(answer.status).toBe(429);
    expect(answer.errorCode).toBe('UPLOAD_QUOTA_EXCEEDED');
  });

  it('parallel uploads of one owner cannot pass the count together', async () => {
    const headers = await ctx.auth((await createDealer(ctx.db)).id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('orphan uploads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A stored file with its row, uploaded `hoursAgo` hours ago. */
  const stored = async (hoursAgo: number) => {
    const file = await ctx.storage.put(`uploads/test/${crypto.randomUUID()}.png`, PNG);
    await createUploadedFile(ctx.db, {
      url: file.url,
      storageKey: file.key,
      owner: { type: 'SELLER', id: 1 },
      createdAt: new Date(ctx.clock.now().getTime() - hoursAgo * HOUR),
    });
    return file;
  };

  it('deletes rows and bytes of old files no record refers to, and keeps every referenced or recent one', async () => {
    const orphan = await stored(25);
    const recent = await stored(23);
    const [avatar, card, registration, photo, inspection, inNotice] = await Promise.all(
      Array.from({ length: 6 }, () => stored(48)),
    );
    await createDealer(ctx.db, {
      image: avatar!.url,
      businessCard: card!.url,
      agencyRegistrationImage: registration!.url,
    });
    await createAuction(ctx.db, { images: [{ type: 'MAIN', url: photo!.url }] });
    const { deal } = await createDealAt(ctx.db, { status: 'COMPLETE', now: ctx.clock.now() });
    await ctx.db
      .update(deals)
      .set({ inspectionImages: [inspection!.url] })
      .where(eq(deals.id, deal.id));
    await ctx.db.insert(notices).values({ title: '공지', contents: `<p><img src="${inNotice!.url}"></p>` });

    const removed = await runUploadCleanup(ctx.db, {
      storage: ctx.storage,
      orphanHours: 24,
      now: ctx.clock.now(),
    });
    expect(removed).toEqual([orphan.key]);
    expect(await rowOf(ctx, orphan.url)).toBeUndefined();
    expect(await ctx.storage.get(orphan.key)).toBeNull();
    const kept = [recent, avatar!, card!, registration!, photo!, inspection!, inNotice!];
    const rows = await ctx.db
      .select()
      .from(uploadedFiles)
      .where(
        inArray(
          uploadedFiles.url,
          kept.map((file) => file.url),
        ),
      );
    expect(rows).toHaveLength(kept.length);
    for (const file of kept) {
      expect(await ctx.storage.get(file.key), file.url).not.toBeNull();
    }
  });

  it('runs from the scheduler', async () => {
    const orphan = await stored(30);
    const scheduler = startScheduler({
      db: ctx.db,
      alimtalk: outboxAlimtalk,
      auctionEvents: { emitAuctionUpdate: () => undefined },
      logger: { info: vi.fn(), debug: vi.fn(), error: vi.fn() },
      clock: ctx.clock,
      intervalMs: 60_000,
      uploadCleanup: { storage: ctx.storage, orphanHours: 24 },
    });
    try {
      await scheduler.runNow();
    } finally {
      await scheduler.stop();
    }
    expect(await rowOf(ctx, orphan.url)).toBeUndefined();
    expect(await ctx.storage.get(orphan.key)).toBeNull();
  });
});
