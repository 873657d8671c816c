// The access matrix's principals, objects and database fingerprint (test/access-matrix.test.ts): one of each
// kind of caller, the objects each route is called on, and a digest of every table to prove a refused call
// changed nothing.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { CodeLinkPurpose } from '@autobid/shared';
import { brands, priceClaimItems, priceClaims, reviewQuestions } from '../../src/db/schema';
import { createTokenService } from '../../src/lib/jwt';
import { createCodeLink } from '../../src/modules/code-links/code-links.public';
import {
  createAuction,
  createBid,
  createDeal,
  createDealAt,
  createDealer,
  createLiveAuction,
  createOperator,
  createSeller,
  createUploadedFile,
} from '../factories';
import type { TestContext } from './test-app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const PRINCIPALS = [
  'anonymous',
  'forged',
  'expired',
  'pending',
  'rejected',
  'banned',
  'suspended',
  'otherDealer',
  'owner',
  'seller',
  'otherSeller',
  'staff',
  'admin',
  'wrongCode',
] as const;
export type PrincipalKind = (typeof PRINCIPALS)[number];

/** The dealer kinds: on a code route each calls with a live code of its own (right purpose). */
const DEALER_KINDS = ['pending', 'rejected', 'banned', 'suspended', 'otherDealer', 'owner'] as const;
type DealerKind = (typeof DEALER_KINDS)[number];
export const isDealerKind = (kind: PrincipalKind): kind is DealerKind =>
  (DEALER_KINDS as readonly string[]).includes(kind);

export type Caller = { id: number | null; headers: Record<string, string> };

/** A new caller of this kind (forged and expired tokens name `ownerId`). */
export async function makeCaller(ctx: TestContext, kind: PrincipalKind, ownerId: number): Promise<Caller> {
  const now = ctx.clock.now();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const dealer = async (overrides: Parameters<typeof createDealer>[1]) => {
    const row = await createDealer(ctx.db, overrides);
    return { id: row.id, headers: await ctx.auth(row.id) };
  };
  switch (kind) {
    case 'anonymous':
      return { id: null, headers: {} };
    case 'forged': {
      // The owner's id and role, signed with another secret.
      const forger = createTokenService({
        secret: 'not-the-server-secret-0123456789-abcdef',
        ttlSeconds: 3600,
        clock: ctx.clock,
      });
      return { id: ownerId, headers: bearer(await forger.sign({ id: ownerId, role: 'dealer' })) };
    }
    case 'expired':
      return {
        id: ownerId,
        headers: bearer(
          await ctx.token(ownerId, 'dealer', { now: new Date(now.getTime() - 2 * HOUR), ttlSeconds: 60 }),
        ),
      };
    case 'pending':
      return dealer({ status: 'AUDIT' });
    case 'rejected':
      return dealer({ status: 'REJECTED', reason: '서류 불충분' });
    case 'banned':
      return dealer({ penaltyExpiredAt: new Date(now.getTime() + 7 * DAY) });
    case 'suspended':
      return dealer({
        suspendedAt: new Date(now.getTime() - HOUR),
        suspensionReason: '판매자 신고 3회 누적',
      });
    case 'otherDealer':
    case 'owner':
      return dealer({});
    case 'seller':
    case 'otherSeller': {
      const row = await createSeller(ctx.db);
      return { id: row.id, headers: await ctx.auth(row.id, 'seller') };
    }
    case 'staff':
    case 'admin': {
      const row = await createOperator(ctx.db, { role: kind === 'admin' ? 'ADMIN' : 'STAFF' });
      return { id: row.id, headers: await ctx.auth(row.id, 'operator') };
    }
    case 'wrongCode':
      // Outside code routes a code link is no token: it is sent where a token would go.
      return { id: null, headers: {} };
  }
}

/** A small real PNG (uploads are decoded and re-encoded). */
export const tinyPng = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00000' } })
    .png()
    .toBuffer();

