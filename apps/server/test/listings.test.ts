// The seller's listing life cycle: draft, edit, submit, withdraw; the operator's review; the clock opening an
// approved listing at 09:00 Asia/Seoul; the notices each step writes; body rules; ownership; races.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUCTION_MESSAGES,
  LISTING_MESSAGES,
  MAX_LISTING_PHOTOS,
  REQUEST_MESSAGES,
  formatDotDateTime,
  type ListingRequest,
} from '@autobid/shared';
import {
  auctionImages,
  auctions,
  brands,
  deals,
  notificationOutbox,
  penalties,
  sellers,
  uploadedFiles,
} from '../src/db/schema';
import { runAuctionClock } from '../src/jobs/auction-clock';
import { COMMON_MESSAGES } from '../src/lib/app-error';
import { SELLER_WITHDRAW_REASON } from '../src/modules/listings/listings.service';
import { findOrCreateSellerByPhone } from '../src/modules/sellers/sellers.repository';
import {
  createAuction,
  createBid,
  createDealAt,
  createDealer,
  createLiveAuction,
  createOperator,
  createSeller,
  createUploadedFile,
} from './factories';
import { lastSmsCode } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR = 3600_000;
const KST_OFFSET = 9 * HOUR;

/** The first 09:00 Asia/Seoul strictly after `after`. */
function nextKstNine(after: Date): Date {
  const kst = new Date(after.getTime() + KST_OFFSET);
  let nine = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate(), 9) - KST_OFFSET;
  if (nine <= after.getTime()) {
    nine += 24 * HOUR;
  }
  return new Date(nine);
}

type Envelope = { code: number; message: string; data: Record<string, unknown> | null; errorCode?: string };

