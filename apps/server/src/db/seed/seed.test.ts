import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUSES, conditionReportMistake, transferDday } from '@autobid/shared';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';
import { runTransferClock } from '../../jobs/transfer-clock';
import { verifyPassword } from '../../lib/password';
import { createLocalContactRelay } from '../../providers/contact-relay';
import { outboxAlimtalk } from '../../providers/messaging';
import { UPLOADS_URL_PREFIX } from '../../providers/storage';
import * as schema from '../schema';
import { seedDemo, seedReference } from './index';

describe('seed', () => {
  let ctx: TestContext;
  let seededAt: Date;
  const counts = async () => {
    const tables = [
      schema.dealers,
      schema.sellers,
      schema.auctions,
      schema.biddings,
      schema.deals,
      schema.notices,
      schema.faqs,
      schema.brands,
      schema.bankCodes,
      schema.reviewQuestions,
      schema.reviews,
      schema.penalties,
    ];
    return Promise.all(tables.map((t) => ctx.db.$count(t)));
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    seededAt = new Date();
    await seedDemo(ctx.db, { storage: ctx.storage, now: seededAt });
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seedReference(ctx.db, { storage: ctx.storage, now: new Date() });
    await seedDemo(ctx.db, { storage: ctx.storage, now: new Date() });
    expect(await counts()).toEqual(before);
  });

  it('verified the bank account of the dealers the browser tests bid with (banned too), not of dealer4', async () => {
    const rows = await ctx.db
      .select({ username: schema.dealers.username, verified: schema.dealers.isBankAccountAuth })
      .from(schema.dealers);
    const verified = new Map(rows.map((row) => [row.username, row.verified]));
    for (const username of ['dealer', 'dealer2', 'dealer3', 'banned']) {
      expect(verified.get(username), username).toBe(true);
    }
    for (const username of ['dealer4', 'pending']) {
      expect(verified.get(username), username).toBe(false);
    }
  });

  it('has auctions in every status', async () => {
    const rows = await ctx.db.selectDistinct({ status: schema.auctions.status }).from(schema.auctions);
    expect(rows.map((r) => r.status).sort()).toEqual([...AUCTION_STATUSES].sort());
    expect(await ctx.db.$count(schema.auctions)).toBeGreaterThanOrEqual(40);
  });

  it('keeps more than a page of the list (12) live for a whole day, whatever the hour it seeds at', async () => {
    // The auctions that opened a day before the last 09:00 end at the next one, which may be minutes away.
    const liveAllDay = await ctx.db.$count(
      schema.auctions,
      and(
        eq(schema.auctions.status, 'PROGRESS'),
        sql`${schema.auctions.endDate} >= ${new Date(seededAt.getTime() + 24 * 3600_000)}`,
      ),
    );
    expect(liveAllDay).toBeGreaterThan(12);
  });

  it('holds full condition sheets and a claim waiting for the seller, an accepted one and an open dispute', async () => {
    const listed = await ctx.db
      .select({ type: schema.auctions.vehicleType, report: schema.auctions.conditionReport })
      .from(schema.auctions)
      .where(eq(schema.auctions.status, 'PROGRESS'));
    for (const type of ['MOTORBIKE', 'CAR'] as const) {
      const sheets = listed.filter((row) => row.type === type);
      expect(sheets.length, type).toBeGreaterThan(0);
      for (const { report } of sheets) {
        expect(conditionReportMistake(type, report!, { complete: true, today: '2099-12-31' })).toBeNull();
      }
    }
    const claims = await ctx.db.select({ status: schema.priceClaims.status }).from(schema.priceClaims);
    expect(new Set(claims.map((c) => c.status))).toEqual(new Set(['OPEN', 'ACCEPTED', 'DISPUTED']));
    expect(await ctx.db.$count(schema.disputes, eq(schema.disputes.status, 'OPEN'))).toBe(1);
    // Where README "Handover" says they are, with the first seller (other claims lie behind completed trades).
    const placed = await ctx.db
      .select({
        auctionId: schema.priceClaims.auctionId,
        status: schema.priceClaims.status,
        dealer: schema.dealers.username,
        sellerPhone: schema.sellers.phoneNumber,
      })
      .from(schema.priceClaims)
      .innerJoin(schema.dealers, eq(schema.dealers.id, schema.priceClaims.dealerId))
      .innerJoin(schema.sellers, eq(schema.sellers.id, schema.priceClaims.sellerId))
      .orderBy(schema.priceClaims.auctionId);
    expect(placed.filter((row) => [47, 48, 49].includes(row.auctionId))).toEqual([
      { auctionId: 47, status: 'OPEN', dealer: 'dealer2', sellerPhone: '01091000000' },
      { auctionId: 48, status: 'ACCEPTED', dealer: 'dealer', sellerPhone: '01091000000' },
      { auctionId: 49, status: 'DISPUTED', dealer: 'dealer3', sellerPhone: '01091000000' },
    ]);
    // The live bike and car README "Handover" names (their sheets are full, above), live a day after seeding.
    const named = await ctx.db
      .select({
        id: schema.auctions.id,
        type: schema.auctions.vehicleType,
        model: schema.auctions.model,
        status: schema.auctions.status,
        endDate: schema.auctions.endDate,
      })
      .from(schema.auctions)
      .where(inArray(schema.auctions.id, [1, 42]))
      .orderBy(schema.auctions.id);
    expect(named.map(({ id, type, model, status }) => ({ id, type, model, status }))).toEqual([
      { id: 1, type: 'MOTORBIKE', model: 'PCX125', status: 'PROGRESS' },
      { id: 42, type: 'CAR', model: '쏘렌토 MQ4 하이브리드', status: 'PROGRESS' },
    ]);
    for (const { endDate } of named) {
      expect(endDate!.getTime()).toBeGreaterThanOrEqual(seededAt.getTime() + 24 * 3600_000);
    }
  });

  it('gives the demo dealer a won deal in every post-auction state', async () => {
    const [dealer] = await ctx.db.select().from(schema.dealers).where(eq(schema.dealers.username, 'dealer'));
    const won = await ctx.db
      .select({ status: schema.auctions.status })
      .from(schema.biddings)
      .innerJoin(schema.auctions, eq(schema.auctions.id, schema.biddings.auctionId))
      .where(and(eq(schema.biddings.dealerId, dealer!.id), eq(schema.biddings.isSelected, true)));
    expect(new Set(won.map((w) => w.status))).toEqual(
      new Set([
        'DEALER_CONFIRM',
        'DEALER_DEPOSIT',
        'RESERVATION',
        'RESERVATION_COMPLETE',
        'COMPLETE',
        'TRANSACTION',
        'TRANSACTION_DELAY',
        'DEALER_CANCELED',
      ]),
    );
  });

  it('gives every listing sent to review a plate and the owner\'s confirmed consent (README "Owner consent")', async () => {
    const rows = await ctx.db
      .select({
        id: schema.auctions.id,
        status: schema.auctions.status,
        plate: schema.auctions.plateNumber,
        phone: schema.sellers.phoneNumber,
        kind: schema.ownerConsents.kind,
        consent: schema.ownerConsents.status,
      })
      .from(schema.auctions)
      .innerJoin(schema.sellers, eq(schema.sellers.id, schema.auctions.sellerId))
      .leftJoin(schema.ownerConsents, eq(schema.ownerConsents.auctionId, schema.auctions.id))
      .orderBy(schema.auctions.id);
    const reviewed = rows.filter(
      (row) => !['REGISTERED', 'INPUT_INFORMATION', 'REJECTED'].includes(row.status),
    );
    expect(reviewed.every((row) => row.plate !== '' && row.consent === 'CONFIRMED')).toBe(true);
    const family = rows.filter((row) => row.kind === 'DELEGATED' && row.consent === 'CONFIRMED');
    const pending = rows.filter((row) => row.consent === 'PENDING');
    expect(family).toHaveLength(1);
    expect(family[0]!.status).toBe('PROGRESS');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.status).toBe('REGISTERED');
    const owner = reviewed.find((row) => row.kind === 'OWNER' && row.phone === '01091000000');
    console.info(
      `demo consents: family #${family[0]!.id} (${family[0]!.phone}), pending #${pending[0]!.id} (${pending[0]!.phone}), owner #${owner?.id} (${owner?.status}), in review ${rows
        .filter((row) => row.status === 'AUDIT')
        .map((row) => `#${row.id} ${row.phone}`)
        .join(', ')}, rejected ${rows
        .filter((row) => row.status === 'REJECTED')
        .map((row) => `#${row.id} ${row.phone}`)
        .join(', ')}`,
    );
  });

  it('gives every trade in title transfer its record on the clock: 31 waiting a week in, 51 with a proof, 32 delayed (README "Title transfer")', async () => {
    const rows = await ctx.db
      .select({
        auctionId: schema.auctions.id,
        status: schema.auctions.status,
        transfer: schema.titleTransfers,
      })
      .from(schema.deals)
      .innerJoin(schema.auctions, eq(schema.auctions.id, schema.deals.auctionId))
      .leftJoin(schema.titleTransfers, eq(schema.titleTransfers.dealId, schema.deals.id))
      .where(
        and(
          isNull(schema.deals.canceledAt),
          inArray(schema.auctions.status, ['TRANSACTION', 'TRANSACTION_DELAY']),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const { auctionId, status, transfer } of rows) {
      expect(transfer, `auction ${auctionId}`).not.toBeNull();
      if (status === 'TRANSACTION') {
        expect(transfer!.dueAt.getTime(), `auction ${auctionId}`).toBeGreaterThan(seededAt.getTime());
        expect(transfer!.delayedAt).toBeNull();
      } else {
        expect(transfer!.dueAt.getTime(), `auction ${auctionId}`).toBeLessThanOrEqual(seededAt.getTime());
        expect(transfer!.delayedAt).not.toBeNull();
      }
    }
    const byAuction = (id: number) => rows.find((row) => row.auctionId === id);
    expect(byAuction(31)).toMatchObject({ status: 'TRANSACTION', transfer: { status: 'WAITING' } });
    // A week into its 15 days (completed a day and 16 hours after its end 8 days ago): no reminder yet.
    expect(['D-8', 'D-9']).toContain(transferDday(byAuction(31)!.transfer!.dueAt, seededAt));
    expect(byAuction(31)!.transfer!.remindedDay10At).toBeNull();
    expect(byAuction(32)).toMatchObject({ status: 'TRANSACTION_DELAY', transfer: { status: 'WAITING' } });
    const proof = byAuction(51);
    expect(proof).toMatchObject({ status: 'TRANSACTION', transfer: { status: 'SUBMITTED' } });
    expect(await ctx.storage.get(proof!.transfer!.proofKey!)).not.toBeNull();

    // The demo agrees with its clock: a pass at the seeding instant has nothing to remind, delay or confirm.
    const pass = await runTransferClock(ctx.db, {
      now: seededAt,
      notices: {
        publicUrl: 'http://localhost:3000',
        alimtalk: outboxAlimtalk,
        contactRelay: createLocalContactRelay(),
      },
    });
    expect(pass).toEqual({ remindedDay10: [], remindedDay14: [], delayed: [], autoConfirmed: [] });
  });

  it('gives every deal in force past its fee two relay numbers, a trade closed over 7 days ago ended ones (README "Contact relay")', async () => {
    const paid = await ctx.db
      .select({ id: schema.deals.id, status: schema.auctions.status })
      .from(schema.deals)
      .innerJoin(schema.auctions, eq(schema.auctions.id, schema.deals.auctionId))
      .where(and(isNull(schema.deals.canceledAt), sql`${schema.deals.depositConfirmedAt} is not null`));
    expect(paid.length).toBeGreaterThan(0);
    const relays = await ctx.db.select().from(schema.contactRelays);
    for (const deal of paid) {
      const mine = relays.filter((relay) => relay.dealId === deal.id);
      expect(mine.map((relay) => relay.party).sort(), `deal ${deal.id}`).toEqual(['DEALER', 'SELLER']);
      for (const relay of mine) {
        expect(relay.relayNumber).toMatch(/^0507-\d{4}-\d{4}$/);
        expect(relay.realPhone === '').toBe(relay.endedAt !== null);
      }
    }
    expect(relays.some((relay) => relay.endedAt === null)).toBe(true);
  });

  it('gives every paid demo fee its tax invoice and a refunded one its 수정세금계산서; the demo dealer has some (docs/domain.md "Tax invoices")', async () => {
    const paid = await ctx.db
      .select()
      .from(schema.deals)
      .where(sql`${schema.deals.depositConfirmedAt} is not null`);
    const invoices = await ctx.db.select().from(schema.taxInvoices);
    for (const deal of paid) {
      const mine = invoices.filter((invoice) => invoice.dealId === deal.id);
      expect(
        mine.map((invoice) => invoice.kind),
        `deal ${deal.id}`,
      ).toEqual(deal.feeRefundedAt ? ['ISSUE', 'AMEND'] : ['ISSUE']);
      expect(mine[0]!.total).toBe(deal.fee);
      expect(mine[0]!.supplyAmount + mine[0]!.vat).toBe(deal.fee);
    }
    const [dealer] = await ctx.db
      .select({ id: schema.dealers.id })
      .from(schema.dealers)
      .where(eq(schema.dealers.username, 'dealer'));
    expect(invoices.filter((invoice) => invoice.dealerId === dealer!.id).length).toBeGreaterThan(0);
  });

  it('gives the demo dealer two saved searches and the day\'s 09:00 digest in the outbox (docs/domain.md "Saved searches")', async () => {
    const [dealer] = await ctx.db
      .select({ id: schema.dealers.id, phone: schema.dealers.phoneNumber })
      .from(schema.dealers)
      .where(eq(schema.dealers.username, 'dealer'));
    const searches = await ctx.db
      .select()
      .from(schema.savedSearches)
      .where(eq(schema.savedSearches.dealerId, dealer!.id));
    expect(searches.map((search) => [search.name, search.notify])).toEqual([
      ['서울 매물', true],
      ['무사고 매물', true],
    ]);
    const claims = await ctx.db
      .select()
      .from(schema.savedSearchDigests)
      .where(eq(schema.savedSearchDigests.dealerId, dealer!.id));
    expect(claims).toHaveLength(1);
    expect(Object.values(claims[0]!.counts).every((count) => count > 0)).toBe(true);
    const messages = await ctx.db
      .select()
      .from(schema.notificationOutbox)
      .where(
        and(
          eq(schema.notificationOutbox.recipient, dealer!.phone),
          eq(schema.notificationOutbox.template, 'SAVED_SEARCH_DIGEST'),
        ),
      );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('서울 매물');
    expect(messages[0]!.link).toBe(`/auction/list?savedSearch=${searches[0]!.id}`);
  });

  it('keeps the denormalised bid numbers equal to the active bids', async () => {
    const rows = await ctx.db
      .select({
        id: schema.auctions.id,
        max: schema.auctions.maxBiddingPrice,
        count: schema.auctions.bidderCount,
        actualMax: sql<number>`coalesce(max(${schema.biddings.price}), 0)`.mapWith(Number),
        actualCount: sql<number>`count(distinct ${schema.biddings.dealerId})`.mapWith(Number),
      })
      .from(schema.auctions)
      .leftJoin(
        schema.biddings,
        and(eq(schema.biddings.auctionId, schema.auctions.id), isNull(schema.biddings.canceledAt)),
      )
      .groupBy(schema.auctions.id);
    for (const row of rows) {
      expect({ id: row.id, max: row.max, count: row.count }).toEqual({
        id: row.id,
        max: row.actualMax,
        count: row.actualCount,
      });
    }
  });

  it('stores every image it points to', async () => {
    const urls = [
      ...(await ctx.db.select({ url: schema.auctionImages.url }).from(schema.auctionImages)).map(
        (r) => r.url,
      ),
      ...(await ctx.db.select({ url: schema.brands.logo }).from(schema.brands)).map((r) => r.url),
      ...(await ctx.db.select({ url: schema.dealers.image }).from(schema.dealers)).map((r) => r.url),
    ];
    for (const url of new Set(urls)) {
      expect(url.startsWith(UPLOADS_URL_PREFIX)).toBe(true);
      const bytes = await ctx.storage.get(url.slice(UPLOADS_URL_PREFIX.length));
      expect(bytes?.length ?? 0, url).toBeGreaterThan(500);
    }
  });

  it('creates the documented logins', async () => {
    const logins: [string, string, string][] = [
      ['dealer', 'dealer1234', 'APPROVED'],
      ['pending', 'pending1234', 'AUDIT'],
      ['rejected', 'rejected1234', 'REJECTED'],
      ['dealer2', 'dealer1234', 'APPROVED'],
      ['banned', 'banned1234', 'APPROVED'],
    ];
    for (const [username, password, status] of logins) {
      const [row] = await ctx.db.select().from(schema.dealers).where(eq(schema.dealers.username, username));
      expect(row?.status).toBe(status);
      expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
    }
    const [rejected] = await ctx.db
      .select()
      .from(schema.dealers)
      .where(eq(schema.dealers.username, 'rejected'));
    expect(rejected!.reason).not.toBe('');
    const [admin] = await ctx.db
      .select()
      .from(schema.operators)
      .where(eq(schema.operators.username, 'admin'));
    expect(await verifyPassword('admin1234', admin!.passwordHash)).toBe(true);
    expect(admin!.role).toBe('ADMIN');
    const [staff] = await ctx.db
      .select()
      .from(schema.operators)
      .where(eq(schema.operators.username, 'staff'));
    expect(staff!.role).toBe('STAFF');
    expect(await verifyPassword('staff1234', staff!.passwordHash)).toBe(true);
  });

  it('stores notice HTML sanitized', async () => {
    const rows = await ctx.db.select({ contents: schema.notices.contents }).from(schema.notices);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.contents).not.toMatch(/<script|on\w+=|javascript:/i);
    }
  });

  it('has a dealer in each tier, the demo dealer able to bid (docs/domain.md "Dealer score and tiers")', async () => {
    const rows = await ctx.db
      .select({ username: schema.dealers.username, tier: schema.dealerScores.tier })
      .from(schema.dealerScores)
      .innerJoin(schema.dealers, eq(schema.dealers.id, schema.dealerScores.dealerId));
    const tiers = new Set(rows.map((row) => row.tier));
    expect([...tiers].sort()).toEqual(['EXCELLENT', 'RESTRICTED', 'STANDARD', 'WATCH']);
    expect(rows.find((row) => row.username === 'dealer')?.tier).not.toBe('RESTRICTED');
  });
});