export function multipart(file: Buffer) {
  const boundary = '----accessmatrixboundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The objects the routes are called on, each route its own so an allowed call does not move another
 * route's object: the owner's bids and deals, the seller's listings.
 */
export async function makeObjects(ctx: TestContext, ids: { owner: number; seller: number }) {
  const now = ctx.clock.now();
  const [brand] = await ctx.db.select({ id: brands.id }).from(brands).limit(1);
  const liveWithOwnersBid = async () => {
    const auction = await createLiveAuction(ctx.db, { endsInMs: 2 * DAY });
    const bid = await createBid(ctx.db, { auctionId: auction.id, dealerId: ids.owner, price: 1_000_000 });
    return { auction, bid };
  };
  const dealAt = (status: Parameters<typeof createDealAt>[1]['status']) =>
    createDealAt(ctx.db, { status, dealerId: ids.owner, now });
  const listing = (status: Parameters<typeof createAuction>[1] extends infer O ? O : never) =>
    createAuction(ctx.db, { sellerId: ids.seller, brandId: brand?.id, ...status });
  /** An ended listing of the seller in its selection window, with the owner's bid. */
  const endedListing = async () => {
    const auction = await listing({
      status: 'TIME_EXPIRED',
      startAt: new Date(now.getTime() - 50 * HOUR),
      endDate: new Date(now.getTime() - 2 * HOUR),
      selectExpireAt: new Date(now.getTime() + 22 * HOUR),
      maxBiddingPrice: 1_000_000,
      bidderCount: 1,
    });
    const bid = await createBid(ctx.db, { auctionId: auction.id, dealerId: ids.owner, price: 1_000_000 });
    return { auction, bid };
  };
  /** A listing of the seller whose deal with the owner is complete (review and report open). */
  const completedListing = async () => {
    const auction = await listing({
      status: 'COMPLETE',
      startAt: new Date(now.getTime() - 100 * HOUR),
      endDate: new Date(now.getTime() - 72 * HOUR),
      maxBiddingPrice: 1_000_000,
      bidderCount: 1,
    });
    await createDeal(ctx.db, {
      auctionId: auction.id,
      dealerId: ids.owner,
      sellerId: ids.seller,
      selectedAt: now,
      confirmedAt: now,
      depositConfirmedAt: now,
      completedAt: now,
      finalPrice: 1_000_000,
    });
    return auction;
  };

  /** A deal at the handover step (of `seller` when given), with a claim waiting for the seller when asked. */
  const handover = async (options: { seller?: number; claim?: boolean } = {}) => {
    const made = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      dealerId: ids.owner,
      now,
      auction: {
        vehicleType: 'MOTORBIKE',
        ...(options.seller !== undefined ? { sellerId: options.seller } : {}),
      },
      deal: options.seller !== undefined ? { sellerId: options.seller } : {},
    });
    if (!options.claim) {
      return { ...made, claimId: 0 };
    }
    const [claim] = await ctx.db
      .insert(priceClaims)
      .values({
        auctionId: made.auction.id,
        dealId: made.deal.id,
        dealerId: ids.owner,
        sellerId: made.deal.sellerId,
        winningPrice: made.deal.price,
        total: 100_000,
        answerBy: new Date(now.getTime() + DAY),
      })
      .returning();
    await ctx.db.insert(priceClaimItems).values({
      claimId: claim!.id,
      item: 'chain',
      observed: '체인 마모',
      amount: 100_000,
      photos: [],
    });
    return { ...made, claimId: claim!.id };
  };

  const questions = await ctx.db.select({ id: reviewQuestions.id }).from(reviewQuestions);
  return {
    brandId: brand?.id ?? 1,
    /** Every review question answered: a dealer's review of the seller needs them all. */
    reviewAnswers: questions.map((question) => ({ questionId: question.id, answer: '5' })),
    detail: await liveWithOwnersBid(),
    like: await liveWithOwnersBid(),
    unlike: await liveWithOwnersBid(),
    open: await createLiveAuction(ctx.db, { endsInMs: 2 * DAY }),
    raise: await liveWithOwnersBid(),
    bidCancel: await liveWithOwnersBid(),
    winner: await dealAt('DEALER_CONFIRM'),
    confirm: await dealAt('DEALER_CONFIRM'),
    cancel: await dealAt('DEALER_CONFIRM'),
    checkDeposit: await dealAt('DEALER_DEPOSIT'),
    reservation: await dealAt('RESERVATION'),
    complete: await dealAt('RESERVATION_COMPLETE'),
    code: {
      me: await liveWithOwnersBid(),
      detail: await liveWithOwnersBid(),
      open: await createLiveAuction(ctx.db, { endsInMs: 2 * DAY }),
      confirm: await dealAt('DEALER_CONFIRM'),
      cancel: await dealAt('DEALER_CONFIRM'),
      checkDeposit: await dealAt('DEALER_DEPOSIT'),
      reservation: await dealAt('RESERVATION'),
      complete: await dealAt('RESERVATION_COMPLETE'),
      review: await dealAt('COMPLETE'),
      claimView: await handover(),
      claimOpen: await handover(),
      claimWithdraw: await handover({ claim: true }),
    },
    claimView: await handover(),
    claimOpen: await handover(),
    claimWithdraw: await handover({ claim: true }),
    sellerAccept: await handover({ seller: ids.seller, claim: true }),
    sellerReject: await handover({ seller: ids.seller, claim: true }),
    sellerRead: await listing({ status: 'REGISTERED' }),
    sellerEdit: await listing({ status: 'REGISTERED' }),
    sellerSubmit: await listing({ status: 'REGISTERED', model: 'PCX125', year: 2022, mileage: 1000 }),
    sellerWithdraw: await listing({ status: 'AUDIT' }),
    sellerConsent: await listing({ status: 'REGISTERED' }),
    sellerSelect: await endedListing(),
    sellerReview: await completedListing(),
    sellerReport: await completedListing(),
    /** The owner's own photo for the completion bodies (one per completion route). */
    inspectionImage: await createUploadedFile(ctx.db, { dealerId: ids.owner }),
    codeInspectionImage: await createUploadedFile(ctx.db, { dealerId: ids.owner }),
    /** Handover photos for the claim bodies, taken after the trade dates were set. */
    claimPhoto: await createUploadedFile(ctx.db, { dealerId: ids.owner }),
    codeClaimPhoto: await createUploadedFile(ctx.db, { dealerId: ids.owner }),
  };
}
export type Objects = Awaited<ReturnType<typeof makeObjects>>;

