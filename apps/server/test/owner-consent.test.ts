// The registered owner's consent (docs/domain.md "Owner consent"): the gate of SUBMIT and APPROVE, the
// seller's own registry check, another owner's consent through the SMS link and its code (single use, 24
// hours, one winner of two confirmations at once), the plate's format and change, and the plate dealers see
// masked until their fee is paid.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  clearConditionReport,
  OWNER_CONSENT_LINKS_PER_DAY,
  OWNER_CONSENT_MESSAGES,
  maskPlate,
  type ListingRequest,
} from '@autobid/shared';
import { auctions, auditLog, brands, notificationOutbox, ownerConsents } from '../src/db/schema';
import { fixedClock } from '../src/lib/clock';
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

describe('owner consent', () => {
  let ctx: TestContext;
  const clock = fixedClock(new Date());
  let brand: typeof brands.$inferSelect;
  let operatorId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    const [row] = await ctx.db.select().from(brands).where(eq(brands.vehicleType, 'CAR')).limit(1);
    brand = row!;
    operatorId = (await createOperator(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  const request = (sellerId: number, id: number, body: unknown) =>
    ctx.call(api.ownerConsents.request, { params: { id }, body: body as never }, sellerId);
  const submit = (sellerId: number, id: number) =>
    ctx.call(api.listings.submit, { params: { id } }, sellerId);
  const approve = (id: number) => ctx.call(api.consoleListings.approve, { params: { id } }, operatorId);
  const view = (token: string) => ctx.call(api.ownerConsents.view, { params: { token } }, undefined);
  const requestCode = (token: string) =>
    ctx.call(api.ownerConsents.requestCode, { params: { token } }, undefined);
  const confirm = (token: string, code: string) =>
    ctx.call(api.ownerConsents.confirm, { params: { token }, body: { code } }, undefined);

  /** An uploaded_files row owned by this seller (what POST /v1/files/images stores for a seller token). */
  const photo = (sellerId: number, on: TestContext = ctx) =>
    createUploadedFile(on.db, { owner: { type: 'SELLER', id: sellerId } });
  const completeBody = async (
    sellerId: number,
    plateNumber: string,
    on: TestContext = ctx,
  ): Promise<ListingRequest> => ({
    brandId: brand.id,
    model: '쏘나타 DN8',
    year: 2021,
    mileage: 42_000,
    fuel: 'GASOLINE',
    color: '흰색',
    accident: '없음',
    purpose: 'ROAD',
    licensePlateDesuetude: 'REGISTERED',
    officialIncome: '국내 생산',
    secondaryKey: '있음',
    region1: '서울특별시',
    region2: '강남구',
    hopePrice: 15_000_000,
    plateNumber,
    images: [
      { type: 'MAIN', image: await photo(sellerId, on) },
      { type: 'LEFT_SIDE', image: await photo(sellerId, on) },
      { type: 'RIGHT_SIDE', image: await photo(sellerId, on) },
    ],
    conditionReport: clearConditionReport(brand.vehicleType),
  });

  /** A seller with a complete draft through the API (its plate `plate`). */
  const draft = async (plate = '34나5678', name = '최유진', on: TestContext = ctx) => {
    const seller = await createSeller(on.db, { name });
    const created = await on.call(
      api.listings.create,
      { body: await completeBody(seller.id, plate, on) },
      seller.id,
    );
    expect(created.status, created.message).toBe(201);
    return { seller, id: created.data.id };
  };
  const consentsOf = (auctionId: number) =>
    ctx.db
      .select()
      .from(ownerConsents)
      .where(eq(ownerConsents.auctionId, auctionId))
      .orderBy(desc(ownerConsents.id));
  /** The listing's consent audit rows, oldest first. */
  const auditOf = (auctionId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'AUCTION'), eq(auditLog.targetId, String(auctionId))))
      .orderBy(auditLog.id);
  /** The token of the latest consent SMS to that phone (the link's last segment). */
  const linkToken = async (phone: string) => {
    const [row] = await ctx.db
      .select({ body: notificationOutbox.body, payload: notificationOutbox.payload })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.recipient, phone),
          eq(notificationOutbox.template, 'OWNER_CONSENT_REQUEST'),
        ),
      )
      .orderBy(desc(notificationOutbox.id))
      .limit(1);
    const token = /\/consent\/([\w-]+)/.exec(row?.body ?? '')?.[1];
    expect(token, row?.body).toBeTruthy();
    return token!;
  };

  it('refuses the submission and the approval without a confirmed consent (409 with the reason)', async () => {
    const { seller, id } = await draft();
    const refused = await submit(seller.id, id);
    expect(refused.status).toBe(409);
    expect(refused).toMatchObject({
      errorCode: 'OWNER_CONSENT_REQUIRED',
      message: OWNER_CONSENT_MESSAGES.required,
    });
    expect((await ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.status).toBe('REGISTERED');

    // A listing in review without one (sent before consents existed) is not approved either.
    const inReview = await createAuction(ctx.db, { status: 'AUDIT', ownerConsent: false });
    const notApproved = await approve(inReview.id);
    expect(notApproved.status).toBe(409);
    expect(notApproved).toMatchObject({ errorCode: 'OWNER_CONSENT_REQUIRED' });
    // A consent for another plate does not count.
    await ctx.db.insert(ownerConsents).values({
      auctionId: inReview.id,
      sellerId: inReview.sellerId,
      kind: 'OWNER',
      status: 'CONFIRMED',
      plateNumber: '99가9999',
      ownerName: '김민수',
      ownerPhone: '01000000000',
      confirmedAt: clock.now(),
      listingVersion: 1,
    });
    expect((await approve(inReview.id)).status).toBe(409);
    // Not in review stays the review's own refusal.
    const live = await createLiveAuction(ctx.db, { ownerConsent: false });
    expect(await approve(live.id)).toMatchObject({ status: 409, errorCode: 'LISTING_NOT_IN_REVIEW' });
  });

  it('keeps the plate with its spaces removed and refuses a malformed one at its field', async () => {
    const seller = await createSeller(ctx.db, { name: '김판매' });
    for (const plate of ['12가 3456', '123가4567', '서울 12가 3456', '서울강남가1234', '']) {
      const saved = await ctx.call(
        api.listings.create,
        { body: { brandId: brand.id, plateNumber: plate } },
        seller.id,
      );
      expect(saved.status, `${plate}: ${saved.message}`).toBe(201);
      const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, saved.data.id));
      expect(row!.plateNumber).toBe(plate.replace(/\s/g, ''));
    }
    for (const plate of ['1234', '12A3456', '가나다', '12가34567', '12가3456 ; drop']) {
      const refused = await ctx.call(
        api.listings.create,
        { body: { brandId: brand.id, plateNumber: plate } },
        seller.id,
      );
      expect(refused.status, plate).toBe(400);
      expect(refused.message).toBe(OWNER_CONSENT_MESSAGES.plateFormat);
    }
    expect(maskPlate('12가3456')).toBe('12가 ****');
    expect(maskPlate('서울12가3456')).toBe('서울12가 ****');
    expect(maskPlate('서울강남가1234')).toBe('서울강남가 ****');
  });

  it('answers 503 with its message and writes nothing when the registry service fails', async () => {
    const down = await createTestContext({
      clock,
      providers: {
        vehicleRegistry: {
          name: 'down',
          checkOwner: () => Promise.reject(new Error('registry: connect ETIMEDOUT')),
        },
      },
    });
    try {
      const { seller, id } = await draft('34나5678', '최유진', down);
      const answer = await down.call(
        api.ownerConsents.request,
        { params: { id }, body: { kind: 'OWNER', ownerName: '최유진' } },
        seller.id,
      );
      expect(answer.status).toBe(503);
      expect(answer).toMatchObject({
        errorCode: 'SERVICE_UNAVAILABLE',
        message: OWNER_CONSENT_MESSAGES.registryUnavailable,
      });
      expect(await down.db.select().from(ownerConsents).where(eq(ownerConsents.auctionId, id))).toHaveLength(
        0,
      );
    } finally {
      await down.close();
    }
  });

  it("checks the seller's name with the registry: a mismatch writes nothing, a match confirms and opens the submission", async () => {
    const { seller, id } = await draft('34나5678', '최유진');
    const mismatch = await request(seller.id, id, { kind: 'OWNER', ownerName: '홍길동' });
    expect(mismatch.status).toBe(422);
    expect(mismatch).toMatchObject({
      errorCode: 'OWNER_NAME_MISMATCH',
      message: OWNER_CONSENT_MESSAGES.nameMismatch,
    });
    expect(await consentsOf(id)).toHaveLength(0);
    expect(await auditOf(id)).toHaveLength(0);

    const matched = await request(seller.id, id, { kind: 'OWNER', ownerName: '최유진' });
    expect(matched.status, matched.message).toBe(200);
    expect(matched.data).toMatchObject({ status: 'CONFIRMED', by: 'OWNER', expiresAt: null });
    const [record] = await consentsOf(id);
    expect(record).toMatchObject({
      kind: 'OWNER',
      status: 'CONFIRMED',
      plateNumber: '34나5678',
      ownerName: '최유진',
      ownerPhone: seller.phoneNumber,
      tokenHash: null,
      listingVersion: 1,
    });
    expect(record!.registryCheck).toMatchObject({ provider: 'local', matched: true });
    // One audit row, the seller its actor; no name or phone in it.
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      actor: `seller:${seller.id}`,
      operatorId: null,
      action: 'OWNER_CONSENT_REQUEST',
      targetLabel: '쏘나타 DN8',
      after: { consentId: record!.id, kind: 'OWNER', status: 'CONFIRMED', plateNumber: '34나5678' },
    });
    expect(JSON.stringify(audit)).not.toContain('최유진');
    expect(JSON.stringify(audit)).not.toContain(seller.phoneNumber);

    const detail = await ctx.call(api.sellers.detail, { params: { id } }, seller.id);
    expect(detail.data.ownerConsent).toMatchObject({ status: 'CONFIRMED', by: 'OWNER' });
    expect(detail.data.plateNumber).toBe('34나5678');

    const submitted = await submit(seller.id, id);
    expect(submitted.status, submitted.message).toBe(200);
    expect((await approve(id)).status).toBe(200);

    // The operator reads the record: kind, owner, the phone masked, when, the registry's answer.
    const review = await ctx.call(api.consoleAuctions.detail, { params: { id } }, operatorId);
    expect(review.data.ownerConsent).toMatchObject({ status: 'CONFIRMED', by: 'OWNER' });
    expect(review.data.ownerConsents[0]).toMatchObject({
      kind: 'OWNER',
      ownerName: '최유진',
      ownerPhone: `${seller.phoneNumber.slice(0, 3)}-****-${seller.phoneNumber.slice(7)}`,
      registryCheck: { provider: 'local', matched: true },
    });
  });

  it('asks for a plate first, and refuses a listing already in review', async () => {
    const seller = await createSeller(ctx.db, { name: '박판매' });
    const bare = await ctx.call(api.listings.create, { body: { brandId: brand.id } }, seller.id);
    const noPlate = await request(seller.id, bare.data.id, { kind: 'OWNER', ownerName: '박판매' });
    expect(noPlate).toMatchObject({ status: 409, errorCode: 'OWNER_CONSENT_PLATE_REQUIRED' });
    const inReview = await createAuction(ctx.db, { status: 'AUDIT', sellerId: seller.id });
    const late = await request(seller.id, inReview.id, { kind: 'OWNER', ownerName: '박판매' });
    expect(late).toMatchObject({ status: 409, errorCode: 'OWNER_CONSENT_NOT_CHANGEABLE' });
    const stranger = await createSeller(ctx.db);
    expect((await request(stranger.id, bare.data.id, { kind: 'OWNER', ownerName: 'x' })).status).toBe(404);
    const noKind = await request(seller.id, bare.data.id, { ownerName: '박판매' });
    expect(noKind.status).toBe(400);
  });

  it("takes a family member's consent through the SMS link and his code, once", async () => {
    const { seller, id } = await draft('56다7890', '정아들');
    const ownerPhone = '01077775678';
    const first = await request(seller.id, id, {
      kind: 'DELEGATED',
      ownerName: '정하늘',
      ownerPhone: '010-7777-5678',
    });
    expect(first.status, first.message).toBe(200);
    expect(first.data).toMatchObject({ status: 'PENDING', by: 'DELEGATED', confirmedAt: null });
    const firstToken = await linkToken(ownerPhone);
    // A new request replaces the earlier link.
    const second = await request(seller.id, id, { kind: 'DELEGATED', ownerName: '정하늘', ownerPhone });
    expect(second.status).toBe(200);
    const token = await linkToken(ownerPhone);
    expect(token).not.toBe(firstToken);
    expect((await consentsOf(id)).map((row) => row.status)).toEqual(['PENDING', 'CANCELED']);
    expect(await view(firstToken)).toMatchObject({ status: 410, errorCode: 'OWNER_CONSENT_GONE' });
    // Only the hash is stored.
    const [pending] = await consentsOf(id);
    expect(pending!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.tokenHash).not.toContain(token);
    expect(pending!.expiresAt!.getTime() - clock.now().getTime()).toBe(24 * HOUR);

    // Still pending: the listing cannot go to review.
    expect((await submit(seller.id, id)).status).toBe(409);

    const page = await view(token);
    expect(page.status, page.message).toBe(200);
    expect(page.data).toMatchObject({
      platform: '오토비드',
      model: '쏘나타 DN8',
      year: 2021,
      plateNumber: '56다7890',
      sellerName: '정*들',
      ownerName: '정하늘',
      ownerPhone: '010-****-5678',
    });
    expect((await view('nope-not-a-token')).status).toBe(404);

    expect((await requestCode(token)).status).toBe(200);
    const code = await lastSmsCode(ctx.db, ownerPhone);
    const wrong = await confirm(token, code === '0000' ? '1111' : '0000');
    expect(wrong).toMatchObject({ status: 400, errorCode: 'PHONE_CODE_MISMATCH' });
    const confirmed = await confirm(token, code);
    expect(confirmed.status, confirmed.message).toBe(200);
    expect(confirmed.data).toMatchObject({ status: 'CONFIRMED', confirmedAt: clock.now().toISOString() });
    // Single use.
    expect(await confirm(token, code)).toMatchObject({ status: 410, errorCode: 'OWNER_CONSENT_GONE' });
    expect(await view(token)).toMatchObject({ status: 410, message: OWNER_CONSENT_MESSAGES.linkUsed });

    const [record] = await consentsOf(id);
    expect(record).toMatchObject({
      kind: 'DELEGATED',
      status: 'CONFIRMED',
      ownerName: '정하늘',
      ownerPhone,
      plateNumber: '56다7890',
      listingVersion: 1,
      confirmedAt: clock.now(),
    });
    const submitted = await submit(seller.id, id);
    expect(submitted.status, submitted.message).toBe(200);
    // Audit: the two requests by the seller, the confirmation by the owner's link (no name or phone).
    const audit = (await auditOf(id)).filter((row) => row.action.startsWith('OWNER_CONSENT'));
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['OWNER_CONSENT_REQUEST', `seller:${seller.id}`],
      ['OWNER_CONSENT_REQUEST', `seller:${seller.id}`],
      ['OWNER_CONSENT_CONFIRM', `owner-consent:${record!.id}`],
    ]);
    expect(audit[2]).toMatchObject({
      targetLabel: '쏘나타 DN8',
      after: { consentId: record!.id, kind: 'DELEGATED', status: 'CONFIRMED', plateNumber: '56다7890' },
    });
    expect(JSON.stringify(audit)).not.toContain(ownerPhone);
    expect(JSON.stringify(audit)).not.toContain('정하늘');
  });

  it("counts the owner's code requests and guesses as the phone's, with every other purpose's", async () => {
    const guessed = await draft('78라1234', '한아들');
    const ownerPhone = '01066661234';
    await request(guessed.seller.id, guessed.id, { kind: 'DELEGATED', ownerName: '한소유', ownerPhone });
    const token = await linkToken(ownerPhone);
    const wrongOf = (code: string) => (code === '0000' ? '1111' : '0000');

    // Five wrong guesses spend the code: the right one is refused, the consent stays PENDING.
    expect((await requestCode(token)).status).toBe(200);
    const first = await lastSmsCode(ctx.db, ownerPhone);
    for (let i = 0; i < 5; i++) {
      expect(await confirm(token, wrongOf(first))).toMatchObject({
        status: 400,
        errorCode: 'PHONE_CODE_MISMATCH',
      });
    }
    expect(await confirm(token, first)).toMatchObject({
      status: 429,
      errorCode: 'PHONE_CODE_TOO_MANY_ATTEMPTS',
    });
    // Five more reach the phone's daily cap: the phone is locked for every purpose, the consent included.
    expect((await requestCode(token)).status).toBe(200);
    const second = await lastSmsCode(ctx.db, ownerPhone);
    for (let i = 0; i < 5; i++) {
      expect((await confirm(token, wrongOf(second))).status).toBe(400);
    }
    expect(await confirm(token, second)).toMatchObject({ status: 429, errorCode: 'PHONE_CODE_LOCKED' });
    expect(await ctx.call(api.dealers.requestFindId, { body: { phone: ownerPhone } })).toMatchObject({
      status: 429,
      errorCode: 'PHONE_CODE_LOCKED',
    });
    expect((await consentsOf(guessed.id))[0]!.status).toBe('PENDING');

    // The hourly requests of a phone count every purpose: after five, the owner's request is refused too.
    const busy = await draft('78라5678', '한딸');
    const busyPhone = '01066665678';
    await request(busy.seller.id, busy.id, { kind: 'DELEGATED', ownerName: '한소유', ownerPhone: busyPhone });
    const busyToken = await linkToken(busyPhone);
    for (let i = 0; i < 3; i++) {
      expect((await ctx.call(api.dealers.requestFindId, { body: { phone: busyPhone } })).status).toBe(200);
    }
    expect((await requestCode(busyToken)).status).toBe(200);
    expect((await requestCode(busyToken)).status).toBe(200);
    expect(await requestCode(busyToken)).toMatchObject({
      status: 429,
      errorCode: 'PHONE_CODE_TOO_MANY_REQUESTS',
    });
  });

  it('sends at most 5 links in 24 hours by one seller and to one phone (429, nothing written)', async () => {
    const { seller, id } = await draft('90마1234', '오아들');
    const phone = '01055551234';
    for (let i = 0; i < OWNER_CONSENT_LINKS_PER_DAY; i++) {
      const sent = await request(seller.id, id, {
        kind: 'DELEGATED',
        ownerName: '오소유',
        ownerPhone: phone,
      });
      expect(sent.status, sent.message).toBe(200);
    }
    const links = async () =>
      (
        await ctx.db
          .select()
          .from(notificationOutbox)
          .where(eq(notificationOutbox.template, 'OWNER_CONSENT_REQUEST'))
      ).length;
    const sentBefore = await links();
    const rowsBefore = await consentsOf(id);
    const tooMany = {
      status: 429,
      errorCode: 'OWNER_CONSENT_TOO_MANY_LINKS',
      message: OWNER_CONSENT_MESSAGES.tooManyLinks,
    };
    // The seller to another phone; another seller to that phone.
    expect(
      await request(seller.id, id, { kind: 'DELEGATED', ownerName: '오소유', ownerPhone: '01055555678' }),
    ).toMatchObject(tooMany);
    const other = await draft('90마5678', '오딸');
    expect(
      await request(other.seller.id, other.id, { kind: 'DELEGATED', ownerName: '오소유', ownerPhone: phone }),
    ).toMatchObject(tooMany);
    expect(await links()).toBe(sentBefore);
    expect(await consentsOf(id)).toEqual(rowsBefore);
    expect(await consentsOf(other.id)).toHaveLength(0);
    // The seller's own check sends nothing and is not counted; a day later the links go again.
    expect((await request(seller.id, id, { kind: 'OWNER', ownerName: '오아들' })).status).toBe(200);
    clock.advance(24 * HOUR);
    try {
      const again = await request(other.seller.id, other.id, {
        kind: 'DELEGATED',
        ownerName: '오소유',
        ownerPhone: phone,
      });
      expect(again.status, again.message).toBe(200);
    } finally {
      clock.advance(-24 * HOUR);
    }
  });

  it('lets a link lapse after 24 hours', async () => {
    const { seller, id } = await draft('123가4567', '이아들');
    const ownerPhone = '01088881234';
    await request(seller.id, id, { kind: 'DELEGATED', ownerName: '이서연', ownerPhone });
    const token = await linkToken(ownerPhone);
    clock.advance(24 * HOUR + 1000);
    try {
      const lapsed = await view(token);
      expect(lapsed).toMatchObject({ status: 410, message: OWNER_CONSENT_MESSAGES.linkExpired });
      expect((await requestCode(token)).status).toBe(410);
      expect((await consentsOf(id))[0]!.status).toBe('EXPIRED');
      const detail = await ctx.call(api.sellers.detail, { params: { id } }, seller.id);
      expect(detail.data.ownerConsent).toBeNull();
    } finally {
      clock.advance(-(24 * HOUR + 1000));
    }
  });

  it("cancels the consent when the listing's plate changes", async () => {
    const { seller, id } = await draft('34나5678', '최유진');
    await request(seller.id, id, { kind: 'OWNER', ownerName: '최유진' });
    const body = await completeBody(seller.id, '34나5678');
    // The same plate (spaces aside) keeps it.
    const same = await ctx.call(
      api.listings.update,
      { params: { id }, body: { ...body, plateNumber: '34나 5678' } },
      seller.id,
    );
    expect(same.status, same.message).toBe(200);
    expect((await consentsOf(id))[0]!.status).toBe('CONFIRMED');
    const changed = await ctx.call(
      api.listings.update,
      { params: { id }, body: { ...body, plateNumber: '35나5678' } },
      seller.id,
    );
    expect(changed.status).toBe(200);
    expect((await consentsOf(id))[0]!.status).toBe('CANCELED');
    expect(await submit(seller.id, id)).toMatchObject({ status: 409, errorCode: 'OWNER_CONSENT_REQUIRED' });
    expect((await ctx.call(api.sellers.detail, { params: { id } }, seller.id)).data.ownerConsent).toBeNull();
  });

  it('lets exactly one of two confirmations at once win (the other: 410, never a code error)', async () => {
    for (const round of [1, 2, 3]) {
      const { seller, id } = await draft('12가3456', '김아들');
      const ownerPhone = `0109999432${round}`;
      await request(seller.id, id, { kind: 'DELEGATED', ownerName: '김민수', ownerPhone });
      const token = await linkToken(ownerPhone);
      await requestCode(token);
      const code = await lastSmsCode(ctx.db, ownerPhone);
      const answers = await Promise.all([confirm(token, code), confirm(token, code)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
      const rows = await consentsOf(id);
      expect(rows.filter((row) => row.status === 'CONFIRMED')).toHaveLength(1);
      const confirmations = (await auditOf(id)).filter((row) => row.action === 'OWNER_CONSENT_CONFIRM');
      expect(confirmations).toHaveLength(1);
    }
  });

  it('shows dealers the badge and the plate masked, the full plate only to the winner whose fee is paid', async () => {
    const plate = '서울12가3456';
    const masked = '서울12가 ****';
    const live = await createLiveAuction(ctx.db, { plateNumber: plate });
    const bare = await createLiveAuction(ctx.db, { ownerConsent: false, plateNumber: '77가7777' });
    const dealer = await createDealer(ctx.db);
    await createBid(ctx.db, { auctionId: live.id, dealerId: dealer.id, price: 1_000_000 });
    const list = await ctx.call(api.auctions.list, { query: { size: '100' } }, dealer.id);
    const card = list.data.items.find((item) => item.id === live.id)!;
    expect(card.ownerConsentConfirmed).toBe(true);
    expect(list.data.items.find((item) => item.id === bare.id)!.ownerConsentConfirmed).toBe(false);
    const detail = await ctx.call(api.auctions.detail, { params: { id: live.id } }, dealer.id);
    expect(detail.data).toMatchObject({
      plateNumber: masked,
      ownerConsent: { status: 'CONFIRMED', by: 'OWNER' },
    });
    expect(
      (await ctx.call(api.auctions.detail, { params: { id: bare.id } }, dealer.id)).data.ownerConsent,
    ).toBeNull();

    // A deal before the fee: masked; from RESERVATION on, the winner reads the whole plate.
    const unpaid = await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', auction: { plateNumber: plate } });
    const unpaidDetail = await ctx.call(
      api.auctions.detail,
      { params: { id: unpaid.auction.id } },
      unpaid.dealer.id,
    );
    expect(unpaidDetail.data.plateNumber).toBe(masked);
    const paid = await createDealAt(ctx.db, { status: 'RESERVATION', auction: { plateNumber: plate } });
    const paidDetail = await ctx.call(
      api.auctions.detail,
      { params: { id: paid.auction.id } },
      paid.dealer.id,
    );
    expect(paidDetail.data.plateNumber).toBe(plate);

    // No other dealer answer carries the full plate: another dealer's detail, the lists, the deal list.
    const other = await createDealer(ctx.db);
    await createBid(ctx.db, { auctionId: paid.auction.id, dealerId: other.id, price: 900_000 });
    const answers = [
      await ctx.call(api.auctions.detail, { params: { id: paid.auction.id } }, other.id),
      await ctx.call(api.auctions.detail, { params: { id: live.id } }, other.id),
      await ctx.call(api.auctions.list, { query: { size: '100' } }, other.id),
      await ctx.call(api.auctions.biddingList, { query: {} }, other.id),
      await ctx.call(api.auctions.biddingList, { query: {} }, dealer.id),
      await ctx.call(api.deals.list, { query: {} }, unpaid.dealer.id),
      await ctx.call(api.deals.list, { query: {} }, paid.dealer.id),
      unpaidDetail,
      detail,
    ];
    for (const answer of answers) {
      expect(answer.status, answer.message).toBe(200);
      expect(JSON.stringify(answer.data)).not.toContain(plate);
    }
  });
});
