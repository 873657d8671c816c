// The seller's listing life cycle: draft, edit, submit, withdraw; the operator's review; the clock opening an
// approved listing at 09:00 Asia/Seoul; the notices each step writes; body rules; ownership; races.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  AUCTION_MESSAGES,
  LISTING_MESSAGES,
  MAX_LISTING_PHOTOS,
  REQUEST_MESSAGES,
  clearConditionReport,
  formatDotDateTime,
  maskPhone,
  type ListingRequest,
  type RouteInput,
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
  createOwnerConsent,
  createSeller,
  createUploadedFile,
} from './factories';
import type { CallAs } from './helpers/call';
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

describe('listings', () => {
  let ctx: TestContext;
  let brand: typeof brands.$inferSelect;
  let operatorId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const [row] = await ctx.db.select().from(brands).where(eq(brands.vehicleType, 'CAR')).limit(1);
    brand = row!;
    operatorId = (await createOperator(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  // The seller's listing calls, as the seller (an id) or whoever else `as` names.
  const create = (as: CallAs, body: ListingRequest) => ctx.call(api.listings.create, { body }, as);
  const update = (as: CallAs, id: number, body: ListingRequest) =>
    ctx.call(api.listings.update, { params: { id }, body }, as);
  /**
   * SUBMIT needs the owner's confirmed consent for the plate (owner-consent.test.ts tests that gate): this
   * file's listings get one first, as the seller's registry check leaves it.
   */
  const submit = async (as: CallAs, id: number) => {
    const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, id));
    if (row?.plateNumber) {
      await createOwnerConsent(ctx.db, row).catch(() => undefined);
    }
    return ctx.call(api.listings.submit, { params: { id } }, as);
  };
  const withdraw = (as: CallAs, id: number) => ctx.call(api.listings.withdraw, { params: { id } }, as);
  const detail = (as: CallAs, id: number) => ctx.call(api.sellers.detail, { params: { id } }, as);
  // The operator's review.
  const approve = (id: number, as: CallAs = operatorId) =>
    ctx.call(api.consoleListings.approve, { params: { id } }, as);
  const reject = (id: number, reason: string) =>
    ctx.call(api.consoleListings.reject, { params: { id }, body: { reason } }, operatorId);

  /** An uploaded_files row owned by this seller (what POST /v1/files/images stores for a seller token). */
  const sellerPhoto = (sellerId: number) =>
    createUploadedFile(ctx.db, { owner: { type: 'SELLER', id: sellerId } });

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
    plateNumber: '123가 4567',
    images: await requiredPhotos(sellerId),
    conditionReport: clearConditionReport(brand.vehicleType),
  });

  const newSeller = async (name = '이판매') => {
    const seller = await createSeller(ctx.db, { name });
    return { seller };
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
    const { seller } = await newSeller(name);
    const created = await create(seller.id, await completeBody(seller.id));
    const id = created.data.id;
    const submitted = await submit(seller.id, id);
    expect(submitted.status, submitted.message).toBe(200);
    return { seller, id };
  };

  it('creates a draft with only a brand, edits it, submits it and withdraws it', async () => {
    const { seller } = await newSeller();
    const draft = await create(seller.id, { brandId: brand.id });
    expect(draft.status, draft.message).toBe(201);
    expect(draft.message).toBe(LISTING_MESSAGES.saved);
    expect(draft.data).toMatchObject({ status: 'REGISTERED', statusLabel: '가격문의' });
    const id = draft.data.id;
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
    const edited = await update(seller.id, id, { ...body, accident: '앞 범퍼' });
    expect(edited.status, edited.message).toBe(200);
    expect(edited.data).toMatchObject({ id, status: 'REGISTERED' });
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
    const replaced = await update(seller.id, id, {
      ...body,
      etc: undefined,
      images: photos,
    });
    expect(replaced.status, replaced.message).toBe(200);
    expect((await imagesOf(id)).map((image) => image.url)).toEqual(photos.map((photo) => photo.image));
    expect(await loadListing(id)).toMatchObject({ etc: '', accident: '없음', hasAccident: false });

    const submitted = await submit(seller.id, id);
    expect(submitted.status, submitted.message).toBe(200);
    expect(submitted.message).toBe(LISTING_MESSAGES.submitted);
    expect(submitted.data).toMatchObject({ id, status: 'AUDIT', statusLabel: '심사중' });
    expect((await loadListing(id)).submittedAt).toEqual(ctx.clock.now());

    const withdrawn = await withdraw(seller.id, id);
    expect(withdrawn.status, withdrawn.message).toBe(200);
    expect(withdrawn.message).toBe(LISTING_MESSAGES.withdrawn);
    expect(withdrawn.data).toMatchObject({ id, status: 'USER_CANCELED' });
    const again = await withdraw(seller.id, id);
    expect(again.status).toBe(409);
    expect(again).toMatchObject({
      errorCode: 'LISTING_ALREADY_WITHDRAWN',
      message: LISTING_MESSAGES.alreadyWithdrawn,
    });
  });

  it("refuses a stale tab's save with 409 LISTING_STALE and keeps the other tab's save", async () => {
    const { seller } = await newSeller();
    const body = await completeBody(seller.id);
    const created = await create(seller.id, body);
    const id = created.data.id;
    expect(created.data).toMatchObject({ version: 1 });
    // Both tabs open the form at version 1; the first saves, the version moves on.
    const opened = await detail(seller.id, id);
    expect(opened.data).toMatchObject({ version: 1 });
    const first = await update(seller.id, id, {
      ...body,
      color: '검정',
      version: 1,
    });
    expect(first.status, first.message).toBe(200);
    expect(first.data).toMatchObject({ version: 2 });
    // The second tab still has version 1: refused, nothing changes.
    const before = await loadListing(id);
    const stale = await update(seller.id, id, {
      ...body,
      color: '빨강',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale).toMatchObject({ message: LISTING_MESSAGES.stale, errorCode: 'LISTING_STALE' });
    expect(await loadListing(id)).toEqual(before);
    // After a reload it has version 2 and saves.
    const reloaded = await detail(seller.id, id);
    expect(reloaded.data).toMatchObject({ color: '검정', version: 2 });
    const again = await update(seller.id, id, {
      ...body,
      color: '빨강',
      version: 2,
    });
    expect(again.status, again.message).toBe(200);
    expect(again.data).toMatchObject({ version: 3 });
    // A frozen listing is still "not editable", whatever the version.
    await submit(seller.id, id);
    const frozen = await update(seller.id, id, { ...body, version: 3 });
    expect(frozen.errorCode).toBe('LISTING_NOT_EDITABLE');
  });

  it('refuses each step that does not apply with 409 and its message', async () => {
    const { id, seller } = await submittedListing();
    const body = await completeBody(seller.id);
    const editInReview = await update(seller.id, id, body);
    expect(editInReview.status).toBe(409);
    expect(editInReview).toMatchObject({
      errorCode: 'LISTING_NOT_EDITABLE',
      message: LISTING_MESSAGES.notEditable,
    });
    const submitTwice = await submit(seller.id, id);
    expect(submitTwice.status).toBe(409);
    expect(submitTwice.message).toBe(LISTING_MESSAGES.notSubmittable);
    expect((await loadListing(id)).model).toBe('아반떼 CN7');

    const approved = await approve(id);
    expect(approved.status, approved.message).toBe(200);
    const approveTwice = await approve(id);
    expect(approveTwice.status).toBe(409);
    expect(approveTwice).toMatchObject({
      errorCode: 'LISTING_NOT_IN_REVIEW',
      message: LISTING_MESSAGES.notInReview,
    });
    const rejectApproved = await reject(id, '사진 부족');
    expect(rejectApproved.status).toBe(409);
    expect(rejectApproved.message).toBe(LISTING_MESSAGES.notInReview);
    const editApproved = await update(seller.id, id, body);
    expect(editApproved.status).toBe(409);
    expect(await loadListing(id)).toMatchObject({ status: 'APPROVED', rejectReason: '' });

    const { seller: draftSeller } = await newSeller();
    const draft = await create(draftSeller.id, await completeBody(draftSeller.id));
    const draftId = draft.data.id;
    const rejectDraft = await reject(draftId, '사진 부족');
    expect(rejectDraft.status).toBe(409);
    expect(rejectDraft.message).toBe(LISTING_MESSAGES.notInReview);
    expect((await approve(2147483647)).status).toBe(404);

    // From DEALER_DEPOSIT on the seller can no longer withdraw.
    const paying = await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', now: ctx.clock.now() });
    const late = await withdraw(paying.seller.id, paying.auction.id);
    expect(late.status).toBe(409);
    expect(late).toMatchObject({
      errorCode: 'LISTING_NOT_WITHDRAWABLE',
      message: LISTING_MESSAGES.notWithdrawable,
    });
    expect((await loadListing(paying.auction.id)).status).toBe('DEALER_DEPOSIT');
  });

  it("answers another seller's listing exactly like a missing one and changes nothing", async () => {
    const { id, seller } = await submittedListing();
    const { seller: stranger } = await newSeller('김타인');
    const body = await completeBody(stranger.id);
    const attempts = [
      await detail(stranger.id, id),
      await update(stranger.id, id, body),
      await submit(stranger.id, id),
      await withdraw(stranger.id, id),
    ];
    const missing = [
      await detail(stranger.id, 2147483647),
      await update(stranger.id, 2147483647, body),
      await submit(stranger.id, 2147483647),
      await withdraw(stranger.id, 2147483647),
    ];
    for (const [index, attempt] of attempts.entries()) {
      expect(attempt.status).toBe(404);
      // The whole answer, envelope and all, is the missing listing's (but for the request's own id).
      expect({ ...attempt.response.json(), requestId: 'id' }).toEqual({
        ...missing[index]!.response.json(),
        requestId: 'id',
      });
      expect(attempt.message).toBe(AUCTION_MESSAGES.notFound);
    }
    expect(await loadListing(id)).toMatchObject({
      sellerId: seller.id,
      status: 'AUDIT',
      model: '아반떼 CN7',
    });

    const dealer = await createDealer(ctx.db);
    expect((await create(await ctx.auth(dealer.id), body)).status).toBe(403);
    expect((await create(null, body)).status).toBe(401);
    const strangerAuth = await ctx.auth(stranger.id, 'seller');
    expect((await ctx.call(api.consoleListings.queue, {}, strangerAuth)).status).toBe(403);
    expect((await approve(id, strangerAuth)).status).toBe(403);
  });

  describe('body rules', () => {
    let sellerId: number;
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
      valid = await completeBody(sellerId);
      const draft = await create(sellerId, valid);
      draftId = draft.data.id;
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
      // A body the listing schema refuses, sent as it is.
      const invalidBody = change(structuredClone(valid));
      const created = await ctx.call(
        api.listings.create,
        {} as RouteInput<typeof api.listings.create>,
        sellerId,
        { invalidBody },
      );
      expect(created.status).toBe(400);
      expect(created.message).toBe(message);
      const replaced = await ctx.call(
        api.listings.update,
        { params: { id: draftId } } as RouteInput<typeof api.listings.update>,
        sellerId,
        { invalidBody },
      );
      expect(replaced.status).toBe(400);
      expect(replaced.message).toBe(message);
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
        const response = await update(sellerId, draftId, {
          ...valid,
          images: [...valid.images!, { type: 'ETC', image }],
        });
        expect(response.status).toBe(400);
        expect(response).toMatchObject({
          errorCode: 'LISTING_PHOTO_INVALID',
          message: LISTING_MESSAGES.photoInvalid,
        });
      }

      const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0040c0' } })
        .png()
        .toBuffer();
      const boundary = '----listingtestboundary';
      const upload = await ctx.call(api.files.upload, {}, await ctx.auth(sellerId, 'seller'), {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="car.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.status, upload.response.body).toBe(201);
      const { url } = upload.data;
      const [file] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
      expect(file).toMatchObject({ ownerType: 'SELLER', ownerId: sellerId });
      const accepted = await update(sellerId, draftId, {
        ...valid,
        images: [...valid.images!, { type: 'DASHBOARD', image: url }],
      });
      expect(accepted.status, accepted.message).toBe(200);
      expect((await imagesOf(draftId)).at(-1)).toMatchObject({ type: 'DASHBOARD', url });
    });
  });

  it('refuses to submit an incomplete draft with the first missing field of checkListingComplete', async () => {
    const { seller } = await newSeller();
    const draft = await create(seller.id, { brandId: brand.id });
    const id = draft.data.id;
    const bare = await submit(seller.id, id);
    expect(bare.status).toBe(400);
    expect(bare).toMatchObject({
      errorCode: 'LISTING_INCOMPLETE',
      message: LISTING_MESSAGES.modelRequired,
    });

    const { mileage: _mileage, ...withoutMileage } = await completeBody(seller.id);
    await update(seller.id, id, withoutMileage);
    const noMileage = await submit(seller.id, id);
    expect(noMileage.status).toBe(400);
    expect(noMileage.message).toBe(LISTING_MESSAGES.mileageRequired);

    const complete = await completeBody(seller.id);
    await update(seller.id, id, {
      ...complete,
      images: complete.images!.slice(0, 2),
    });
    const twoPhotos = await submit(seller.id, id);
    expect(twoPhotos.status).toBe(400);
    expect(twoPhotos.message).toBe(LISTING_MESSAGES.photosRequired);
    expect((await loadListing(id)).status).toBe('REGISTERED');
  });

  it('lets a new phone log in, list, name itself and submit', async () => {
    const phone = '01077776666';
    await ctx.call(api.sellers.requestCode, { body: { phone } });
    const login = await ctx.call(api.sellers.login, {
      body: { phone, authCode: await lastSmsCode(ctx.db, phone) },
    });
    expect(login.status, login.message).toBe(200);
    const auth = { authorization: `Bearer ${login.data.accessToken}` };
    const me = await ctx.call(api.sellers.me, {}, auth);
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ name: '', phone });
    const sellerId = me.data.id;

    const created = await create(auth, await completeBody(sellerId));
    expect(created.status, created.message).toBe(201);
    const id = created.data.id;
    const nameless = await submit(auth, id);
    expect(nameless.status).toBe(409);
    expect(nameless).toMatchObject({
      errorCode: 'SELLER_NAME_REQUIRED',
      message: LISTING_MESSAGES.sellerNameRequired,
    });

    const blank = await ctx.call(api.sellers.updateMe, { body: { name: '   ' } }, auth);
    expect(blank.status).toBe(400);
    expect(blank.message).toBe(LISTING_MESSAGES.sellerNameRequired);
    const tooLong = await ctx.call(api.sellers.updateMe, { body: { name: '가'.repeat(21) } }, auth);
    expect(tooLong.message).toBe(LISTING_MESSAGES.sellerNameTooLong);
    const named = await ctx.call(api.sellers.updateMe, { body: { name: ' 박새롬 ' } }, auth);
    expect(named.status).toBe(200);
    expect(named.data).toEqual({ id: sellerId, name: '박새롬', phone });
    const submitted = await submit(auth, id);
    expect(submitted.status, submitted.message).toBe(200);
    expect(submitted.data).toMatchObject({ status: 'AUDIT' });
  });

  it('rejects with a reason the seller reads; the edited listing stays REJECTED until submitted again', async () => {
    const { seller, id } = await submittedListing('최반려');
    const queue = await ctx.call(
      api.consoleListings.queue,
      { query: { status: 'AUDIT', page: 1, size: 100 } },
      operatorId,
    );
    expect(queue.status).toBe(200);
    const item = queue.data.items.find((row) => row.id === id);
    expect(item).toMatchObject({
      // The console answers phones masked (docs/domain.md "Contact relay").
      seller: { id: seller.id, name: '최반려', phone: maskPhone(seller.phoneNumber) },
      submittedAt: ctx.clock.now().toISOString(),
    });
    const detail = await ctx.call(api.consoleAuctions.detail, { params: { id } }, operatorId);
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      id,
      status: 'AUDIT',
      brandId: brand.id,
      brandName: brand.name,
      model: '아반떼 CN7',
      mileage: 42_000,
      hopePrice: 15_000_000,
      region2: '강남구',
      rejectReason: '',
      seller: { name: '최반려', phone: maskPhone(seller.phoneNumber) },
    });
    expect(detail.data.images).toHaveLength(3);
    expect(
      (await ctx.call(api.consoleAuctions.detail, { params: { id: 2147483647 } }, operatorId)).status,
    ).toBe(404);

    const empty = await reject(id, ' ');
    expect(empty.status).toBe(400);
    expect(empty.message).toBe(LISTING_MESSAGES.rejectReasonRequired);
    const rejected = await reject(id, '좌측면 사진이 흐립니다.');
    expect(rejected.status, rejected.message).toBe(200);
    expect(rejected.data).toMatchObject({
      id,
      status: 'REJECTED',
      rejectReason: '좌측면 사진이 흐립니다.',
    });
    const [notice] = await outboxTo(seller.phoneNumber, 'LISTING_REJECTED');
    expect(notice!.body).toMatch(/^\[오토비드\] 최반려님, 아반떼 CN7 매물 심사가 반려되었습니다\./);
    expect(notice!.body).toContain('사유: 좌측면 사진이 흐립니다.');

    const body = await completeBody(seller.id);
    const edited = await update(seller.id, id, {
      ...body,
      model: '아반떼 CN7 인스퍼레이션',
    });
    expect(edited.status, edited.message).toBe(200);
    expect(edited.data).toMatchObject({ status: 'REJECTED' });
    expect(await loadListing(id)).toMatchObject({
      status: 'REJECTED',
      rejectReason: '좌측면 사진이 흐립니다.',
    });
    const again = await submit(seller.id, id);
    expect(again.status, again.message).toBe(200);
    expect(await loadListing(id)).toMatchObject({
      status: 'AUDIT',
      rejectReason: '',
      model: '아반떼 CN7 인스퍼레이션',
    });

    const rejectedList = await ctx.call(
      api.consoleListings.queue,
      { query: { status: 'REJECTED' } },
      operatorId,
    );
    expect(rejectedList.data.items.some((row) => row.id === id)).toBe(false);
    // A status the query's type refuses, sent as a client could.
    const badStatus = await ctx.call(
      api.consoleListings.queue,
      { query: { status: 'NOPE' as never } },
      operatorId,
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.message).toBe(LISTING_MESSAGES.statusInvalid);
  });

  it('approves; the clock opens it at the next 09:00 KST, dealers see it, and it ends with the seller told to choose', async () => {
    const realNow = new Date();
    ctx.clock.set(realNow);
    const { seller, id } = await submittedListing('정승인');
    const opensAt = nextKstNine(realNow);

    const approved = await approve(id);
    expect(approved.status, approved.message).toBe(200);
    expect(approved.data).toMatchObject({ id, status: 'APPROVED', opensAt: opensAt.toISOString() });
    expect(await loadListing(id)).toMatchObject({
      status: 'APPROVED',
      approvedAt: realNow,
      startAt: opensAt,
    });
    const [approvedNotice] = await outboxTo(seller.phoneNumber, 'LISTING_APPROVED');
    expect(approvedNotice!.body).toMatch(/^\[오토비드\] 정승인님, 아반떼 CN7 매물 심사가 승인되었습니다\./);
    expect(approvedNotice!.body).toContain(formatDotDateTime(opensAt));

    const dealer = await createDealer(ctx.db);
    const listed = async () => {
      const response = await ctx.call(api.auctions.list, { query: { page: 1, size: 100 } }, dealer.id);
      expect(response.status).toBe(200);
      return response.data.items.find((row) => row.id === id);
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

    const bid = await ctx.call(
      api.auctions.placeBid,
      { params: { id }, body: { price: 14_000_000 } },
      dealer.id,
    );
    expect(bid.status, bid.message).toBe(201);
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
      const response = await withdraw(seller.id, auction.id);
      expect(response.status, response.message).toBe(200);
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
    const response = await withdraw(seller.id, auction.id);
    expect(response.status, response.message).toBe(200);
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
    const { seller } = await newSeller('한번만');
    const created = await create(seller.id, await completeBody(seller.id));
    const id = created.data.id;
    const submits = await Promise.all([submit(seller.id, id), submit(seller.id, id), submit(seller.id, id)]);
    expect(submits.map((response) => response.status).sort()).toEqual([200, 409, 409]);

    const approvals = await Promise.all([approve(id), approve(id)]);
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await outboxTo(seller.phoneNumber, 'LISTING_APPROVED')).toHaveLength(1);

    const live = await createLiveAuction(ctx.db, { sellerId: seller.id });
    const bidder = await createDealer(ctx.db);
    await createBid(ctx.db, { auctionId: live.id, dealerId: bidder.id });
    const withdrawals = await Promise.all([withdraw(seller.id, live.id), withdraw(seller.id, live.id)]);
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