/** A live code link for this dealer on this auction, made once per (dealer, auction, purpose). */
export function codeBook(ctx: TestContext) {
  const made = new Map<string, string>();
  return async (dealerId: number, auctionId: number, purpose: CodeLinkPurpose) => {
    const key = `${dealerId}:${auctionId}:${purpose}`;
    const known = made.get(key);
    if (known) {
      return known;
    }
    const { code } = await createCodeLink(ctx.db, { dealerId, auctionId, purpose, now: ctx.clock.now() });
    made.set(key, code);
    return code;
  };
}

/**
 * Tables a refused call may write by design: failed code guesses are counted per address
 * (docs/decisions/017). Everything else must read the same before and after.
 */
const WRITTEN_WHEN_REFUSED = new Set(['code_guess_failures', 'code_guess_locks']);

/**
 * A digest per table of the public schema: its row count and the newest row version (`xmin`, the
 * transaction that last inserted or updated a row), so any insert, update or delete shows, at the cost of
 * one scan without reading the rows out.
 */
export async function fingerprint(ctx: TestContext): Promise<Record<string, string>> {
  // Both drivers answer `execute` with `{ rows }`.
  const tableRows: unknown = await ctx.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = (tableRows as { rows: { name: string }[] }).rows
    .map((row) => row.name)
    .filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
  const columns = tables.map(
    (name) =>
      sql`(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${sql.identifier(name)}) as ${sql.identifier(name)}`,
  );
  const digests: unknown = await ctx.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (digests as { rows: Record<string, string>[] }).rows[0] ?? {};
}