describe('listings', () => {
  let ctx: TestContext;
  let brand: typeof brands.$inferSelect;
  let operatorAuth: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    const [row] = await ctx.db.select().from(brands).where(eq(brands.vehicleType, 'CAR')).limit(1);
    brand = row!;
    operatorAuth = await ctx.auth((await createOperator(ctx.db)).id, 'operator');
  });
  afterAll(async () => ctx.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => {
    const response = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json<Envelope>() };
  };

  /** An uploaded_files row owned by this seller (what POST /v1/files/images stores for a seller token). */
  let photoCounter = 0;
  const sellerPhoto = async (sellerId: number) => {
    const url = `/uploads/test/seller-${sellerId}-${++photoCounter}.jpg`;
    await ctx.db.insert(uploadedFiles).values({
      storageKey: url.slice(1),
      url,
      mimeType: 'image/jpeg',
      size: 1000,
      ownerType: 'SELLER',
      ownerId: sellerId,
    });
    return url;
  };

  const requiredPhotos = async (sellerId: number) => [
    { type: 'MAIN' as const, image: await sellerPhoto(sellerId) },
    { type: 'LEFT_SIDE' as const, image: await sellerPhoto(sellerId) },
    { type: 'RIGHT_SIDE' as const, image: await sellerPhoto(sellerId) },
  ];

  /** Every field a listing needs before review. */
  const completeBody = async (sellerId: number): Promise<ListingRequest> => ({
    brandId: brand.id,
    model: '아반떼 CN7',
    year: 2021,
    mileage: 42_000,
    fuel: 'GASOLINE',
    color: '흰색',
    condition: '상',
    accident: '없음',
    repair: '',
    purpose: 'ROAD',
    licensePlateDesuetude: 'REGISTERED',
    officialIncome: '국내 생산',
    secondaryKey: '있음',
    etc: '실내 보관',
    region1: '서울특별시',
    region2: '강남구',
    region3: '역삼동',
    hopePrice: 15_000_000,
    images: await requiredPhotos(sellerId),
  });

  const newSeller = async (name = '이판매') => {
    const seller = await createSeller(ctx.db, { name });
    return { seller, auth: await ctx.auth(seller.id, 'seller') };
  };

  const loadListing = async (id: number) => {
    const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, id));
    return row!;
  };
  const imagesOf = (id: number) =>
    ctx.db
      .select({ type: auctionImages.type, url: auctionImages.url, sortOrder: auctionImages.sortOrder })
      .from(auctionImages)
      .where(eq(auctionImages.auctionId, id))
      .orderBy(asc(auctionImages.sortOrder));
  const outboxTo = (phone: string, template?: string) =>
    ctx.db
      .select({ template: notificationOutbox.template, body: notificationOutbox.body })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.recipient, phone),
          template ? eq(notificationOutbox.template, template) : undefined,
        ),
      )
      .orderBy(asc(notificationOutbox.id));

  /** A seller's listing already submitted (AUDIT) through the API. */
  const submittedListing = async (name = '이판매') => {
    const { seller, auth } = await newSeller(name);
    const created = await call('POST', '/v1/sellers/auctions', auth, await completeBody(seller.id));
    const id = Number(created.body.data!.id);
    const submitted = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(submitted.status, submitted.body.message).toBe(200);
    return { seller, auth, id };
  };

  it('creates a draft with only a brand, edits it, submits it and withdraws it', async () => {
    const { seller, auth } = await newSeller();
    const draft = await call('POST', '/v1/sellers/auctions', auth, { brandId: brand.id });
    expect(draft.status, draft.body.message).toBe(201);
    expect(draft.body.message).toBe(LISTING_MESSAGES.saved);
    expect(draft.body.data).toMatchObject({ status: 'REGISTERED', statusLabel: '가격문의' });
    const id = Number(draft.body.data!.id);
    const stored = await loadListing(id);
    expect(stored).toMatchObject({
      sellerId: seller.id,
      status: 'REGISTERED',
      brandId: brand.id,
      vehicleType: brand.vehicleType,
      model: '',
      year: null,
      mileage: null,
      fuel: '',
      purpose: '',
      licensePlateDesuetude: '',
      accident: '',
      hasAccident: false,
      hopePrice: null,
    });

    const body = await completeBody(seller.id);
    const edited = await call('PUT', `/v1/sellers/auctions/${id}`, auth, { ...body, accident: '앞 범퍼' });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ id, status: 'REGISTERED' });
    expect(await loadListing(id)).toMatchObject({
      model: '아반떼 CN7',
      year: 2021,
      mileage: 42_000,
      fuel: 'GASOLINE',
      accident: '앞 범퍼',
      hasAccident: true,
      region1: '서울특별시',
      region2: '강남구',
      region3: '역삼동',
      hopePrice: 15_000_000,
    });
    expect(await imagesOf(id)).toEqual(
      body.images!.map((image, index) => ({ type: image.type, url: image.image, sortOrder: index })),
    );

    // PUT replaces the whole listing: the photos become the new set, a field left out is emptied.
    const photos = [
      ...(await requiredPhotos(seller.id)),
      { type: 'ETC' as const, image: await sellerPhoto(seller.id) },
    ];
    const replaced = await call('PUT', `/v1/sellers/auctions/${id}`, auth, {
      ...body,
      etc: undefined,
      images: photos,
    });
    expect(replaced.status, replaced.body.message).toBe(200);
    expect((await imagesOf(id)).map((image) => image.url)).toEqual(photos.map((photo) => photo.image));
    expect(await loadListing(id)).toMatchObject({ etc: '', accident: '없음', hasAccident: false });

    const submitted = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(submitted.status, submitted.body.message).toBe(200);
    expect(submitted.body.message).toBe(LISTING_MESSAGES.submitted);
    expect(submitted.body.data).toMatchObject({ id, status: 'AUDIT', statusLabel: '심사중' });
    expect((await loadListing(id)).submittedAt).toEqual(ctx.clock.now());

    const withdrawn = await call('POST', `/v1/sellers/auctions/${id}/withdraw`, auth);
    expect(withdrawn.status, withdrawn.body.message).toBe(200);
    expect(withdrawn.body.message).toBe(LISTING_MESSAGES.withdrawn);
    expect(withdrawn.body.data).toMatchObject({ id, status: 'USER_CANCELED' });
    const again = await call('POST', `/v1/sellers/auctions/${id}/withdraw`, auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'LISTING_ALREADY_WITHDRAWN',
      message: LISTING_MESSAGES.alreadyWithdrawn,
    });
  });

  it("refuses a stale tab's save with 409 LISTING_STALE and keeps the other tab's save", async () => {
    const { seller, auth } = await newSeller();
    const body = await completeBody(seller.id);
    const created = await call('POST', '/v1/sellers/auctions', auth, body);
    const id = Number(created.body.data!.id);
    expect(created.body.data).toMatchObject({ version: 1 });
    // Both tabs open the form at version 1; the first saves, the version moves on.
    const opened = await call('GET', `/v1/sellers/auctions/${id}`, auth);
    expect(opened.body.data).toMatchObject({ version: 1 });
    const first = await call('PUT', `/v1/sellers/auctions/${id}`, auth, {
      ...body,
      color: '검정',
      version: 1,
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2 });
    // The second tab still has version 1: refused, nothing changes.
    const before = await loadListing(id);
    const stale = await call('PUT', `/v1/sellers/auctions/${id}`, auth, {
      ...body,
      color: '빨강',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: LISTING_MESSAGES.stale, errorCode: 'LISTING_STALE' });
    expect(await loadListing(id)).toEqual(before);
    // After a reload it has version 2 and saves.
    const reloaded = await call('GET', `/v1/sellers/auctions/${id}`, auth);
    expect(reloaded.body.data).toMatchObject({ color: '검정', version: 2 });
    const again = await call('PUT', `/v1/sellers/auctions/${id}`, auth, {
      ...body,
      color: '빨강',
      version: 2,
    });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data).toMatchObject({ version: 3 });
    // A frozen listing is still "not editable", whatever the version.
    await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    const frozen = await call('PUT', `/v1/sellers/auctions/${id}`, auth, { ...body, version: 3 });
    expect(frozen.body.errorCode).toBe('LISTING_NOT_EDITABLE');
  });

  it('refuses each step that does not apply with 409 and its message', async () => {
    const { auth, id, seller } = await submittedListing();
    const body = await completeBody(seller.id);
    const editInReview = await call('PUT', `/v1/sellers/auctions/${id}`, auth, body);
    expect(editInReview.status).toBe(409);
    expect(editInReview.body).toMatchObject({
      errorCode: 'LISTING_NOT_EDITABLE',
      message: LISTING_MESSAGES.notEditable,
    });
    const submitTwice = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(submitTwice.status).toBe(409);
    expect(submitTwice.body.message).toBe(LISTING_MESSAGES.notSubmittable);
    expect((await loadListing(id)).model).toBe('아반떼 CN7');

    const approved = await call('POST', `/v1/admin/auctions/${id}/approve`, operatorAuth);
    expect(approved.status, approved.body.message).toBe(200);
    const approveTwice = await call('POST', `/v1/admin/auctions/${id}/approve`, operatorAuth);
    expect(approveTwice.status).toBe(409);
    expect(approveTwice.body).toMatchObject({
      errorCode: 'LISTING_NOT_IN_REVIEW',
      message: LISTING_MESSAGES.notInReview,
    });
    const rejectApproved = await call('POST', `/v1/admin/auctions/${id}/reject`, operatorAuth, {
      reason: '사진 부족',
    });
    expect(rejectApproved.status).toBe(409);
    expect(rejectApproved.body.message).toBe(LISTING_MESSAGES.notInReview);
    const editApproved = await call('PUT', `/v1/sellers/auctions/${id}`, auth, body);
    expect(editApproved.status).toBe(409);
    expect(await loadListing(id)).toMatchObject({ status: 'APPROVED', rejectReason: '' });

    const { auth: draftAuth, seller: draftSeller } = await newSeller();
    const draft = await call('POST', '/v1/sellers/auctions', draftAuth, await completeBody(draftSeller.id));
    const draftId = Number(draft.body.data!.id);
    const rejectDraft = await call('POST', `/v1/admin/auctions/${draftId}/reject`, operatorAuth, {
      reason: '사진 부족',
    });
    expect(rejectDraft.status).toBe(409);
    expect(rejectDraft.body.message).toBe(LISTING_MESSAGES.notInReview);
    expect((await call('POST', '/v1/admin/auctions/2147483647/approve', operatorAuth)).status).toBe(404);

    // From DEALER_DEPOSIT on the seller can no longer withdraw.
    const paying = await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', now: ctx.clock.now() });
    const late = await call(
      'POST',
      `/v1/sellers/auctions/${paying.auction.id}/withdraw`,
      await ctx.auth(paying.seller.id, 'seller'),
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      errorCode: 'LISTING_NOT_WITHDRAWABLE',
      message: LISTING_MESSAGES.notWithdrawable,
    });
    expect((await loadListing(paying.auction.id)).status).toBe('DEALER_DEPOSIT');
  });

  it("answers another seller's listing exactly like a missing one and changes nothing", async () => {
    const { id, seller } = await submittedListing();
    const { auth: strangerAuth, seller: stranger } = await newSeller('김타인');
    const body = await completeBody(stranger.id);
    const attempts = [
      await call('GET', `/v1/sellers/auctions/${id}`, strangerAuth),
      await call('PUT', `/v1/sellers/auctions/${id}`, strangerAuth, body),
      await call('POST', `/v1/sellers/auctions/${id}/submit`, strangerAuth),
      await call('POST', `/v1/sellers/auctions/${id}/withdraw`, strangerAuth),
    ];
    const missing = [
      await call('GET', '/v1/sellers/auctions/2147483647', strangerAuth),
      await call('PUT', '/v1/sellers/auctions/2147483647', strangerAuth, body),
      await call('POST', '/v1/sellers/auctions/2147483647/submit', strangerAuth),
      await call('POST', '/v1/sellers/auctions/2147483647/withdraw', strangerAuth),
    ];
    for (const [index, attempt] of attempts.entries()) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toEqual(missing[index]!.body);
      expect(attempt.body.message).toBe(AUCTION_MESSAGES.notFound);
    }
    expect(await loadListing(id)).toMatchObject({
      sellerId: seller.id,
      status: 'AUDIT',
      model: '아반떼 CN7',
    });

    const dealer = await createDealer(ctx.db);
    expect((await call('POST', '/v1/sellers/auctions', await ctx.auth(dealer.id), body)).status).toBe(403);
    expect((await call('POST', '/v1/sellers/auctions', {}, body)).status).toBe(401);
    expect((await call('GET', '/v1/admin/auctions', strangerAuth)).status).toBe(403);
    expect((await call('POST', `/v1/admin/auctions/${id}/approve`, strangerAuth)).status).toBe(403);
  });

  describe('body rules', () => {
    let sellerId: number;
    let auth: { authorization: string };
    let draftId: number;
    let valid: ListingRequest;
    const countRows = async () => {
      const [listings] = await ctx.db
        .select({ n: count() })
        .from(auctions)
        .where(eq(auctions.sellerId, sellerId));
      const [photos] = await ctx.db
        .select({ n: count() })
        .from(auctionImages)
        .where(eq(auctionImages.auctionId, draftId));
      return { listings: listings!.n, photos: photos!.n };
    };

    beforeAll(async () => {
      const created = await newSeller();
      sellerId = created.seller.id;
      auth = created.auth;
      valid = await completeBody(sellerId);
      const draft = await call('POST', '/v1/sellers/auctions', auth, valid);
      draftId = Number(draft.body.data!.id);
    });

    const nextYear = new Date().getFullYear() + 1;
    const cases: [string, (body: ListingRequest) => unknown, string][] = [
      ['no brand', ({ brandId: _brandId, ...rest }) => rest, LISTING_MESSAGES.brandRequired],
      ['an unknown brand', (body) => ({ ...body, brandId: 999_999 }), LISTING_MESSAGES.brandRequired],
      ['year 1949', (body) => ({ ...body, year: 1949 }), LISTING_MESSAGES.yearRange],
      ['year after next', (body) => ({ ...body, year: nextYear + 1 }), LISTING_MESSAGES.yearRange],
      ['year as text', (body) => ({ ...body, year: '2020' }), LISTING_MESSAGES.yearRange],
      ['mileage -1', (body) => ({ ...body, mileage: -1 }), LISTING_MESSAGES.mileageRange],
      ['mileage 10,000,000', (body) => ({ ...body, mileage: 10_000_000 }), LISTING_MESSAGES.mileageRange],
      [
        'a price off the 10,000 unit',
        (body) => ({ ...body, hopePrice: 15_005_000 }),
        LISTING_MESSAGES.hopePriceUnit,
      ],
      ['an unknown fuel', (body) => ({ ...body, fuel: 'COAL' }), LISTING_MESSAGES.fuelRequired],
      [
        'a condition not among the choices',
        (body) => ({ ...body, condition: '아주 좋음' }),
        LISTING_MESSAGES.conditionInvalid,
      ],
      ['a version that is no count', (body) => ({ ...body, version: 0 }), COMMON_MESSAGES.invalidRequest],
      [
        '21 photos',
        (body) => ({
          ...body,
          images: Array.from({ length: MAX_LISTING_PHOTOS + 1 }, (_, i) => ({
            type: 'ETC',
            image: `/uploads/x${i}.jpg`,
          })),
        }),
        LISTING_MESSAGES.photosTooMany,
      ],
      [
        'two main photos',
        (body) => ({ ...body, images: [...body.images!, { type: 'MAIN', image: body.images![0]!.image }] }),
        LISTING_MESSAGES.photoTypeTwice,
      ],
      [
        'a photo never uploaded',
        (body) => ({
          ...body,
          images: [...body.images!, { type: 'ETC', image: '/uploads/test/nobody.jpg' }],
        }),
        LISTING_MESSAGES.photoInvalid,
      ],
      [
        'a district of another province',
        (body) => ({ ...body, region2: '해운대구' }),
        LISTING_MESSAGES.regionInvalid,
      ],
      [
        'an unknown province',
        (body) => ({ ...body, region1: '서울', region2: '' }),
        LISTING_MESSAGES.regionInvalid,
      ],
      [
        'a district without its province',
        (body) => ({ ...body, region1: '', region2: '강남구' }),
        LISTING_MESSAGES.regionInvalid,
      ],
      [
        'a 5,000-character model',
        (body) => ({ ...body, model: '가'.repeat(5_000) }),
        LISTING_MESSAGES.tooLong('모델명', 100),
      ],
      [
        'a 41-character neighbourhood',
        (body) => ({ ...body, region3: '동'.repeat(41) }),
        LISTING_MESSAGES.tooLong('읍/면/동', 40),
      ],
      ['an unknown key', (body) => ({ ...body, sellerId: 1 }), COMMON_MESSAGES.invalidRequest],
      ['a NUL character', (body) => ({ ...body, model: 'PCX\u0000' }), REQUEST_MESSAGES.forbiddenCharacter],
      [
        'images that are no list',
        (body) => ({ ...body, images: 'main.jpg' }),
        COMMON_MESSAGES.invalidRequest,
      ],
    ];

    it.each(cases)('refuses %s with 400 and its message, writing nothing', async (_name, change, message) => {
      const before = await countRows();
      const stored = await loadListing(draftId);
      const body = change(structuredClone(valid));
      const created = await call('POST', '/v1/sellers/auctions', auth, body);
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(message);
      const replaced = await call('PUT', `/v1/sellers/auctions/${draftId}`, auth, body);
      expect(replaced.status).toBe(400);
      expect(replaced.body.message).toBe(message);
      expect(await countRows()).toEqual(before);
      expect(await loadListing(draftId)).toEqual(stored);
    });

    it("refuses another seller's or a dealer's upload, accepts the seller's own upload through /v1/files/images", async () => {
      const other = await createSeller(ctx.db);
      const dealer = await createDealer(ctx.db);
      for (const image of [
        await sellerPhoto(other.id),
        await createUploadedFile(ctx.db, { dealerId: dealer.id }),
      ]) {
        const response = await call('PUT', `/v1/sellers/auctions/${draftId}`, auth, {
          ...valid,
          images: [...valid.images!, { type: 'ETC', image }],
        });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          errorCode: 'LISTING_PHOTO_INVALID',
          message: LISTING_MESSAGES.photoInvalid,
        });
      }

      const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0040c0' } })
        .png()
        .toBuffer();
      const boundary = '----listingtestboundary';
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/files/images',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="car.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const url = upload.json<{ data: { url: string } }>().data.url;
      const [file] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
      expect(file).toMatchObject({ ownerType: 'SELLER', ownerId: sellerId });
      const accepted = await call('PUT', `/v1/sellers/auctions/${draftId}`, auth, {
        ...valid,
        images: [...valid.images!, { type: 'DASHBOARD', image: url }],
      });
      expect(accepted.status, accepted.body.message).toBe(200);
      expect((await imagesOf(draftId)).at(-1)).toMatchObject({ type: 'DASHBOARD', url });
    });
  });

  it('refuses to submit an incomplete draft with the first missing field of checkListingComplete', async () => {
    const { seller, auth } = await newSeller();
    const draft = await call('POST', '/v1/sellers/auctions', auth, { brandId: brand.id });
    const id = Number(draft.body.data!.id);
    const bare = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({
      errorCode: 'LISTING_INCOMPLETE',
      message: LISTING_MESSAGES.modelRequired,
    });

    const { mileage: _mileage, ...withoutMileage } = await completeBody(seller.id);
    await call('PUT', `/v1/sellers/auctions/${id}`, auth, withoutMileage);
    const noMileage = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(noMileage.status).toBe(400);
    expect(noMileage.body.message).toBe(LISTING_MESSAGES.mileageRequired);

    const complete = await completeBody(seller.id);
    await call('PUT', `/v1/sellers/auctions/${id}`, auth, {
      ...complete,
      images: complete.images!.slice(0, 2),
    });
    const twoPhotos = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(twoPhotos.status).toBe(400);
    expect(twoPhotos.body.message).toBe(LISTING_MESSAGES.photosRequired);
    expect((await loadListing(id)).status).toBe('REGISTERED');
  });

  it('lets a new phone log in, list, name itself and submit', async () => {
    const phone = '01077776666';
    await call('POST', '/v1/sellers/auth/phone/request', {}, { phone });
    const login = await call(
      'POST',
      '/v1/sellers/login',
      {},
      { phone, authCode: await lastSmsCode(ctx.db, phone) },
    );
    expect(login.status, login.body.message).toBe(200);
    const auth = { authorization: `Bearer ${String(login.body.data!.accessToken)}` };
    const me = await call('GET', '/v1/sellers/me', auth);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ name: '', phone });
    const sellerId = Number(me.body.data!.id);

    const created = await call('POST', '/v1/sellers/auctions', auth, await completeBody(sellerId));
    expect(created.status, created.body.message).toBe(201);
    const id = Number(created.body.data!.id);
    const nameless = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(nameless.status).toBe(409);
    expect(nameless.body).toMatchObject({
      errorCode: 'SELLER_NAME_REQUIRED',
      message: LISTING_MESSAGES.sellerNameRequired,
    });

    const blank = await call('PUT', '/v1/sellers/me', auth, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(LISTING_MESSAGES.sellerNameRequired);
    const tooLong = await call('PUT', '/v1/sellers/me', auth, { name: '가'.repeat(21) });
    expect(tooLong.body.message).toBe(LISTING_MESSAGES.sellerNameTooLong);
    const named = await call('PUT', '/v1/sellers/me', auth, { name: ' 박새롬 ' });
    expect(named.status).toBe(200);
    expect(named.body.data).toEqual({ id: sellerId, name: '박새롬', phone });
    const submitted = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(submitted.status, submitted.body.message).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'AUDIT' });
  });

  it('rejects with a reason the seller reads; the edited listing stays REJECTED until submitted again', async () => {
    const { seller, auth, id } = await submittedListing('최반려');
    const queue = await call('GET', '/v1/admin/auctions?status=AUDIT&page=1&size=100', operatorAuth);
    expect(queue.status).toBe(200);
    const item = (queue.body.data!.items as { id: number; seller: unknown; submittedAt: string }[]).find(
      (row) => row.id === id,
    );
    expect(item).toMatchObject({
      seller: { id: seller.id, name: '최반려', phone: seller.phoneNumber },
      submittedAt: ctx.clock.now().toISOString(),
    });
    const detail = await call('GET', `/v1/admin/auctions/${id}`, operatorAuth);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id,
      status: 'AUDIT',
      brandId: brand.id,
      brandName: brand.name,
      model: '아반떼 CN7',
      mileage: 42_000,
      hopePrice: 15_000_000,
      region2: '강남구',
      rejectReason: '',
      seller: { name: '최반려', phone: seller.phoneNumber },
    });
    expect(detail.body.data!.images).toHaveLength(3);
    expect((await call('GET', '/v1/admin/auctions/2147483647', operatorAuth)).status).toBe(404);

    const empty = await call('POST', `/v1/admin/auctions/${id}/reject`, operatorAuth, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(LISTING_MESSAGES.rejectReasonRequired);
    const rejected = await call('POST', `/v1/admin/auctions/${id}/reject`, operatorAuth, {
      reason: '좌측면 사진이 흐립니다.',
    });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body.data).toMatchObject({
      id,
      status: 'REJECTED',
      rejectReason: '좌측면 사진이 흐립니다.',
    });
    const [notice] = await outboxTo(seller.phoneNumber, 'LISTING_REJECTED');
    expect(notice!.body).toMatch(/^\[오토비드\] 최반려님, 아반떼 CN7 매물 심사가 반려되었습니다\./);
    expect(notice!.body).toContain('사유: 좌측면 사진이 흐립니다.');

    const body = await completeBody(seller.id);
    const edited = await call('PUT', `/v1/sellers/auctions/${id}`, auth, {
      ...body,
      model: '아반떼 CN7 인스퍼레이션',
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'REJECTED' });
    expect(await loadListing(id)).toMatchObject({
      status: 'REJECTED',
      rejectReason: '좌측면 사진이 흐립니다.',
    });
    const again = await call('POST', `/v1/sellers/auctions/${id}/submit`, auth);
    expect(again.status, again.body.message).toBe(200);
    expect(await loadListing(id)).toMatchObject({
      status: 'AUDIT',
      rejectReason: '',
      model: '아반떼 CN7 인스퍼레이션',
    });

    const rejectedList = await call('GET', '/v1/admin/auctions?status=REJECTED', operatorAuth);
    expect((rejectedList.body.data!.items as { id: number }[]).some((row) => row.id === id)).toBe(false);
    const badStatus = await call('GET', '/v1/admin/auctions?status=NOPE', operatorAuth);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(LISTING_MESSAGES.statusInvalid);
  });

  it('approves; the clock opens it at the next 09:00 KST, dealers see it, and it ends with the seller told to choose', async () => {
    const realNow = new Date();
    ctx.clock.set(realNow);
    const { seller, id } = await submittedListing('정승인');
    const opensAt = nextKstNine(realNow);

    const approved = await call('POST', `/v1/admin/auctions/${id}/approve`, operatorAuth);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({ id, status: 'APPROVED', opensAt: opensAt.toISOString() });
    expect(await loadListing(id)).toMatchObject({
      status: 'APPROVED',
      approvedAt: realNow,
      startAt: opensAt,
    });
    const [approvedNotice] = await outboxTo(seller.phoneNumber, 'LISTING_APPROVED');
    expect(approvedNotice!.body).toMatch(/^\[오토비드\] 정승인님, 아반떼 CN7 매물 심사가 승인되었습니다\./);
    expect(approvedNotice!.body).toContain(formatDotDateTime(opensAt));

    const dealer = await createDealer(ctx.db);
    const dealerAuth = await ctx.auth(dealer.id);
    const listed = async () => {
      const response = await call('GET', '/v1/dealers/auction/list?page=1&size=100', dealerAuth);
      expect(response.status).toBe(200);
      return (response.body.data!.items as { id: number; mileage: number }[]).find((row) => row.id === id);
    };
    expect(await listed()).toBeUndefined();

    const alimtalk = ctx.providers.alimtalk;
    const early = await runAuctionClock(ctx.db, { now: new Date(opensAt.getTime() - 1), alimtalk });
    expect(early.opened.map((row) => row.id)).not.toContain(id);
    const opened = await runAuctionClock(ctx.db, { now: opensAt, alimtalk });
    expect(opened.opened.map((row) => row.id)).toContain(id);
    const endDate = new Date(opensAt.getTime() + 48 * HOUR);
    expect(await loadListing(id)).toMatchObject({ status: 'PROGRESS', startAt: opensAt, endDate });
    const [openedNotice] = await outboxTo(seller.phoneNumber, 'LISTING_OPENED');
    expect(openedNotice!.body).toMatch(/^\[오토비드\] 정승인님, 아반떼 CN7 매물 경매가 시작되었습니다\./);
    expect(openedNotice!.body).toContain(formatDotDateTime(endDate));
    expect(await listed()).toMatchObject({ id, mileage: 42_000 });

    const bid = await call('POST', `/v1/dealers/auction/${id}/bidding/`, dealerAuth, { price: 14_000_000 });
    expect(bid.status, bid.body.message).toBe(201);
    await runAuctionClock(ctx.db, { now: endDate, alimtalk });
    const ended = await loadListing(id);
    expect(ended.status).toBe('TIME_EXPIRED');
    const [endedNotice] = await outboxTo(seller.phoneNumber, 'LISTING_ENDED');
    expect(endedNotice!.body).toContain('(입찰 1건)');
    expect(endedNotice!.body).toContain(
      `${formatDotDateTime(ended.selectExpireAt)}까지 거래할 딜러를 선택해주세요.`,
    );
  });

  it('ends an auction without bids with its own notice', async () => {
    const seller = await createSeller(ctx.db, { name: '유찰' });
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerId: seller.id,
      status: 'PROGRESS',
      model: 'PCX125',
      startAt: new Date(now.getTime() - 49 * HOUR),
      endDate: new Date(now.getTime() - HOUR),
    });
    const result = await runAuctionClock(ctx.db, { now, alimtalk: ctx.providers.alimtalk });
    expect(result.closed.map((row) => row.id)).toContain(auction.id);
    const notices = await outboxTo(seller.phoneNumber);
    expect(notices).toEqual([
      {
        template: 'LISTING_ENDED_NO_BID',
        body: expect.stringMatching(
          /^\[오토비드\] 유찰님, PCX125 매물 경매가 입찰 없이 마감되었습니다\./,
        ) as string,
      },
    ]);
  });

  it('withdraws a live auction: every active bidder is told, watchers get auction-update', async () => {
    const seller = await createSeller(ctx.db);
    const auction = await createLiveAuction(ctx.db, { sellerId: seller.id, model: 'XMAX 300' });
    const [first, second, canceled] = [
      await createDealer(ctx.db, { name: '강입찰' }),
      await createDealer(ctx.db, { name: '노입찰' }),
      await createDealer(ctx.db, { name: '도취소' }),
    ];
    await createBid(ctx.db, { auctionId: auction.id, dealerId: first.id, price: 3_000_000 });
    await createBid(ctx.db, { auctionId: auction.id, dealerId: second.id, price: 3_100_000 });
    await createBid(ctx.db, {
      auctionId: auction.id,
      dealerId: canceled.id,
      price: 2_000_000,
      canceledAt: ctx.clock.now(),
    });
    const emitted = vi.spyOn(ctx.app.auctionEvents, 'emitAuctionUpdate');
    try {
      const response = await call(
        'POST',
        `/v1/sellers/auctions/${auction.id}/withdraw`,
        await ctx.auth(seller.id, 'seller'),
      );
      expect(response.status, response.body.message).toBe(200);
      expect(emitted).toHaveBeenCalledWith(
        auction.id,
        expect.objectContaining({ auctionId: auction.id, status: 'USER_CANCELED', reason: 'STATUS' }),
      );
    } finally {
      emitted.mockRestore();
    }
    for (const dealer of [first, second]) {
      const notices = await outboxTo(dealer.phoneNumber);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.template).toBe('LISTING_WITHDRAWN');
      expect(notices[0]!.body).toMatch(
        new RegExp(`^\\[오토비드\\] ${dealer.name}님, XMAX 300 판매자가 매물 등록을 취소`),
      );
    }
    expect(await outboxTo(canceled.phoneNumber)).toEqual([]);
  });

  it('withdraws during DEALER_CONFIRM: the deal is cancelled by the seller, the winner told, no penalty', async () => {
    const { auction, deal, dealer, seller } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    const response = await call(
      'POST',
      `/v1/sellers/auctions/${auction.id}/withdraw`,
      await ctx.auth(seller.id, 'seller'),
    );
    expect(response.status, response.body.message).toBe(200);
    expect((await loadListing(auction.id)).status).toBe('USER_CANCELED');
    const [row] = await ctx.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row).toMatchObject({ canceledBy: 'SELLER', cancelReason: SELLER_WITHDRAW_REASON });
    expect(row!.canceledAt).toEqual(ctx.clock.now());
    expect(await ctx.db.select().from(penalties).where(eq(penalties.dealerId, dealer.id))).toEqual([]);
    const notices = await outboxTo(dealer.phoneNumber);
    expect(notices.map((notice) => notice.template)).toEqual(['LISTING_WITHDRAWN_SELECTED']);
    expect(notices[0]!.body).toContain('페널티는 없습니다');
  });

  it('does a double submit, a double approval and a double withdrawal once', async () => {
    const { seller, auth } = await newSeller('한번만');
    const created = await call('POST', '/v1/sellers/auctions', auth, await completeBody(seller.id));
    const id = Number(created.body.data!.id);
    const submits = await Promise.all([
      call('POST', `/v1/sellers/auctions/${id}/submit`, auth),
      call('POST', `/v1/sellers/auctions/${id}/submit`, auth),
      call('POST', `/v1/sellers/auctions/${id}/submit`, auth),
    ]);
    expect(submits.map((response) => response.status).sort()).toEqual([200, 409, 409]);

    const approvals = await Promise.all([
      call('POST', `/v1/admin/auctions/${id}/approve`, operatorAuth),
      call('POST', `/v1/admin/auctions/${id}/approve`, operatorAuth),
    ]);
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await outboxTo(seller.phoneNumber, 'LISTING_APPROVED')).toHaveLength(1);

    const live = await createLiveAuction(ctx.db, { sellerId: seller.id });
    const bidder = await createDealer(ctx.db);
    await createBid(ctx.db, { auctionId: live.id, dealerId: bidder.id });
    const withdrawals = await Promise.all([
      call('POST', `/v1/sellers/auctions/${live.id}/withdraw`, auth),
      call('POST', `/v1/sellers/auctions/${live.id}/withdraw`, auth),
    ]);
    expect(withdrawals.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await outboxTo(bidder.phoneNumber)).toHaveLength(1);
    const statuses = await ctx.db
      .select({ status: auctions.status })
      .from(auctions)
      .where(inArray(auctions.id, [id, live.id]))
      .orderBy(asc(auctions.id));
    expect(statuses.map((row) => row.status)).toEqual(['APPROVED', 'USER_CANCELED']);
  });

  it('makes one seller of a phone whose first logins race', async () => {
    const phone = '01055554444';
    const found = await Promise.all([1, 2, 3].map(() => findOrCreateSellerByPhone(ctx.db, phone)));
    expect(new Set(found.map((seller) => seller.id)).size).toBe(1);
    expect(await ctx.db.select().from(sellers).where(eq(sellers.phoneNumber, phone))).toHaveLength(1);
  });
});
