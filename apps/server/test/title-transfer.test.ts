// Title transfer (docs/domain.md "Title transfer"): completion opens the transfer with its due time, the dealer's
// proof checked by its bytes and kept private behind a signed link, the seller's confirmation or objection, the
// operator's confirmation or rejection, the clock's reminders, delay with its ban and automatic confirmation,
// the proof link to the deal's parties only, and a proof racing the due time (PGlite here; TEST_DATABASE_URL runs
// the same on PostgreSQL).
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  FIXED_BAN_DAYS,
  TITLE_TRANSFER_MESSAGES,
  UPLOAD_CODE_LINK_HEADER,
  api,
  transferDday,
  transferDueAt,
} from '@autobid/shared';
import { auctions, auditLog, dealers, notificationOutbox, penalties, titleTransfers } from '../src/db/schema';
import { fixedClock } from '../src/lib/clock';
import { runTransferClock } from '../src/jobs/transfer-clock';
import { createCodeLink } from '../src/modules/code-links/code-link-tokens';
import { createLocalContactRelay } from '../src/providers/contact-relay';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createBid, createDealer, createOperator, createUploadedFile } from './factories';
import { multipart } from './helpers/access-kit';
import { createTestContext, type TestContext } from './helpers/test-app';
import { completedDeal as completeDeal, uploadAsDealer } from './helpers/transfer-kit';

const HOUR = 3600_000;
/** A sale on 2026-05-03 at 15:00 Asia/Seoul: due by the end of 2026-05-18. */
const SALE = new Date('2026-05-03T06:00:00.000Z');

