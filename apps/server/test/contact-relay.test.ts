// The contact relay (docs/domain.md "Contact relay"): from the fee on the dealer reads the seller's relay
// number (안심번호) and the seller the dealer's, never a real one — in every dealer answer, code-link twins
// included; the relays end 7 days after the deal ends (the clock blanks the real number once); the console
// masks every phone (every operator and admin read walked), and "연락처 보기" answers the full number only with
// a purpose and an audit row.
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  clearConditionReport,
  formatPhone,
  kstDayKey,
  maskPhone,
  type ApiRoute,
  type RouteInput,
} from '@autobid/shared';
import { auditLog, contactRelays, notificationOutbox } from '../src/db/schema';
import {
  endDueRelays,
  scheduleRelayEnd,
  RELAY_ENDED_NOTE,
} from '../src/modules/contact-relays/contact-relays.public';
import { createDealAt, createNotice, createOperator, createSeller, createUploadedFile } from './factories';
import { sellerKit } from './helpers/seller-kit';
import { createTestContext, type TestContext } from './helpers/test-app';

const DAY = 24 * 3600_000;
const RELAY = /^0507-\d{4}-\d{4}$/;

/** Every way a phone can be written in an answer: digits, hyphenated, spaced, the middle and last groups alone. */
const spellings = (phone: string) => [
  phone,
  formatPhone(phone),
  formatPhone(phone).replaceAll('-', ' '),
  `${phone.slice(3, 7)}-${phone.slice(7)}`,
];

