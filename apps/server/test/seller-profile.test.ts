// The seller's profile (docs/domain.md "Listings"): the name and phone as stored, the name changed later
// within its 20 characters (a longer one is refused with the limit, nothing cut or changed), and the
// logout that ends every token of the seller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, LISTING_MESSAGES } from '@autobid/shared';
import { createSeller } from './factories';
import { lastSmsCode } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('seller profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const logIn = async (phone: string) => {
    await ctx.call(api.sellers.requestCode, { body: { phone } });
    const login = await ctx.call(api.sellers.login, {
      body: { phone, authCode: await lastSmsCode(ctx.db, phone) },
    });
    return { authorization: `Bearer ${login.data.accessToken}` };
  };
  const me = (as: number | Record<string, string>) => ctx.call(api.sellers.me, {}, as);

  it('shows the name and phone, changes the name, and refuses a name over 20 characters at the field', async () => {
    const seller = await createSeller(ctx.db, { name: '김판매' });
    expect((await me(seller.id)).data).toEqual({
      id: seller.id,
      name: '김판매',
      phone: seller.phoneNumber,
    });
    const renamed = await ctx.call(api.sellers.updateMe, { body: { name: '김판매자' } }, seller.id);
    expect(renamed.status).toBe(200);
    const tooLong = await ctx.call(api.sellers.updateMe, { body: { name: '가'.repeat(21) } }, seller.id);
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toBe(LISTING_MESSAGES.sellerNameTooLong);
    expect((await me(seller.id)).data.name).toBe('김판매자');
  });

  it('logout ends every token of the seller; the next login works', async () => {
    const seller = await createSeller(ctx.db);
    const first = await logIn(seller.phoneNumber);
    const second = await logIn(seller.phoneNumber);
    expect((await me(second)).status).toBe(200);
    expect((await ctx.call(api.sellers.logout, {}, first)).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const again = await logIn(seller.phoneNumber);
    expect((await me(again)).status).toBe(200);
  });
});