describe('title transfer', () => {
  let ctx: TestContext;
  const clock = fixedClock(SALE);
  let operatorId: number;
  const notices = {
    publicUrl: 'http://localhost:3000',
    alimtalk: outboxAlimtalk,
    contactRelay: createLocalContactRelay(),
  };
  const tick = (now = clock.now()) => runTransferClock(ctx.db, { now, notices });

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    operatorId = (await createOperator(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  const png = (color = '#c00000') =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: color } })
      .png()
      .toBuffer();

  const upload = (dealerId: number, bytes: Buffer) => uploadAsDealer(ctx, dealerId, bytes);
  /** A deal completed by its dealer at `at` (TRANSACTION). */
  const completedDeal = (at = SALE) => completeDeal(ctx, clock, at);

  const submit = async (dealerId: number, auctionId: number, url: string, extra: object = {}) =>
    ctx.call(
      api.titleTransfers.submit,
      {
        params: { id: auctionId },
        body: { document: { url, kind: 'USE_REPORT' }, maskingConfirmed: true, ...extra } as never,
      },
      dealerId,
    );
  const statusOf = async (auctionId: number) =>
    (await ctx.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, auctionId)))[0]!
      .status;
  const recordOf = async (auctionId: number) =>
    (await ctx.db.select().from(titleTransfers).where(eq(titleTransfers.auctionId, auctionId)))[0]!;
  const sentTo = async (phone: string) =>
    (
      await ctx.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
        .orderBy(notificationOutbox.id)
    ).map((row) => row.template);

  it('completion moves the deal to TRANSACTION with the due time at the end of the 15th day after the sale', async () => {
    const { auction, dealer, seller } = await completedDeal();
    expect(await statusOf(auction.id)).toBe('TRANSACTION');
    const record = await recordOf(auction.id);
    expect(record).toMatchObject({ status: 'WAITING', dealerId: dealer.id, sellerId: seller.id });
    // 2026-05-18 ends at 2026-05-19 00:00 Asia/Seoul.
    expect(record.dueAt.toISOString()).toBe('2026-05-18T15:00:00.000Z');
    expect(transferDueAt(new Date('2026-05-03T14:59:00.000Z')).toISOString()).toBe(
      '2026-05-18T15:00:00.000Z',
    );
    expect(transferDueAt(new Date('2026-05-03T15:00:00.000Z')).toISOString()).toBe(
      '2026-05-19T15:00:00.000Z',
    );
    expect(transferDday(record.dueAt, SALE)).toBe('D-15');
    expect(transferDday(record.dueAt, new Date('2026-05-18T14:00:00.000Z'))).toBe('D-DAY');

    // Each side reads it; the notices name the due date.
    const dealerView = await ctx.call(api.auctions.detail, { params: { id: auction.id } }, dealer.id);
    expect(dealerView.data.deal?.titleTransfer).toMatchObject({
      status: 'WAITING',
      dueAt: record.dueAt.toISOString(),
      proofUploadedAt: null,
      confirmedAt: null,
      proofUrl: null,
    });
    const sellerView = await ctx.call(api.sellers.detail, { params: { id: auction.id } }, seller.id);
    expect(sellerView.data.deal).toMatchObject({
      status: 'TRANSACTION',
      titleTransfer: { status: 'WAITING' },
      canConfirmTransfer: false,
      canObjectTransfer: false,
    });
    // A trade in transfer counts as completed: the seller may review.
    expect(sellerView.data.canReview).toBe(true);
    const consoleView = await ctx.call(
      api.consoleAuctions.detail,
      { params: { id: auction.id } },
      operatorId,
    );
    expect(consoleView.data.deals[0]?.titleTransfer?.status).toBe('WAITING');
    const [completedNotice] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.template, 'DEAL_COMPLETED'),
          eq(notificationOutbox.recipient, dealer.phoneNumber),
        ),
      );
    expect(completedNotice?.body).toContain('명의이전 기한은 2026.05.18까지');
  });

  it('takes a proof only checked by its bytes, with the masking confirmed, and keeps it private behind a signed link', async () => {
    const { auction, dealer, seller } = await completedDeal();
    const url = await upload(dealer.id, await png());

    const unmasked = await submit(dealer.id, auction.id, url, { maskingConfirmed: false });
    expect([unmasked.status, unmasked.message]).toEqual([400, TITLE_TRANSFER_MESSAGES.maskingRequired]);
    // A stored file whose bytes are no proof type (an image, a PDF) is refused at the step.
    const fake = await createUploadedFile(ctx.db, { dealerId: dealer.id });
    await ctx.storage.put(fake.replace(/^\//, ''), Buffer.from('<html>not a document</html>'));
    const notDocument = await submit(dealer.id, auction.id, fake);
    expect([notDocument.status, notDocument.errorCode]).toEqual([400, 'TRANSFER_DOCUMENT_INVALID']);
    const other = await completedDeal();
    const foreign = await submit(other.dealer.id, other.auction.id, url);
    expect([foreign.status, foreign.message]).toEqual([400, TITLE_TRANSFER_MESSAGES.documentInvalid]);
    const notHis = await submit(other.dealer.id, auction.id, await upload(other.dealer.id, await png()));
    expect(notHis.status).toBe(404);
    expect((await recordOf(auction.id)).status).toBe('WAITING');

    const sent = await submit(dealer.id, auction.id, url);
    expect(sent.status, sent.message).toBe(200);
    expect(sent.data.titleTransfer).toMatchObject({ status: 'SUBMITTED', documentKind: 'USE_REPORT' });
    const record = await recordOf(auction.id);
    expect(record.proofKey).toMatch(/^private\/transfers\//);
    expect(record.proofMimeType).toBe('image/png');
    expect(sent.data.titleTransfer.autoConfirmAt).toBe(new Date(SALE.getTime() + 3 * DAY_MS).toISOString());
    expect((await sentTo(seller.phoneNumber)).at(-1)).toBe('SELLER_TRANSFER_SUBMITTED');

    // The public copy is gone; the private file is never served from /uploads.
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${record.proofKey}` })).statusCode).not.toBe(
      200,
    );

    // The seller's link opens it; a forged or expired one does not.
    const sellerView = await ctx.call(api.sellers.detail, { params: { id: auction.id } }, seller.id);
    const link = sellerView.data.deal!.titleTransfer!.proofUrl!;
    const opened = await ctx.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(opened.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    // Another first character of the signature (whatever it was: a fixed one would match 1 link in 64).
    const forgedUrl = link.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`);
    const forged = await ctx.app.inject({ method: 'GET', url: forgedUrl });
    expect(forged.statusCode).toBe(401);
    clock.advance(11 * 60_000);
    expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
    clock.set(SALE);

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'TRANSFER_SUBMIT'), eq(auditLog.actor, `dealer:${dealer.id}`)));
    expect(audit).toHaveLength(1);
  });

  it('the proof link goes to the deal’s parties only: not to another dealer of the auction, nor another deal’s code link', async () => {
    const { auction, dealer } = await completedDeal();
    const loser = await createDealer(ctx.db);
    await createBid(ctx.db, { auctionId: auction.id, dealerId: loser.id, price: 2_000_000 });
    const stranger = await createDealer(ctx.db);
    await submit(dealer.id, auction.id, await upload(dealer.id, await png()));
    const proofPath = `/api/v1/transfer-proofs/${(await recordOf(auction.id)).id}?`;
    const detailAs = (dealerId: number) =>
      ctx.call(api.auctions.detail, { params: { id: auction.id } }, dealerId);
    // The winner's detail has the link (so the others below would show it if it leaked).
    expect((await detailAs(dealer.id)).data.deal?.titleTransfer?.proofUrl).toContain(proofPath);

    const other = await completedDeal();
    await submit(other.dealer.id, other.auction.id, await upload(other.dealer.id, await png('#0000c0')));
    const { code } = await createCodeLink(ctx.db, {
      dealerId: other.dealer.id,
      auctionId: other.auction.id,
      purpose: 'COMPLETE',
      now: clock.now(),
    });
    const twin = await ctx.call(api.codeLinks.detail, { params: { code } });
    expect(twin.status, twin.message).toBe(200);
    // Its own deal's link only.
    expect(twin.data.deal?.titleTransfer?.proofUrl).toContain(
      `/api/v1/transfer-proofs/${(await recordOf(other.auction.id)).id}?`,
    );
    const answers = [
      ['the losing bidder', await detailAs(loser.id)],
      ['a dealer who did not bid', await detailAs(stranger.id)],
      ['another deal’s code link', twin],
    ] as const;
    for (const [who, answer] of answers) {
      const text = JSON.stringify(answer.response.json());
      expect(text.includes(proofPath), who).toBe(false);
      if (who !== 'another deal’s code link') {
        expect(text.includes('/transfer-proofs/'), who).toBe(false);
        expect(answer.data?.deal?.titleTransfer?.proofUrl ?? null, who).toBeNull();
      }
    }
  });

  it('the seller objects (no automatic confirmation), the dealer sends again, the seller confirms: COMPLETE', async () => {
    const { auction, dealer, seller } = await completedDeal();
    await submit(dealer.id, auction.id, await upload(dealer.id, await png()));
    const objected = await ctx.call(
      api.titleTransfers.sellerObject,
      { params: { id: auction.id }, body: { reason: '번호판이 다릅니다' } },
      seller.id,
    );
    expect(objected.status, objected.message).toBe(200);
    expect(objected.data.titleTransfer).toMatchObject({
      status: 'OBJECTED',
      objectionReason: '번호판이 다릅니다',
    });
    expect((await sentTo(dealer.phoneNumber)).at(-1)).toBe('DEAL_TRANSFER_OBJECTED');
    const empty = await ctx.call(
      api.titleTransfers.sellerObject,
      { params: { id: auction.id }, body: { reason: ' ' } },
      seller.id,
    );
    expect([empty.status, empty.message]).toEqual([400, TITLE_TRANSFER_MESSAGES.reasonRequired]);

    // Four days on, the clock confirms nothing that was objected to.
    expect((await tick(new Date(SALE.getTime() + 4 * DAY_MS))).autoConfirmed).not.toContain(auction.id);
    const stranger = await completedDeal();
    const notHis = await ctx.call(
      api.titleTransfers.sellerConfirm,
      { params: { id: auction.id } },
      stranger.seller.id,
    );
    expect(notHis.status).toBe(404);

    const again = await submit(dealer.id, auction.id, await upload(dealer.id, await png('#00c000')));
    expect(again.data.titleTransfer.status).toBe('SUBMITTED');
    const confirmed = await ctx.call(
      api.titleTransfers.sellerConfirm,
      { params: { id: auction.id } },
      seller.id,
    );
    expect(confirmed.status, confirmed.message).toBe(200);
    expect(confirmed.data).toMatchObject({
      status: 'COMPLETE',
      titleTransfer: { status: 'CONFIRMED', confirmedBy: 'SELLER' },
    });
    expect(await statusOf(auction.id)).toBe('COMPLETE');
    expect((await sentTo(dealer.phoneNumber)).at(-1)).toBe('DEAL_TRANSFER_CONFIRMED');
    expect((await sentTo(seller.phoneNumber)).at(-1)).toBe('SELLER_TRANSFER_CONFIRMED');
    const twice = await ctx.call(api.titleTransfers.sellerConfirm, { params: { id: auction.id } }, seller.id);
    expect([twice.status, twice.message]).toEqual([409, TITLE_TRANSFER_MESSAGES.alreadyConfirmed]);
    const late = await submit(dealer.id, auction.id, await upload(dealer.id, await png()));
    expect(late.status).toBe(409);
  });

  it('an operator rejects with a reason (back to WAITING) and confirms the next proof', async () => {
    const { auction, dealer } = await completedDeal();
    const confirmEarly = await ctx.call(
      api.titleTransfers.consoleConfirm,
      { params: { auctionId: auction.id } },
      operatorId,
    );
    expect([confirmEarly.status, confirmEarly.message]).toEqual([409, TITLE_TRANSFER_MESSAGES.noProof]);
    await submit(dealer.id, auction.id, await upload(dealer.id, await png()));
    const rejected = await ctx.call(
      api.titleTransfers.consoleReject,
      { params: { auctionId: auction.id }, body: { reason: '주민등록번호가 가려지지 않았습니다' } },
      operatorId,
    );
    expect(rejected.data.titleTransfer).toMatchObject({
      status: 'WAITING',
      rejectReason: '주민등록번호가 가려지지 않았습니다',
    });
    expect((await sentTo(dealer.phoneNumber)).at(-1)).toBe('DEAL_TRANSFER_REJECTED');
    await submit(dealer.id, auction.id, await upload(dealer.id, await png()));
    const confirmed = await ctx.call(
      api.titleTransfers.consoleConfirm,
      { params: { auctionId: auction.id } },
      operatorId,
    );
    expect(confirmed.data).toMatchObject({ status: 'COMPLETE', titleTransfer: { confirmedBy: 'OPERATOR' } });
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'TRANSFER_CONFIRM'), eq(auditLog.operatorId, operatorId)))
      .orderBy(desc(auditLog.id));
    expect(row?.targetId).toBe(String((await recordOf(auction.id)).dealId));
  });

  it('reminds at day 10 and day 14 once each, delays at day 15 with the 14-day ban, and a proof after the delay closes it', async () => {
    const { auction, dealer, seller } = await completedDeal();
    const due = (await recordOf(auction.id)).dueAt;
    const day = (n: number) => new Date(due.getTime() - (16 - n) * DAY_MS);

    expect((await tick(new Date(day(10).getTime() - 1))).remindedDay10).not.toContain(auction.id);
    expect((await tick(day(10))).remindedDay10).toContain(auction.id);
    expect((await tick(new Date(day(10).getTime() + HOUR))).remindedDay10).not.toContain(auction.id);
    expect((await tick(day(14))).remindedDay14).toContain(auction.id);
    expect((await tick(day(14))).remindedDay14).not.toContain(auction.id);
    const reminders = (await sentTo(dealer.phoneNumber)).filter((t) => t === 'DEAL_TRANSFER_REMINDER');
    expect(reminders).toHaveLength(2);

    expect((await tick(new Date(due.getTime() - 1))).delayed).not.toContain(auction.id);
    expect(await statusOf(auction.id)).toBe('TRANSACTION');
    expect((await tick(due)).delayed).toContain(auction.id);
    expect(await statusOf(auction.id)).toBe('TRANSACTION_DELAY');
    expect((await tick(new Date(due.getTime() + HOUR))).delayed).not.toContain(auction.id);
    const bans = await ctx.db
      .select()
      .from(penalties)
      .where(and(eq(penalties.auctionId, auction.id), eq(penalties.kind, 'TRANSFER_DELAY')));
    expect(bans).toHaveLength(1);
    expect(bans[0]?.banDays).toBe(FIXED_BAN_DAYS);
    const [banned] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(banned?.penaltyExpiredAt?.toISOString()).toBe(
      new Date(due.getTime() + FIXED_BAN_DAYS * DAY_MS).toISOString(),
    );
    expect((await sentTo(dealer.phoneNumber)).at(-1)).toBe('DEAL_TRANSFER_DELAYED');
    expect((await sentTo(seller.phoneNumber)).at(-1)).toBe('SELLER_TRANSFER_DELAYED');
    // Operators are told by the dashboard's figure and the deals screen's 명의이전 tab (no message to them).
    const dashboard = await ctx.call(api.consoleOperators.dashboard, {}, operatorId);
    expect(dashboard.data.counts.transfersDelayed).toBeGreaterThanOrEqual(1);
    const tab = await ctx.call(
      api.consoleAuctions.deals,
      { query: { status: 'TRANSFER', q: String(auction.id) } },
      operatorId,
    );
    expect(tab.data.items.map((item) => [item.auction.id, item.auction.status])).toContainEqual([
      auction.id,
      'TRANSACTION_DELAY',
    ]);
    expect((await recordOf(auction.id)).delayedAt?.toISOString()).toBe(due.toISOString());

    // A proof after the delay (a banned dealer may still finish his trade): delayed until confirmed.
    clock.set(new Date(due.getTime() + 2 * HOUR));
    const sent = await submit(dealer.id, auction.id, await upload(dealer.id, await png()));
    expect(sent.status, sent.message).toBe(200);
    expect(sent.data).toMatchObject({ status: 'TRANSACTION_DELAY', titleTransfer: { status: 'SUBMITTED' } });
    // Three days without an objection: the clock confirms it.
    expect((await tick(new Date(clock.now().getTime() + 3 * DAY_MS - 1))).autoConfirmed).not.toContain(
      auction.id,
    );
    expect((await tick(new Date(clock.now().getTime() + 3 * DAY_MS))).autoConfirmed).toContain(auction.id);
    expect(await statusOf(auction.id)).toBe('COMPLETE');
    expect((await recordOf(auction.id)).confirmedBy).toBe('AUTO');
    clock.set(SALE);
  });

  it('the reminder carries a code link whose twin of the proof call uploads and submits as the dealer', async () => {
    const { auction, dealer } = await completedDeal();
    const due = (await recordOf(auction.id)).dueAt;
    await tick(new Date(due.getTime() - 6 * DAY_MS));
    const [reminder] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.template, 'DEAL_TRANSFER_REMINDER'),
          eq(notificationOutbox.recipient, dealer.phoneNumber),
        ),
      );
    const code = reminder?.link?.split('/').at(-1) ?? '';
    expect(code.length).toBeGreaterThan(10);
    // Signed by the code alone: no token.
    const body = multipart(await png());
    const uploaded = await ctx.call(api.files.upload, {}, null, {
      payload: body.payload,
      headers: { ...body.headers, [UPLOAD_CODE_LINK_HEADER]: code },
    });
    expect(uploaded.status, uploaded.message).toBe(201);
    const { url } = uploaded.data;
    const sent = await ctx.call(api.titleTransfers.codeSubmit, {
      params: { code },
      body: { document: { url, kind: 'REGISTRATION' }, maskingConfirmed: true },
    });
    expect(sent.status, sent.message).toBe(200);
    expect(sent.data.titleTransfer).toMatchObject({ status: 'SUBMITTED', documentKind: 'REGISTRATION' });
  });

  it('a proof uploaded as the due time passes either beats the delay (no ban) or lands after it (delayed, banned)', async () => {
    const bansOf = (auctionId: number) =>
      ctx.db
        .select()
        .from(penalties)
        .where(and(eq(penalties.auctionId, auctionId), eq(penalties.kind, 'TRANSFER_DELAY')));
    // Each order on its own: the proof first, then the clock; the clock first, then the proof.
    const first = await completedDeal();
    const firstDue = (await recordOf(first.auction.id)).dueAt;
    const firstUrl = await upload(first.dealer.id, await png());
    clock.set(firstDue);
    expect((await submit(first.dealer.id, first.auction.id, firstUrl)).status).toBe(200);
    expect((await tick(firstDue)).delayed).not.toContain(first.auction.id);
    expect(await statusOf(first.auction.id)).toBe('TRANSACTION');
    expect(await bansOf(first.auction.id)).toHaveLength(0);
    clock.set(SALE);
    const late = await completedDeal();
    const lateDue = (await recordOf(late.auction.id)).dueAt;
    const lateUrl = await upload(late.dealer.id, await png());
    clock.set(lateDue);
    expect((await tick(lateDue)).delayed).toContain(late.auction.id);
    expect((await submit(late.dealer.id, late.auction.id, lateUrl)).status).toBe(200);
    expect(await statusOf(late.auction.id)).toBe('TRANSACTION_DELAY');
    expect((await recordOf(late.auction.id)).status).toBe('SUBMITTED');
    expect(await bansOf(late.auction.id)).toHaveLength(1);
    clock.set(SALE);

    // Both at once: one of the two outcomes, never a mix.
    for (let round = 0; round < 4; round += 1) {
      const { auction, dealer } = await completedDeal();
      const due = (await recordOf(auction.id)).dueAt;
      const url = await upload(dealer.id, await png());
      clock.set(due);
      const [sent] = await Promise.all([submit(dealer.id, auction.id, url), tick(due)]);
      expect(sent.status, sent.message).toBe(200);
      const status = await statusOf(auction.id);
      const record = await recordOf(auction.id);
      const bans = await bansOf(auction.id);
      expect(record.status).toBe('SUBMITTED');
      if (status === 'TRANSACTION') {
        expect([bans.length, record.delayedAt]).toEqual([0, null]);
      } else {
        expect(status).toBe('TRANSACTION_DELAY');
        expect(bans).toHaveLength(1);
      }
      // Whatever the order, one more pass changes nothing.
      expect((await tick(due)).delayed).toEqual([]);
    }
    clock.set(SALE);
  });
});
