// The retention map carried out (docs/domain.md "Retention"): for every rule, rows a day past its limit and a
// day short of it; one run removes exactly the first and leaves the second and everything else, files go
// with their rows, a second run finds nothing, each run is recorded with its counts and two runs at once do
// the work once. And the seller's own account closure: refused while anything is open, otherwise his drafts
// and contact copies go, his account is anonymous, his sessions end and his phone can sign up again.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_OUTBOX_MESSAGES, api, RETENTION_RULE_KEYS, SELLER_CLOSURE_MESSAGES } from '@autobid/shared';
import {
  auctionImages,
  auctions,
  auditLog,
  bankAccountVerifications,
  codeGuessFailures,
  codeGuessLocks,
  contactRelays,
  dealers,
  deals,
  deposits,
  idempotencyRecords,
  notificationOutbox,
  ownerConsents,
  phoneCodes,
  priceClaimItems,
  priceClaims,
  retentionRuns,
  sellers,
  titleTransfers,
  uploadedFiles,
} from '../src/db/schema';
import {
  databaseBackend,
  httpBackend,
  RETENTION_DATABASE_BUSY,
  runAdminCommand,
} from '../src/cli/admin-commands';
import { retentionSlotOf, runDailyRetention } from '../src/jobs/retention';
import { runRetention } from '../src/modules/retention/retention.public';
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

const DAY = 24 * 3600_000;
let seq = 0;
const next = () => (seq += 1);

/** `days` days before `now`, give or take `plus` ms. */
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const yearsAgo = (now: Date, years: number, days: number) => {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return new Date(at.getTime() - days * DAY);
};

type Counts = Record<string, number>;

/** Rows of every table the rules touch, for "nothing else changed". */
async function tableCounts(ctx: TestContext): Promise<Counts> {
  const tables = [
    'auctions',
    'auction_images',
    'deals',
    'deposits',
    'dealers',
    'sellers',
    'owner_consents',
    'contact_relays',
    'title_transfers',
    'notification_outbox',
    'phone_codes',
    'code_guess_failures',
    'code_guess_locks',
    'bank_account_verifications',
    'idempotency_records',
    'audit_log',
    'uploaded_files',
    'price_claims',
    'price_claim_items',
  ];
  const out: Counts = {};
  for (const table of tables) {
    const raw = await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = (raw as { rows: { n: number }[] }).rows[0]!.n;
  }
  return out;
}

/** A stored file: its uploaded_files row and its bytes. */
async function storedFile(ctx: TestContext, owner: { type: 'DEALER' | 'SELLER'; id: number }) {
  const key = `test/retention-${next()}.jpg`;
  const url = `/uploads/${key}`;
  await createUploadedFile(ctx.db, { owner, url, storageKey: key, createdAt: ago(new Date(), 400) });
  await ctx.storage.put(key, Buffer.from('bytes'));
  return { url, key };
}
const hasBytes = async (ctx: TestContext, key: string) => (await ctx.storage.get(key)) !== null;
const hasUpload = async (ctx: TestContext, url: string) =>
  (await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url))).length > 0;

async function relayOf(ctx: TestContext, deal: { id: number; auctionId: number }, at: Date) {
  const [row] = await ctx.db
    .insert(contactRelays)
    .values({
      dealId: deal.id,
      auctionId: deal.auctionId,
      party: 'SELLER',
      relayNumber: `0507${String(10_000_000 + next()).slice(-8)}`,
      realPhone: '01012345678',
      endsAt: at,
      endedAt: at,
    })
    .returning();
  return row!;
}

async function message(
  ctx: TestContext,
  values: { createdAt: Date; auctionId?: number; to?: string; status?: 'QUEUED' | 'SENT' },
) {
  const [row] = await ctx.db
    .insert(notificationOutbox)
    .values({
      channel: 'ALIMTALK',
      recipient: values.to ?? '01012345678',
      template: 'TEST',
      body: '판매자 연락처 010-1234-5678',
      link: 'http://localhost/x',
      payload: values.auctionId ? { auctionId: values.auctionId } : { note: 'x' },
      status: values.status ?? 'SENT',
      createdAt: values.createdAt,
    })
    .returning();
  return row!;
}

async function audit(ctx: TestContext, action: string, createdAt: Date) {
  const [row] = await ctx.db
    .insert(auditLog)
    .values({ actor: 'cli', action, targetType: 'SELLER', targetId: '1', createdAt })
    .returning();
  return row!;
}

/** A DELEGATED consent of a draft of its own. */
async function delegatedConsent(ctx: TestContext, values: Partial<typeof ownerConsents.$inferInsert>) {
  const auction = await createAuction(ctx.db, { status: 'REGISTERED', ownerConsent: false });
  const [row] = await ctx.db
    .insert(ownerConsents)
    .values({
      auctionId: auction.id,
      sellerId: auction.sellerId,
      kind: 'DELEGATED',
      status: 'PENDING',
      plateNumber: '12가3456',
      ownerName: '김가족',
      ownerPhone: '01099998888',
      listingVersion: 1,
      ...values,
    })
    .returning();
  return row!;
}

