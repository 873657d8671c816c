// An approved dealer back in review for an identity change (docs/domain.md "Dealers"): setting the identity
// back to the approved values withdraws the change and approves the dealer again (with an audit row); while
// the change waits, the dealer finishes the deals it already won but may not bid.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, SIGNUP_MESSAGES } from '@autobid/shared';
import { auctions, auditLog, dealers } from '../src/db/schema';
import { createDealAt, createDealer, createLiveAuction, createUploadedFile, kstMidnight } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR = 3600_000;

describe('identity review', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const row = async (id: number) => (await ctx.db.select().from(dealers).where(eq(dealers.id, id)))[0]!;
  const withdrawals = (id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(id)), eq(auditLog.action, 'DEALER_IDENTITY_WITHDRAW')));
  const approvedDealer = (name: string) =>
    createDealer(ctx.db, {
      name,
      agencyName: '원래상사',
      agencyNumber: '0212345678',
      approvedAt: new Date(),
    });
  const saveProfile = (dealer: { id: number; phoneNumber: string }, name: string) =>
    ctx.call(
      api.dealers.updateProfile,
      { body: { phoneNumber: dealer.phoneNumber, email: 'a@b.kr', name } },
      dealer.id,
    );

  it('setting the name back withdraws the change: APPROVED again, an audit row, and the approved-only calls open', async () => {
    const dealer = await approvedDealer('김원래');
    expect((await saveProfile(dealer, '김바뀜')).data).toMatchObject({ status: 'AUDIT' });
    expect((await ctx.call(api.dealers.dashboard, {}, dealer.id)).status).toBe(403);

    const back = await saveProfile(dealer, '김원래');
    expect(back.status).toBe(200);
    expect(back.data).toMatchObject({ name: '김원래', status: 'APPROVED' });
    expect(await row(dealer.id)).toMatchObject({ status: 'APPROVED', pendingIdentity: null, name: '김원래' });
    expect((await ctx.call(api.dealers.dashboard, {}, dealer.id)).status).toBe(200);
    expect((await ctx.call(api.auctions.list, {}, dealer.id)).status).toBe(200);
    const [audit] = await withdrawals(dealer.id);
    expect(audit).toMatchObject({
      actor: `dealer:${dealer.username}`,
      operatorId: null,
      targetType: 'DEALER',
      before: { status: 'AUDIT', pendingIdentity: { name: '김바뀜' } },
      after: { status: 'APPROVED', pendingIdentity: null },
    });
    // An edit that changes no identity of an approved dealer writes no such row.
    await saveProfile(dealer, '김원래');
    expect(await withdrawals(dealer.id)).toHaveLength(1);
  });

  it('a dealer left in review with nothing pending is approved again by its next save', async () => {
    const dealer = await createDealer(ctx.db, {
      status: 'AUDIT',
      name: '나원래',
      approvedAt: new Date(),
      pendingIdentity: null,
    });
    expect((await saveProfile(dealer, '나원래')).data).toMatchObject({ status: 'APPROVED' });
    expect(await withdrawals(dealer.id)).toHaveLength(1);
  });

  it('a re-application with the approved identity withdraws the pending change', async () => {
    const dealer = await createDealer(ctx.db, {
      name: '박원래',
      agencyName: '원래상사',
      agencyNumber: '0212345678',
      approvedAt: new Date(),
      businessCard: '/uploads/card.png',
      agencyRegistrationImage: '/uploads/reg.pdf',
      businessNumber: '1248100998',
    });
    await saveProfile(dealer, '박바뀜');
    const body = {
      phoneNumber: dealer.phoneNumber,
      email: 'a@b.kr',
      name: '박원래',
      businessCard: dealer.businessCard,
      agencyName: '원래상사',
      agencyNumber: '0212345678',
      agencyAddress: '서울특별시 강남구 역삼동 1',
      agencyAddressDetail: '2층',
      agencyRegistrationImage: dealer.agencyRegistrationImage,
      businessNumber: '1248100998',
      position: '',
    };
    const res = await ctx.call(api.dealers.reapply, { body }, dealer.id);
    expect(res, res.message).toMatchObject({ status: 200, data: { status: 'APPROVED' } });
    expect(await row(dealer.id)).toMatchObject({ status: 'APPROVED', pendingIdentity: null });
    expect(await withdrawals(dealer.id)).toHaveLength(1);
  });

  describe('business number', () => {
    const save = (dealer: { id: number; phoneNumber: string; name: string }, businessNumber: string) =>
      ctx.call(
        api.dealers.updateProfile,
        { body: { phoneNumber: dealer.phoneNumber, email: 'a@b.kr', name: dealer.name, businessNumber } },
        dealer.id,
      );

    it('a dealer from before it was asked adds its first one at once and stays approved', async () => {
      const dealer = await approvedDealer('정원래');
      expect(dealer.businessNumber).toBeNull();
      const profile = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(profile.data).toMatchObject({ businessNumber: '' });
      const res = await save(dealer, '124-81-00998');
      expect(res.data).toMatchObject({ status: 'APPROVED', businessNumber: '1248100998' });
      expect(await row(dealer.id)).toMatchObject({ businessNumber: '1248100998', pendingIdentity: null });
    });

    it('changing a recorded one is identity: it waits for review, and setting it back withdraws it', async () => {
      const dealer = await createDealer(ctx.db, {
        name: '한원래',
        approvedAt: new Date(),
        businessNumber: '2208162517',
      });
      const changed = await save(dealer, '1248100998');
      expect(changed.data).toMatchObject({ status: 'AUDIT', businessNumber: '2208162517' });
      expect(await row(dealer.id)).toMatchObject({ pendingIdentity: { businessNumber: '1248100998' } });
      expect((await save(dealer, '220-81-62517')).data).toMatchObject({ status: 'APPROVED' });
      expect(await row(dealer.id)).toMatchObject({ pendingIdentity: null, businessNumber: '2208162517' });
    });

    it('a wrong number is refused at its field in Korean and changes nothing', async () => {
      const dealer = await createDealer(ctx.db, {
        name: '윤원래',
        approvedAt: new Date(),
        businessNumber: '2208162517',
      });
      const before = await row(dealer.id);
      const res = await save(dealer, '220-81-62518');
      expect(res).toMatchObject({ status: 400, message: SIGNUP_MESSAGES.businessNumberFormat });
      expect(await row(dealer.id)).toEqual(before);
    });
  });

  describe('while the change waits', () => {
    const underReview = async () => {
      const dealer = await approvedDealer('최원래');
      await saveProfile(dealer, '최바뀜');
      expect((await row(dealer.id)).status).toBe('AUDIT');
      return dealer;
    };
    const reservedAtText = (now: Date, days: number) => {
      const kst = new Date(kstMidnight(now).getTime() + 9 * HOUR + days * 24 * HOUR);
      return `${kst.toISOString().slice(0, 10)}T00:00:00`;
    };

    it('the dealer finishes the deals it won: confirm, the fee step, reservation, completion, list and detail', async () => {
      const dealer = await underReview();
      const now = ctx.clock.now();
      const deal = (status: 'DEALER_CONFIRM' | 'DEALER_DEPOSIT' | 'RESERVATION' | 'RESERVATION_COMPLETE') =>
        createDealAt(ctx.db, { now, status, dealerId: dealer.id });

      const confirming = await deal('DEALER_CONFIRM');
      const confirmed = await ctx.call(
        api.deals.confirm,
        { params: { id: confirming.auction.id } },
        dealer.id,
      );
      expect(confirmed, confirmed.message).toMatchObject({ status: 200, data: { status: 'DEALER_DEPOSIT' } });

      const paying = await deal('DEALER_DEPOSIT');
      const params = { id: paying.auction.id };
      const detail = await ctx.call(api.auctions.detail, { params }, dealer.id);
      expect(detail.status, detail.message).toBe(200);
      expect(detail.data).toMatchObject({ isWinner: true, fee: paying.deal.fee });
      // Not paid yet: the answer is the deal's state, never a refusal of the dealer.
      const check = await ctx.call(api.deals.checkDeposit, { params }, dealer.id);
      expect([200, 409], check.message).toContain(check.status);

      const reserving = await deal('RESERVATION');
      const reserved = await ctx.call(
        api.deals.reserve,
        { params: { id: reserving.auction.id }, body: { reservedAt: reservedAtText(now, 1) } },
        dealer.id,
      );
      expect(reserved, reserved.message).toMatchObject({
        status: 200,
        data: { status: 'RESERVATION_COMPLETE' },
      });

      const completing = await deal('RESERVATION_COMPLETE');
      const completed = await ctx.call(
        api.deals.complete,
        {
          params: { id: completing.auction.id },
          body: {
            finalPrice: 3_000_000,
            inspectionResult: '외관 양호',
            inspectionImage1: await createUploadedFile(ctx.db, { dealerId: dealer.id }),
          },
        },
        dealer.id,
      );
      expect(completed, completed.message).toMatchObject({ status: 200, data: { status: 'TRANSACTION' } });

      const list = await ctx.call(api.deals.list, {}, dealer.id);
      expect(list.status).toBe(200);
      expect(list.data.total).toBe(4);
      expect((await ctx.call(api.deals.winner, { params }, dealer.id)).status).toBe(200);
    });

    it('the dealer may not bid, nor read the live auctions', async () => {
      const dealer = await underReview();
      const live = await createLiveAuction(ctx.db);
      const params = { id: live.id };
      const bid = await ctx.call(api.auctions.placeBid, { params, body: { price: 1_000_000 } }, dealer.id);
      expect(bid.status).toBe(403);
      expect((await ctx.call(api.auctions.detail, { params }, dealer.id)).status).toBe(403);
      expect((await ctx.call(api.auctions.list, {}, dealer.id)).status).toBe(403);
      // The refused detail counted no view.
      const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, live.id));
      expect(row?.viewCount).toBe(0);
    });

    it('a dealer never approved has no deal to finish: the deal calls stay closed', async () => {
      const applicant = await createDealer(ctx.db, { status: 'AUDIT', approvedAt: null });
      const { auction } = await createDealAt(ctx.db, { status: 'DEALER_CONFIRM', dealerId: applicant.id });
      expect((await ctx.call(api.deals.confirm, { params: { id: auction.id } }, applicant.id)).status).toBe(
        403,
      );
      expect((await ctx.call(api.deals.list, {}, applicant.id)).status).toBe(403);
    });
  });
});