describe('contact relay', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof sellerKit>;
  let staff: { authorization: string };
  let admin: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    kit = sellerKit(ctx);
    staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    admin = await ctx.auth((await createOperator(ctx.db, { role: 'ADMIN' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  /** A deal with its fee paid by a matching deposit: the seller, the winner and the auction. */
  const paidDeal = async () => {
    const seller = await createSeller(ctx.db, { name: '김안심' });
    const { auction, bids } = await kit.endedAuction(seller.id, [6_000_000, 5_500_000]);
    const { dealer, bid } = bids[0]!;
    expect((await kit.select(seller.id, auction.id, bid.id)).status).toBe(200);
    expect((await kit.dealerStep(dealer.id, auction.id, 'confirm-bidding')).status).toBe(200);
    await kit.payFee(auction.id, dealer.name);
    const deal = (await kit.dealsOf(auction.id)).at(-1)!;
    return { seller, dealer, auction, deal };
  };

  const relaysOf = (dealId: number) =>
    ctx.db
      .select()
      .from(contactRelays)
      .where(eq(contactRelays.dealId, dealId))
      .orderBy(asc(contactRelays.id));

  /** The latest code link sent to the dealer (the fee's "판매자 연락처 확인"). */
  const lastCode = async (phone: string) => {
    const [row] = await ctx.db
      .select({ link: notificationOutbox.link })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(desc(notificationOutbox.id))
      .limit(1);
    return row!.link!.slice(row!.link!.lastIndexOf('/') + 1);
  };

  it('allocates two relays at the fee: the dealer reads the seller’s, the seller the dealer’s', async () => {
    const { seller, dealer, auction, deal } = await paidDeal();
    const relays = await relaysOf(deal.id);
    expect(relays.map((relay) => relay.party).sort()).toEqual(['DEALER', 'SELLER']);
    const bySeller = relays.find((relay) => relay.party === 'SELLER')!;
    const byDealer = relays.find((relay) => relay.party === 'DEALER')!;
    expect(bySeller).toMatchObject({ realPhone: seller.phoneNumber, endsAt: null, endedAt: null });
    expect(byDealer).toMatchObject({ realPhone: dealer.phoneNumber });
    expect(bySeller.relayNumber).toMatch(RELAY);
    expect(byDealer.relayNumber).toMatch(RELAY);
    expect(bySeller.relayNumber).not.toBe(byDealer.relayNumber);

    const detail = (await ctx.call(api.auctions.detail, { params: { id: String(auction.id) } }, dealer.id))
      .data;
    expect(detail.user).toEqual({ name: '김안심', phone: bySeller.relayNumber, phoneNote: null });

    const view = (await kit.detail(seller.id, auction.id)).data;
    expect(view.deal?.dealer).toMatchObject({ phone: byDealer.relayNumber, phoneNote: null });
    // The fee's notice to the seller carries the dealer's relay, not the dealer's phone.
    const notice = await kit.lastAlimtalk(seller.phoneNumber);
    expect(notice?.template).toBe('SELLER_DEAL_CONTACT');
    expect(notice?.body).toContain(byDealer.relayNumber);
    for (const spelling of spellings(dealer.phoneNumber)) {
      expect(notice?.body).not.toContain(spelling);
    }
    // The local provider's trace: one RELAY message per number.
    const traces = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.channel, 'RELAY'), eq(notificationOutbox.template, 'RELAY_ALLOCATED')),
      );
    expect(traces.map((trace) => trace.recipient)).toEqual(
      expect.arrayContaining([bySeller.relayNumber, byDealer.relayNumber]),
    );
  });

  it('the seller’s real number appears in no dealer answer, code-link twins and the dealer’s messages included', async () => {
    const { seller, dealer, auction } = await paidDeal();
    const code = await lastCode(dealer.phoneNumber);
    const answers: [string, unknown][] = [];
    const routes = Object.values(api).flatMap((group) => Object.values(group) as ApiRoute[]);
    for (const route of routes.filter((r) => r.access === 'dealer' && r.method === 'GET')) {
      const params = { id: String(auction.id), auctionId: String(auction.id) };
      const res = await ctx.call(
        route,
        { params, query: {} } as unknown as RouteInput<typeof route>,
        dealer.id,
      );
      // A file answer (the invoice's PDF) is searched as its bytes.
      const isJson = String(res.response.headers['content-type']).startsWith('application/json');
      answers.push([route.path, isJson ? res.response.json() : res.response.body]);
    }
    for (const route of [api.codeLinks.me, api.codeLinks.detail]) {
      const res = await ctx.call(route, { params: { code } });
      expect(res.status, route.path).toBe(200);
      answers.push([route.path, res.response.json()]);
    }
    const toDealer = await ctx.db
      .select({ body: notificationOutbox.body, link: notificationOutbox.link })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, dealer.phoneNumber));
    answers.push(['outbox to the dealer', toDealer]);
    const detail = answers.find(([path]) => path === '/v1/dealers/auction/:id')?.[1] as {
      data: { user: { phone: string } };
    };
    expect(detail.data.user.phone).toMatch(RELAY);
    for (const [path, answer] of answers) {
      const text = JSON.stringify(answer);
      for (const spelling of spellings(seller.phoneNumber)) {
        expect(text.includes(spelling), `${path} carries ${spelling}`).toBe(false);
      }
    }
  });

  it('ends the relays 7 days after the deal is cancelled; the clock blanks the real number once', async () => {
    const { seller, dealer, auction, deal } = await paidDeal();
    const canceled = await ctx.call(
      api.consoleAuctions.cancel,
      { params: { id: String(auction.id) }, body: { reason: '판매자 요청' } },
      staff,
    );
    expect(canceled.status, canceled.message).toBe(200);
    const scheduled = await relaysOf(deal.id);
    const endsAt = scheduled[0]!.endsAt!;
    expect(scheduled.every((relay) => relay.endsAt?.getTime() === endsAt.getTime())).toBe(true);
    const canceledAt = (await kit.dealsOf(auction.id)).at(-1)!.canceledAt!;
    expect(endsAt.getTime() - canceledAt.getTime()).toBe(7 * DAY);

    expect(await endDueRelays(ctx.db, ctx.providers.contactRelay, new Date(endsAt.getTime() - 1))).toEqual(
      [],
    );
    const ended = await endDueRelays(ctx.db, ctx.providers.contactRelay, endsAt);
    expect(ended.map((relay) => relay.dealId)).toEqual([deal.id, deal.id]);
    expect(await endDueRelays(ctx.db, ctx.providers.contactRelay, new Date(endsAt.getTime() + DAY))).toEqual(
      [],
    );
    for (const relay of await relaysOf(deal.id)) {
      expect(relay).toMatchObject({ realPhone: '', endedAt: endsAt });
    }
    expect(seller.id).toBeGreaterThan(0);
    expect(dealer.id).toBeGreaterThan(0);
  });

  it('ends the relays 7 days after the transfer is confirmed; the dealer’s step answers carry no real number', async () => {
    const { seller, dealer, auction, deal } = await paidDeal();
    const steps: { status: number; message?: string; response: { json(): unknown } }[] = [
      await kit.dealerStep(dealer.id, auction.id, 'reservation', { reservedAt: kit.tomorrow() }),
      await kit.dealerStep(dealer.id, auction.id, 'complete', await kit.completeBody(dealer.id, 6_000_000)),
    ];
    const url = await createUploadedFile(ctx.db, {
      dealerId: dealer.id,
      url: `/uploads/test/relay-transfer-${auction.id}.pdf`,
    });
    await ctx.storage.put(url.replace(/^\//, ''), Buffer.from('%PDF-1.7\n'));
    steps.push(
      await ctx.call(
        api.titleTransfers.submit,
        {
          params: { id: String(auction.id) },
          body: { document: { url, kind: 'REGISTRATION' }, maskingConfirmed: true },
        },
        dealer.id,
      ),
    );
    for (const step of steps) {
      expect(step.status, step.message).toBe(200);
      for (const spelling of spellings(seller.phoneNumber)) {
        expect(JSON.stringify(step.response.json())).not.toContain(spelling);
      }
    }
    // Still in force through the transfer: no end set yet.
    expect((await relaysOf(deal.id)).map((relay) => relay.endsAt)).toEqual([null, null]);

    const confirmed = await ctx.call(
      api.titleTransfers.sellerConfirm,
      { params: { id: String(auction.id) } },
      seller.id,
    );
    expect(confirmed.status, confirmed.message).toBe(200);
    const confirmedAt = new Date(confirmed.data.titleTransfer.confirmedAt!);
    const relays = await relaysOf(deal.id);
    expect(relays).toHaveLength(2);
    for (const relay of relays) {
      expect(relay.endsAt?.getTime()).toBe(confirmedAt.getTime() + 7 * DAY);
      expect(relay.realPhone).not.toBe('');
    }
    const endsAt = relays[0]!.endsAt!;
    expect(await endDueRelays(ctx.db, ctx.providers.contactRelay, new Date(endsAt.getTime() - 1))).toEqual(
      [],
    );
    expect(
      (await endDueRelays(ctx.db, ctx.providers.contactRelay, endsAt)).map((relay) => relay.dealId),
    ).toEqual([deal.id, deal.id]);
  });

  it('an ended relay reads as expired on the dealer’s detail and the seller’s view, never as a real number', async () => {
    const { seller, dealer, auction, deal } = await paidDeal();
    const now = ctx.clock.now();
    await scheduleRelayEnd(ctx.db, deal.id, new Date(now.getTime() - 7 * DAY));
    expect(await endDueRelays(ctx.db, ctx.providers.contactRelay, now)).toHaveLength(2);
    const detail = (await ctx.call(api.auctions.detail, { params: { id: String(auction.id) } }, dealer.id))
      .data;
    expect(detail.user).toEqual({ name: '김안심', phone: '', phoneNote: RELAY_ENDED_NOTE });
    const view = (await kit.detail(seller.id, auction.id)).data;
    expect(view.deal?.dealer).toMatchObject({ phone: '', phoneNote: RELAY_ENDED_NOTE });
    // No new relay is drawn for a deal whose relays ended.
    expect(await relaysOf(deal.id)).toHaveLength(2);
  });

  /** A bike deal at the handover whose claim the seller rejected, typing his own number in the reason. */
  const disputedDeal = async () => {
    const made = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      now: ctx.clock.now(),
      auction: { vehicleType: 'MOTORBIKE', conditionReport: clearConditionReport('MOTORBIKE') },
    });
    const claim = await ctx.call(
      api.priceClaims.open,
      {
        params: { id: made.auction.id },
        body: {
          items: [
            {
              item: 'chain',
              observed: '체인 늘어짐',
              amount: 100_000,
              photos: [await createUploadedFile(ctx.db, { dealerId: made.dealer.id })],
            },
          ],
          memo: '현장 확인',
        },
      },
      made.dealer.id,
    );
    expect(claim.status, claim.message).toBe(201);
    const rejected = await ctx.call(
      api.priceClaims.reject,
      {
        params: { id: made.auction.id, claimId: claim.data.id },
        body: { reason: `전화 주세요 ${formatPhone(made.seller.phoneNumber).replaceAll('-', ' ')}` },
      },
      made.seller.id,
    );
    expect(rejected.data.dispute?.status).toBe('OPEN');
    return { ...made, disputeId: rejected.data.dispute!.id };
  };

  it('no console read carries a real number: every operator and admin GET of the route table, walked', async () => {
    // Where the numbers would show: a paid deal (the listing, the deal, the dealers' records, the outbox), the
    // seller's report and a dispute whose reasons hold his number, a resent message (its audit row names the
    // recipient).
    const paid = await paidDeal();
    const reported = await kit.report(
      paid.seller.id,
      paid.auction.id,
      `연락 두절, 제 번호는 ${paid.seller.phoneNumber}`,
    );
    expect(reported.status, reported.message).toBe(200);
    const toSeller = await ctx.call(
      api.consoleOutbox.list,
      { query: { phone: paid.seller.phoneNumber, channel: 'ALIMTALK' } },
      staff,
    );
    const resent = await ctx.call(
      api.consoleOutbox.resend,
      { params: { id: toSeller.data.items[0]!.id } },
      staff,
    );
    expect(resent.status, resent.message).toBe(200);
    const disputed = await disputedDeal();
    const notice = await createNotice(ctx.db, { publishedAt: ctx.clock.now() });
    const phones = [paid.seller, paid.dealer, disputed.seller, disputed.dealer].map((p) => p.phoneNumber);

    // Each route with params reads the records built above; a new one must be added here.
    const paramsOf: Record<string, Record<string, string>[]> = {
      [api.consoleAuctions.detail.path]: [paid.auction.id, disputed.auction.id].map((id) => ({
        id: `${id}`,
      })),
      [api.consoleDealers.detail.path]: [paid.dealer.id, disputed.dealer.id].map((id) => ({ id: `${id}` })),
      [api.consoleDisputes.detail.path]: [{ id: String(disputed.disputeId) }],
      [api.consoleContent.notice.path]: [{ id: String(notice.id) }],
      [api.taxInvoices.settlementCsv.path]: [{ month: kstDayKey(ctx.clock.now()).slice(0, 7) }],
    };
    const routes = Object.values(api)
      .flatMap((group) => Object.values(group) as ApiRoute[])
      .filter((r) => (r.access === 'operator' || r.access === 'admin') && r.method === 'GET');
    const answers: [string, string][] = [];
    for (const route of routes) {
      const paramSets = route.params ? paramsOf[route.path] : [{}];
      expect(paramSets, `${route.path}: ids to read`).toBeDefined();
      // A list is also searched by each number, so the records above are on its page.
      const keys = route.query && 'shape' in route.query ? Object.keys(route.query.shape as object) : [];
      const search = keys.includes('q') ? 'q' : keys.includes('phone') ? 'phone' : null;
      const queries = [{}, ...(search ? phones.map((phone) => ({ [search]: phone })) : [])];
      for (const params of paramSets!) {
        for (const query of queries) {
          const res = await ctx.call(route, { params, query } as unknown as RouteInput<typeof route>, admin);
          expect(res.status, `${route.path} ${JSON.stringify(query)}`).toBe(200);
          // A file answer (the settlement CSV) is searched as its text.
          const isJson = String(res.response.headers['content-type']).startsWith('application/json');
          answers.push([route.path, isJson ? JSON.stringify(res.response.json()) : res.response.body]);
        }
      }
    }
    for (const phone of phones) {
      // The number was there to hide: masked in some answer.
      expect(
        answers.some(([, text]) => text.includes(maskPhone(phone))),
        maskPhone(phone),
      ).toBe(true);
      for (const [path, text] of answers) {
        for (const spelling of spellings(phone)) {
          expect(text.includes(spelling), `${path} carries ${spelling}`).toBe(false);
        }
      }
    }
  });

  it('masks every phone in console answers and reveals one only with a purpose, writing an audit row', async () => {
    const { seller, auction } = await paidDeal();
    const listing = await ctx.call(api.consoleAuctions.detail, { params: { id: String(auction.id) } }, staff);
    expect(listing.status).toBe(200);
    expect(listing.data.seller.phone).toBe(
      `${seller.phoneNumber.slice(0, 3)}-****-${seller.phoneNumber.slice(7)}`,
    );
    const outbox = await ctx.call(api.consoleOutbox.list, { query: { phone: seller.phoneNumber } }, staff);
    expect(outbox.data.items.length).toBeGreaterThan(0);
    for (const answer of [listing.response.json(), outbox.response.json()]) {
      for (const spelling of spellings(seller.phoneNumber)) {
        expect(JSON.stringify(answer)).not.toContain(spelling);
      }
    }

    const reveal = (body: unknown) =>
      ctx.call(
        api.consoleContacts.reveal,
        { body: body as RouteInput<typeof api.consoleContacts.reveal>['body'] },
        staff,
      );
    const auditRows = () =>
      ctx.db.select().from(auditLog).where(eq(auditLog.action, 'CONTACT_REVEAL')).orderBy(asc(auditLog.id));
    const before = (await auditRows()).length;

    const other = await reveal({ subject: { kind: 'SELLER', id: seller.id }, purpose: 'OTHER' });
    expect(other.status).toBe(400);
    expect(other.message).toBe('기타 목적을 입력해주세요.');
    const missing = await reveal({ subject: { kind: 'SELLER', id: 999_999 }, purpose: 'DISPUTE' });
    expect(missing.status).toBe(404);
    expect(await auditRows()).toHaveLength(before);

    const shown = await reveal({ subject: { kind: 'SELLER', id: seller.id }, purpose: 'DISPUTE' });
    expect(shown.status, shown.message).toBe(200);
    expect(shown.data).toEqual({ kind: 'SELLER', id: seller.id, name: '김안심', phone: seller.phoneNumber });
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      targetType: 'SELLER',
      targetId: String(seller.id),
      targetLabel: '김안심',
      reason: '거래 분쟁 처리',
    });
    const listed = await ctx.call(api.consoleAudit.list, { query: { action: 'CONTACT_REVEAL' } }, staff);
    expect(listed.data.items[0]).toMatchObject({ actionLabel: '연락처 열람', targetId: String(seller.id) });

    const message = outbox.data.items[0]!;
    const byOutbox = await reveal({
      subject: { kind: 'OUTBOX', id: message.id },
      purpose: 'OTHER',
      purposeText: '발송 오류 확인',
    });
    expect(byOutbox.data.phone).toBe(seller.phoneNumber);
    expect((await auditRows()).at(-1)).toMatchObject({
      targetType: 'OUTBOX',
      reason: '기타(직접 입력): 발송 오류 확인',
    });
  });
});