const consentOf = async (ctx: TestContext, auctionId: number) =>
  (await ctx.db.select().from(ownerConsents).where(eq(ownerConsents.auctionId, auctionId)))[0]!;

/**
 * A closed trade: the deal cancelled at `closedAt` (cancelled), its title transfer confirmed then (transfer),
 * or completed then before transfers were tracked (legacy COMPLETE, no transfer row).
 */
async function closedTrade(
  ctx: TestContext,
  how: 'cancelled' | 'transfer' | 'legacy' | 'open',
  closedAt: Date,
) {
  const status = how === 'cancelled' ? 'DEALER_CANCELED' : how === 'open' ? 'TRANSACTION' : 'COMPLETE';
  const made = await createDealAt(ctx.db, {
    status,
    now: closedAt,
    statusChangedAt: closedAt,
    auction: { selectExpireAt: closedAt },
  });
  if (how === 'transfer' || how === 'open') {
    await ctx.db.insert(titleTransfers).values({
      dealId: made.deal.id,
      auctionId: made.auction.id,
      dealerId: made.dealer.id,
      sellerId: made.seller.id,
      status: how === 'open' ? 'WAITING' : 'CONFIRMED',
      dueAt: closedAt,
      confirmedAt: how === 'open' ? null : closedAt,
      confirmedBy: how === 'open' ? null : 'SELLER',
    });
  }
  return made;
}

describe('the retention job', () => {
  let ctx: TestContext;
  let now: Date;
  /** What each rule must remove in the world below. */
  const expected: Counts = Object.fromEntries(RETENTION_RULE_KEYS.map((key) => [key, 0]));
  const w = {} as Record<
    string,
    { id: number; auctionId?: number; key?: string; url?: string; urls?: string[] }
  >;

  beforeAll(async () => {
    ctx = await createTestContext();
    now = ctx.clock.now();
    const c = 30;

    // A seller's contact copies: a month after the trade closed.
    const cancelledOld = await closedTrade(ctx, 'cancelled', ago(now, c + 1));
    const cancelledYoung = await closedTrade(ctx, 'cancelled', ago(now, c - 1));
    const transferOld = await closedTrade(ctx, 'transfer', ago(now, c + 1));
    const transferYoung = await closedTrade(ctx, 'transfer', ago(now, c - 1));
    const legacyOld = await closedTrade(ctx, 'legacy', ago(now, c + 1));
    const open = await closedTrade(ctx, 'open', ago(now, 400));
    for (const [name, made] of Object.entries({
      cancelledOld,
      cancelledYoung,
      transferOld,
      transferYoung,
      legacyOld,
      open,
    })) {
      const relay = await relayOf(ctx, made.deal, made.deal.createdAt);
      w[`relay.${name}`] = { id: relay.id, auctionId: made.auction.id };
      const row = await message(ctx, { createdAt: ago(now, 1), auctionId: made.auction.id });
      w[`message.${name}`] = { id: row.id };
    }
    // Old ones go (relay, consent, messages); young and open ones stay.
    expected.relayPhones = 3;
    expected.consentPhones = 3;
    expected.tradeMessages = 3;

    // A consent that never came (expired): its phone a month after.
    for (const [name, days] of [
      ['expiredOld', c + 1],
      ['expiredYoung', c - 1],
    ] as const) {
      const row = await delegatedConsent(ctx, { status: 'EXPIRED', updatedAt: ago(now, days) });
      w[`consent.${name}`] = { id: row.id };
    }
    expected.consentPhones += 1;

    // A draft left alone: its consent's phone after half a year.
    for (const [name, days] of [
      ['draftOld', 181],
      ['draftYoung', 179],
    ] as const) {
      const row = await delegatedConsent(ctx, { status: 'CONFIRMED', ownerPhone: '01099996666' });
      await ctx.db
        .update(auctions)
        .set({ updatedAt: ago(now, days) })
        .where(eq(auctions.id, row.auctionId));
      w[`consent.${name}`] = { id: row.id };
    }
    expected.consentPhones += 1;

    // Message bodies: 90 days.
    w['body.old'] = { id: (await message(ctx, { createdAt: ago(now, 91) })).id };
    w['body.young'] = { id: (await message(ctx, { createdAt: ago(now, 89) })).id };
    // One still waiting for its provider keeps its body whatever its age.
    w['body.queued'] = { id: (await message(ctx, { createdAt: ago(now, 91), status: 'QUEUED' })).id };
    expected.messageBodies = 1;

    // Transfer proofs: 90 days after the confirmation (their trades also closed long ago: the relay etc. go).
    for (const [name, days] of [
      ['proofOld', 91],
      ['proofYoung', 89],
    ] as const) {
      const made = await closedTrade(ctx, 'transfer', ago(now, days));
      const key = `private/transfers/test/${next()}.pdf`;
      await ctx.storage.put(key, Buffer.from('%PDF-'));
      await ctx.db
        .update(titleTransfers)
        .set({ proofKey: key, proofMimeType: 'application/pdf', documentKind: 'REGISTRATION' })
        .where(eq(titleTransfers.dealId, made.deal.id));
      w[`transfer.${name}`] = { id: made.deal.id, key };
    }
    expected.transferProofs = 1;
    expected.consentPhones += 2;

    // Consent tokens: 7 days after the link expired.
    for (const [name, days] of [
      ['tokenOld', 8],
      ['tokenYoung', 6],
    ] as const) {
      const row = await delegatedConsent(ctx, {
        ownerPhone: '01099997777',
        tokenHash: `hash-${next()}`,
        expiresAt: ago(now, days),
      });
      w[`token.${name}`] = { id: row.id };
    }
    expected.consentTokens = 1;

    // A rejected applicant's documents: 90 days; an approved dealer sent back keeps them.
    for (const [name, days, approvedAt] of [
      ['rejectedOld', 91, null],
      ['rejectedYoung', 89, null],
      ['reviewedOld', 91, ago(now, 500)],
    ] as const) {
      const dealer = await createDealer(ctx.db, { status: 'REJECTED', reason: '서류 불충분' });
      const files = [
        await storedFile(ctx, { type: 'DEALER', id: dealer.id }),
        await storedFile(ctx, { type: 'DEALER', id: dealer.id }),
        await storedFile(ctx, { type: 'DEALER', id: dealer.id }),
      ];
      await ctx.db
        .update(dealers)
        .set({
          rejectedAt: ago(now, days),
          approvedAt,
          image: files[0]!.url,
          businessCard: files[1]!.url,
          agencyRegistrationImage: files[2]!.url,
        })
        .where(eq(dealers.id, dealer.id));
      w[`dealer.${name}`] = { id: dealer.id, urls: files.map((file) => file.url) };
    }
    expected.rejectedDocuments = 1;

    // Phone codes, code guesses, bank checks: 7 days; stored answers of retries: 30 days.
    for (const [name, days] of [
      ['old', 8],
      ['young', 6],
    ] as const) {
      const at = ago(now, days);
      const [code] = await ctx.db
        .insert(phoneCodes)
        .values({ phone: '01012340000', purpose: 'SIGNUP', codeHash: 'x', expiresAt: at, createdAt: at })
        .returning();
      w[`code.${name}`] = { id: code!.id };
      await ctx.db
        .insert(codeGuessFailures)
        .values({ subject: `phone:${name}`, purpose: 'SIGNUP', createdAt: at });
      await ctx.db.insert(codeGuessLocks).values({ subject: `phone:${name}`, day: name, createdAt: at });
      const dealer = await createDealer(ctx.db);
      await ctx.db.insert(bankAccountVerifications).values({
        dealerId: dealer.id,
        bankCode: '004',
        bankAccountNumber: '1234567890',
        wordHash: 'x',
        expiresAt: at,
        createdAt: at,
      });
      await ctx.db.insert(idempotencyRecords).values({
        principal: `dealer:${name}`,
        key: name,
        route: 'x',
        statusCode: 200,
        response: {},
        createdAt: ago(now, days === 8 ? 31 : 29),
      });
    }
    expected.phoneCodes = 1;
    expected.codeGuesses = 2;
    expected.bankChecks = 1;
    expected.idempotency = 1;

    // The access log (contact reveals): a year; other operator actions: five years.
    w['audit.revealOld'] = await audit(ctx, 'CONTACT_REVEAL', ago(now, 366));
    w['audit.revealYoung'] = await audit(ctx, 'CONTACT_REVEAL', ago(now, 364));
    w['audit.actionYear'] = await audit(ctx, 'DEALER_APPROVE', ago(now, 366));
    w['audit.actionOld'] = await audit(ctx, 'DEALER_APPROVE', yearsAgo(now, 5, 1));
    w['audit.actionYoung'] = await audit(ctx, 'DEALER_APPROVE', yearsAgo(now, 5, -1));
    expected.accessLog = 1;
    expected.auditLog = 1;

    // Trade records: five years after the trade closed, names and photos go.
    for (const [name, days] of [
      ['tradeOld', 1],
      ['tradeYoung', -1],
    ] as const) {
      const closedAt = yearsAgo(now, 5, days);
      const made = await closedTrade(ctx, 'legacy', closedAt);
      const seller = { type: 'SELLER' as const, id: made.seller.id };
      const dealerOwner = { type: 'DEALER' as const, id: made.dealer.id };
      const photo = await storedFile(ctx, seller);
      const sheetPhoto = await storedFile(ctx, seller);
      const inspection = await storedFile(ctx, dealerOwner);
      const claimPhoto = await storedFile(ctx, dealerOwner);
      await ctx.db.insert(auctionImages).values({ auctionId: made.auction.id, type: 'MAIN', url: photo.url });
      await ctx.db
        .update(auctions)
        .set({
          conditionReport: {
            items: { chain: { state: 'GOOD', note: '김민수 직접 교체', photo: sheetPhoto.url } },
          },
          etc: '문의 010-5555-1234',
        })
        .where(eq(auctions.id, made.auction.id));
      await ctx.db
        .update(deals)
        .set({ inspectionImages: [inspection.url], inspectionResult: '김민수 님 차량 이상 없음' })
        .where(eq(deals.id, made.deal.id));
      const [claim] = await ctx.db
        .insert(priceClaims)
        .values({
          auctionId: made.auction.id,
          dealId: made.deal.id,
          dealerId: made.dealer.id,
          sellerId: made.seller.id,
          status: 'ACCEPTED',
          winningPrice: 3_000_000,
          total: 100_000,
          answerBy: closedAt,
          memo: '판매자 김민수와 통화함',
          sellerReason: '010-5555-1234로 연락 주세요',
        })
        .returning();
      await ctx.db.insert(priceClaimItems).values({
        claimId: claim!.id,
        item: 'chain',
        observed: '마모',
        amount: 100_000,
        photos: [claimPhoto.url],
      });
      const [deposit] = await ctx.db
        .insert(deposits)
        .values({
          dealId: made.deal.id,
          amount: 170_000,
          depositorName: '김딜러',
          memo: '123456',
          receivedAt: closedAt,
          source: 'WEBHOOK',
        })
        .returning();
      w[`trade.${name}`] = {
        id: made.deal.id,
        auctionId: made.auction.id,
        urls: [photo.url, sheetPhoto.url, inspection.url, claimPhoto.url],
        key: String(deposit!.id),
      };
    }
    // plate, consent, deposit, image row, sheet, inspection, claim item; the free texts of the listing, the deal, the claim
    expected.tradeRecords = 10;
    // the old trade's relay etc. closed five years ago: contact rules take them too
    expected.consentPhones += 2;
    expected.files = 3 + 4 + 1;
  });
  afterAll(async () => ctx.close());

  it('removes what the map says and nothing else, files with their rows, and records the run', async () => {
    const before = await tableCounts(ctx);
    const result = await runRetention({ db: ctx.db, storage: ctx.storage }, { now });
    expect(result.status).toBe('DONE');
    if (result.status !== 'DONE') {
      return;
    }
    expect(result.counts).toEqual(expected);

    // Contact copies: closed a month and a day ago go, a day short of a month and open trades stay.
    const relay = async (name: string) =>
      (
        await ctx.db
          .select()
          .from(contactRelays)
          .where(eq(contactRelays.id, w[`relay.${name}`]!.id))
      )[0]!;
    for (const name of ['cancelledOld', 'transferOld', 'legacyOld']) {
      expect((await relay(name)).realPhone, name).toBe('');
      expect((await consentOf(ctx, w[`relay.${name}`]!.auctionId!)).ownerPhone, name).toBe('');
      const [row] = await ctx.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.id, w[`message.${name}`]!.id));
      expect(row, name).toMatchObject({
        body: '',
        link: null,
        recipient: '010-****-5678',
        payload: { redacted: true },
      });
    }
    for (const name of ['cancelledYoung', 'transferYoung', 'open']) {
      expect((await relay(name)).realPhone, name).toBe('01012345678');
      expect((await consentOf(ctx, w[`relay.${name}`]!.auctionId!)).ownerPhone, name).toBe('01000000000');
      const [row] = await ctx.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.id, w[`message.${name}`]!.id));
      expect(row!.body, name).not.toBe('');
    }
    const consent = async (id: number) =>
      (await ctx.db.select().from(ownerConsents).where(eq(ownerConsents.id, id)))[0]!;
    expect((await consent(w['consent.expiredOld']!.id)).ownerPhone).toBe('');
    expect((await consent(w['consent.expiredYoung']!.id)).ownerPhone).toBe('01099998888');
    expect((await consent(w['consent.draftOld']!.id)).ownerPhone).toBe('');
    expect((await consent(w['consent.draftYoung']!.id)).ownerPhone).toBe('01099996666');

    // Message bodies.
    const outbox = async (id: number) =>
      (await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;
    expect((await outbox(w['body.old']!.id)).body).toBe('');
    expect((await outbox(w['body.young']!.id)).body).toContain('판매자');
    expect((await outbox(w['body.young']!.id)).recipient).toBe('01012345678');
    expect((await outbox(w['body.queued']!.id)).body).toContain('판매자');

    // Transfer proofs: the file and its key go, the confirmation stays.
    const transfer = async (dealId: number) =>
      (await ctx.db.select().from(titleTransfers).where(eq(titleTransfers.dealId, dealId)))[0]!;
    const proofOld = await transfer(w['transfer.proofOld']!.id);
    expect(proofOld).toMatchObject({ proofKey: null, proofMimeType: null, status: 'CONFIRMED' });
    expect(proofOld.confirmedAt).not.toBeNull();
    expect(await hasBytes(ctx, w['transfer.proofOld']!.key!)).toBe(false);
    expect((await transfer(w['transfer.proofYoung']!.id)).proofKey).toBe(w['transfer.proofYoung']!.key);
    expect(await hasBytes(ctx, w['transfer.proofYoung']!.key!)).toBe(true);

    // Consent tokens.
    expect((await consent(w['token.tokenOld']!.id)).tokenHash).toBeNull();
    expect((await consent(w['token.tokenYoung']!.id)).tokenHash).not.toBeNull();
    expect((await consent(w['token.tokenYoung']!.id)).ownerPhone).toBe('01099997777');

    // A rejected applicant's documents, rows and bytes.
    const dealer = async (id: number) => (await ctx.db.select().from(dealers).where(eq(dealers.id, id)))[0]!;
    const rejectedOld = w['dealer.rejectedOld']!.id;
    expect(await dealer(rejectedOld)).toMatchObject({
      image: '',
      businessCard: '',
      agencyRegistrationImage: '',
      name: '정보 파기된 신청자',
      email: '',
      phoneNumber: `erased-${rejectedOld}`,
      businessNumber: null,
      bankCode: '',
      bankAccountNumber: '',
      isBankAccountAuth: false,
    });
    for (const url of w['dealer.rejectedOld']!.urls!) {
      expect(await hasUpload(ctx, url)).toBe(false);
      expect(await hasBytes(ctx, url.replace('/uploads/', ''))).toBe(false);
    }
    for (const name of ['rejectedYoung', 'reviewedOld']) {
      expect((await dealer(w[`dealer.${name}`]!.id)).businessCard, name).toBe(w[`dealer.${name}`]!.urls![1]);
      expect((await dealer(w[`dealer.${name}`]!.id)).phoneNumber, name).not.toMatch(/^erased-/);
      for (const url of w[`dealer.${name}`]!.urls!) {
        expect(await hasUpload(ctx, url), name).toBe(true);
        expect(await hasBytes(ctx, url.replace('/uploads/', '')), name).toBe(true);
      }
    }

    // Codes and stored answers.
    const codes = await ctx.db
      .select()
      .from(phoneCodes)
      .where(inArray(phoneCodes.id, [w['code.old']!.id, w['code.young']!.id]));
    expect(codes.map((row) => row.id)).toEqual([w['code.young']!.id]);
    expect((await ctx.db.select().from(codeGuessLocks)).map((row) => row.day)).not.toContain('old');
    expect((await ctx.db.select().from(codeGuessLocks)).map((row) => row.day)).toContain('young');
    expect((await ctx.db.select().from(idempotencyRecords)).map((row) => row.key)).toEqual(['young']);

    // The audit log: a reveal after a year, other actions after five.
    const auditIds = (await ctx.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id);
    expect(auditIds).not.toContain(w['audit.revealOld']!.id);
    expect(auditIds).not.toContain(w['audit.actionOld']!.id);
    for (const name of ['revealYoung', 'actionYear', 'actionYoung']) {
      expect(auditIds, name).toContain(w[`audit.${name}`]!.id);
    }

    // Trade records five years on: names and photos go, the amounts and dates stay.
    const trade = async (name: string) => {
      const { id, auctionId, key } = w[`trade.${name}`]!;
      const [auction] = await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId!));
      const [deal] = await ctx.db.select().from(deals).where(eq(deals.id, id));
      const [deposit] = await ctx.db
        .select()
        .from(deposits)
        .where(eq(deposits.id, Number(key)));
      const images = await ctx.db.select().from(auctionImages).where(eq(auctionImages.auctionId, auctionId!));
      const [claim] = await ctx.db.select().from(priceClaims).where(eq(priceClaims.dealId, id));
      const [item] = await ctx.db
        .select({ photos: priceClaimItems.photos })
        .from(priceClaimItems)
        .innerJoin(priceClaims, eq(priceClaims.id, priceClaimItems.claimId))
        .where(eq(priceClaims.dealId, id));
      return {
        auction: auction!,
        deal: deal!,
        deposit: deposit!,
        images,
        item: item!,
        claim: claim!,
        consent: await consentOf(ctx, auctionId!),
      };
    };
    const old = await trade('tradeOld');
    expect(old.auction.plateNumber).toBe('');
    expect(old.consent).toMatchObject({
      ownerName: '',
      ownerPhone: '',
      plateNumber: '',
      registryCheck: null,
    });
    expect(old.deposit).toMatchObject({ depositorName: '', memo: '', amount: 170_000 });
    expect(old.deal.inspectionImages).toEqual([]);
    expect(old.deal.finalPrice).toBe(3_000_000);
    expect(old.images).toEqual([]);
    expect(old.item.photos).toEqual([]);
    expect(JSON.stringify(old.auction.conditionReport)).not.toContain('/uploads/');
    expect(JSON.stringify(old.auction.conditionReport)).not.toContain('김민수');
    expect(old.auction.conditionReport?.items.chain?.state).toBe('GOOD');
    expect([old.auction.etc, old.deal.inspectionResult, old.claim.memo, old.claim.sellerReason]).toEqual([
      '',
      '',
      '',
      '',
    ]);
    for (const url of w['trade.tradeOld']!.urls!) {
      expect(await hasUpload(ctx, url), url).toBe(false);
      expect(await hasBytes(ctx, url.replace('/uploads/', '')), url).toBe(false);
    }
    const young = await trade('tradeYoung');
    expect(young.auction.plateNumber).not.toBe('');
    expect(young.consent.ownerName).toBe('김민수');
    expect(young.deposit.depositorName).toBe('김딜러');
    expect(young.deal.inspectionImages).toHaveLength(1);
    expect(young.images).toHaveLength(1);
    expect(young.item.photos).toHaveLength(1);
    expect(young.auction.etc).toBe('문의 010-5555-1234');
    expect(young.claim.memo).toBe('판매자 김민수와 통화함');
    for (const url of w['trade.tradeYoung']!.urls!) {
      expect(await hasUpload(ctx, url), url).toBe(true);
    }

    // Nothing else: the rows deleted are exactly the deleting rules' counts.
    const after = await tableCounts(ctx);
    const removed = Object.fromEntries(
      Object.keys(before)
        .map((table) => [table, before[table]! - after[table]!] as const)
        .filter(([, n]) => n !== 0),
    );
    expect(removed).toEqual({
      phone_codes: 1,
      code_guess_failures: 1,
      code_guess_locks: 1,
      bank_account_verifications: 1,
      idempotency_records: 1,
      audit_log: 2,
      auction_images: 1,
      uploaded_files: 7,
    });

    // The run, with its counts.
    const [run] = await ctx.db.select().from(retentionRuns).where(eq(retentionRuns.id, result.runId));
    expect(run).toMatchObject({ status: 'DONE', counts: expected, error: '' });
    expect(run!.finishedAt).not.toBeNull();
  });

  it('finds nothing on a second run, and records it with zero counts', async () => {
    const before = await tableCounts(ctx);
    const result = await runRetention({ db: ctx.db, storage: ctx.storage }, { now });
    expect(result.status).toBe('DONE');
    expect(Object.values(result.status === 'DONE' ? result.counts : { x: 1 }).every((n) => n === 0)).toBe(
      true,
    );
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('refuses to resend a message it emptied', async () => {
    const operator = await createOperator(ctx.db);
    const refused = await ctx.call(
      api.consoleOutbox.resend,
      { params: { id: String(w['body.old']!.id) } },
      operator.id,
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(ADMIN_OUTBOX_MESSAGES.redacted);
    const kept = await ctx.call(
      api.consoleOutbox.resend,
      { params: { id: String(w['body.young']!.id) } },
      operator.id,
    );
    expect(kept.status).toBe(200);
  });

  it('starts the daily run once per slot, however many processes ask, and logs its counts', async () => {
    const later = new Date(now.getTime() + 2 * DAY);
    const slot = retentionSlotOf(later);
    const lines: { fields: unknown; message: string }[] = [];
    const log = (fields: unknown, message: string) => {
      lines.push({ fields, message });
    };
    const logger = { info: log, error: log } as unknown as Parameters<typeof runDailyRetention>[0]['logger'];
    const daily = () => runDailyRetention({ db: ctx.db, storage: ctx.storage, logger }, later);
    const results = await Promise.all([daily(), daily()]);
    expect(results.map((r) => r.status).sort()).toEqual(['DONE', 'SKIPPED']);
    // The run that did the work logs its id and what each rule removed; the skipped one logs nothing.
    const done = results.find((r) => r.status === 'DONE')!;
    expect(lines.map((line) => line.message)).toEqual(['retention: run done']);
    const fields = lines[0]!.fields as { runId: number; counts: object };
    expect(fields.runId).toBe(done.status === 'DONE' ? done.runId : 0);
    expect(Object.keys(fields.counts).sort()).toEqual([...RETENTION_RULE_KEYS].sort());
    const again = await runRetention({ db: ctx.db, storage: ctx.storage }, { now: later, since: slot });
    expect(again.status).toBe('SKIPPED');
  });

  it('shows the runs to operators, newest first, paged', async () => {
    const operator = await createOperator(ctx.db);
    const page = await ctx.call(api.consoleRetention.runs, { query: { page: 1, size: 2 } }, operator.id);
    expect(page.status).toBe(200);
    expect(page.data.items).toHaveLength(2);
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    const [first, second] = page.data.items;
    expect(first!.id).toBeGreaterThan(second!.id);
    expect(first!.status).toBe('DONE');
    const seller = await createSeller(ctx.db);
    expect(
      (await ctx.call(api.consoleRetention.runs, { query: {} }, await ctx.auth(seller.id, 'seller'))).status,
    ).toBe(403);
  });
});

describe('npm run admin -- retention', () => {
  it('runs the map once on the database and says what it removed; through a running server it says how', async () => {
    const ctx = await createTestContext();
    try {
      const now = ctx.clock.now();
      await ctx.db.insert(phoneCodes).values({
        phone: '01012340000',
        purpose: 'SIGNUP',
        codeHash: 'x',
        expiresAt: ago(now, 8),
        createdAt: ago(now, 8),
      });
      const lines: string[] = [];
      const errors: string[] = [];
      const io = { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) };
      const backend = databaseBackend({
        db: ctx.db,
        clock: ctx.clock,
        config: ctx.config,
        auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
        alimtalk: ctx.providers.alimtalk,
        contactRelay: ctx.providers.contactRelay,
        sessions: ctx.sessions,
        storage: ctx.storage,
      });
      expect(await runAdminCommand(['retention'], backend, io)).toBe(0);
      expect(lines[0]).toMatch(/^개인정보 보관 작업 #\d+ 완료: .*phoneCodes 1/);
      const http = httpBackend({ baseUrl: 'http://127.0.0.1:9', username: 'admin', password: 'x' });
      expect(await runAdminCommand(['retention'], http, io)).toBe(1);
      expect(errors).toEqual([RETENTION_DATABASE_BUSY]);
    } finally {
      await ctx.close();
    }
  });
});

describe('a rule that fails', () => {
  it('fails the run with its error while the other rules do their work', async () => {
    const ctx = await createTestContext();
    try {
      const now = ctx.clock.now();
      const dealer = await createDealer(ctx.db, { status: 'REJECTED', rejectedAt: ago(now, 91) });
      const file = await storedFile(ctx, { type: 'DEALER', id: dealer.id });
      await ctx.db.update(dealers).set({ businessCard: file.url }).where(eq(dealers.id, dealer.id));
      await ctx.db.insert(phoneCodes).values({
        phone: '01012340000',
        purpose: 'SIGNUP',
        codeHash: 'x',
        expiresAt: ago(now, 8),
        createdAt: ago(now, 8),
      });
      const broken = {
        delete: () => Promise.reject(new Error('storage down')),
      };
      const result = await runRetention({ db: ctx.db, storage: broken }, { now });
      expect(result).toMatchObject({ status: 'FAILED', error: 'files: storage down' });
      expect(result.status !== 'SKIPPED' && result.counts).toMatchObject({
        rejectedDocuments: 1,
        phoneCodes: 1,
      });
      const [run] = await ctx.db.select().from(retentionRuns);
      expect(run).toMatchObject({ status: 'FAILED', error: 'files: storage down' });
    } finally {
      await ctx.close();
    }
  });
});

describe('two retention runs at once', () => {
  it('do the work once between them', async () => {
    const ctx = await createTestContext();
    try {
      const now = ctx.clock.now();
      for (let i = 0; i < 6; i += 1) {
        await ctx.db.insert(notificationOutbox).values({
          channel: 'SMS',
          recipient: '01012345678',
          template: 'TEST',
          body: 'x',
          createdAt: ago(now, 91),
        });
      }
      const runs = await Promise.all([
        runRetention({ db: ctx.db, storage: ctx.storage }, { now }),
        runRetention({ db: ctx.db, storage: ctx.storage }, { now }),
      ]);
      const total = runs.reduce(
        (sum, run) => sum + (run.status === 'DONE' ? run.counts.messageBodies! : 0),
        0,
      );
      expect(total).toBe(6);
    } finally {
      await ctx.close();
    }
  });
});

describe('a seller closes his account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const close = (sellerId: number) => ctx.call(api.sellers.closeMe, {}, sellerId);
  /** The closure's audit rows of that seller. */
  const closuresOf = (sellerId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SELLER_CLOSE'), eq(auditLog.targetId, String(sellerId))));

  it('is refused while a listing, a deal or a claim is open, naming them, and nothing changes', async () => {
    const seller = await createSeller(ctx.db);
    await createAuction(ctx.db, { sellerId: seller.id, status: 'AUDIT' });
    const refused = await close(seller.id);
    expect(refused.status).toBe(409);
    expect(refused.errorCode).toBe('SELLER_HAS_OPEN_TRADES');
    expect(refused.message).toBe(SELLER_CLOSURE_MESSAGES.open({ listings: 1, deals: 0, claims: 0 }));
    expect(refused.message).toContain('심사 중이거나 진행 중인 매물 1건');

    const { seller: dealing, deal } = await createDealAt(ctx.db, { status: 'RESERVATION_COMPLETE' });
    await ctx.db.insert(priceClaims).values({
      auctionId: deal.auctionId,
      dealId: deal.id,
      dealerId: deal.dealerId,
      sellerId: dealing.id,
      winningPrice: 3_000_000,
      total: 100_000,
      answerBy: new Date(Date.now() + DAY),
    });
    const both = await close(dealing.id);
    expect(both.status).toBe(409);
    expect(both.message).toContain('진행 중인 거래 1건');
    expect(both.message).toContain('처리 중인 감가 요청·분쟁 1건');

    const { seller: transferring } = await createDealAt(ctx.db, { status: 'TRANSACTION' });
    expect((await close(transferring.id)).status).toBe(409);

    // Waiting for the seller's selection, with bids: open; past its deadline: not.
    const selecting = await createSeller(ctx.db);
    await createAuction(ctx.db, {
      sellerId: selecting.id,
      status: 'TIME_EXPIRED',
      bidderCount: 1,
      selectExpireAt: new Date(Date.now() + DAY),
    });
    expect((await close(selecting.id)).status).toBe(409);

    for (const id of [seller.id, dealing.id, transferring.id, selecting.id]) {
      const [row] = await ctx.db.select().from(sellers).where(eq(sellers.id, id));
      expect(row!.deletedAt).toBeNull();
      expect(row!.name).toBe('이판매');
      expect(await closuresOf(id)).toHaveLength(0);
    }
  });

  it('closes the account once when asked twice at once', async () => {
    const seller = await createSeller(ctx.db);
    const answers = await Promise.all([close(seller.id), close(seller.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const [row] = await ctx.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row!.tokenVersion).toBe(1);
    expect(await closuresOf(seller.id)).toHaveLength(1);
  });

  it('closes the account: drafts and their photos go, the trade stays anonymous, sessions end, the phone signs up again', async () => {
    const { seller, auction: traded, deal } = await createDealAt(ctx.db, { status: 'COMPLETE' });
    const phone = seller.phoneNumber;
    const owner = { type: 'SELLER' as const, id: seller.id };
    const draftPhoto = await storedFile(ctx, owner);
    const tradePhoto = await storedFile(ctx, owner);
    const draft = await createAuction(ctx.db, { sellerId: seller.id, status: 'REGISTERED' });
    await ctx.db.insert(auctionImages).values([
      { auctionId: draft.id, type: 'MAIN', url: draftPhoto.url },
      { auctionId: traded.id, type: 'MAIN', url: tradePhoto.url },
    ]);
    const relay = await relayOf(ctx, deal, new Date());
    const [sms] = await ctx.db
      .insert(notificationOutbox)
      .values({ channel: 'SMS', recipient: phone, template: 'TEST', body: '안녕하세요', payload: {} })
      .returning();
    const token = await ctx.auth(seller.id, 'seller');

    const closed = await close(seller.id);
    expect(closed.status).toBe(200);

    const [row] = await ctx.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row).toMatchObject({
      name: SELLER_CLOSURE_MESSAGES.closedName,
      phoneNumber: `closed-${seller.id}`,
    });
    expect(row!.deletedAt).not.toBeNull();
    // One audit row: the seller closed it, then; no name or phone in it.
    const audit = await closuresOf(seller.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: `seller:${seller.id}`, operatorId: null, targetType: 'SELLER' });
    expect(JSON.stringify(audit[0])).not.toContain(phone);
    // The draft and its photo are gone; the trade stays, pointing at the anonymous row, with its photo.
    expect(await ctx.db.select().from(auctions).where(eq(auctions.id, draft.id))).toEqual([]);
    expect(await hasUpload(ctx, draftPhoto.url)).toBe(false);
    expect(await hasBytes(ctx, draftPhoto.key)).toBe(false);
    const [kept] = await ctx.db.select().from(auctions).where(eq(auctions.id, traded.id));
    expect(kept!.sellerId).toBe(seller.id);
    expect(await hasUpload(ctx, tradePhoto.url)).toBe(true);
    // His contact copies: the consent's phone, the relay's real number, the messages to his phone.
    expect((await consentOf(ctx, traded.id)).ownerPhone).toBe('');
    expect(
      (await ctx.db.select().from(contactRelays).where(eq(contactRelays.id, relay.id)))[0]!.realPhone,
    ).toBe('');
    const [message] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, sms!.id));
    expect(message).toMatchObject({ body: '', recipient: `${phone.slice(0, 3)}-****-${phone.slice(-4)}` });

    // Sessions ended, and a token of the account's new version opens none either.
    expect((await ctx.call(api.sellers.me, {}, token)).status).toBe(401);
    const fresh = await ctx.app.tokens.sign({ id: seller.id, role: 'seller', version: row!.tokenVersion });
    expect((await ctx.call(api.sellers.me, {}, { authorization: `Bearer ${fresh}` })).status).toBe(401);
    expect((await close(seller.id)).status).toBe(401);

    // The phone signs up again as a new seller.
    expect((await ctx.call(api.sellers.requestCode, { body: { phone } })).status).toBe(200);
    const login = await ctx.call(api.sellers.login, {
      body: { phone, authCode: await lastSmsCode(ctx.db, phone) },
    });
    expect(login.status).toBe(200);
    const me = await ctx.call(api.sellers.me, {}, { authorization: `Bearer ${login.data.accessToken}` });
    expect(me.data.id).not.toBe(seller.id);
    expect(me.data.phone).toBe(phone);
  });
});
