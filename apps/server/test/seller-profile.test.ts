// The seller's profile (docs/domain.md "Listings"): the name and phone as stored, the name changed later
// within its 20 characters (a longer one is refused with the limit, nothing cut or changed), and the
// logout that ends every token of the seller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@autobid/shared';
import { createSeller } from './factories';
import { lastSmsCode } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('seller profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers = {}, payload?: object) => {
    const response = await ctx.app.inject({ method, url: `/api${url}`, headers, payload });
    return { status: response.statusCode, body: response.json<{ message: string; data: unknown }>() };
  };
  const logIn = async (phone: string) => {
    await call('POST', '/v1/sellers/auth/phone/request', {}, { phone });
    const login = await call(
      'POST',
      '/v1/sellers/login',
      {},
      { phone, authCode: await lastSmsCode(ctx.db, phone) },
    );
    const { accessToken } = login.body.data as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };

  it('shows the name and phone, changes the name, and refuses a name over 20 characters at the field', async () => {
    const seller = await createSeller(ctx.db, { name: '김판매' });
    const auth = await ctx.auth(seller.id, 'seller');
    expect((await call('GET', '/v1/sellers/me', auth)).body.data).toEqual({
      id: seller.id,
      name: '김판매',
      phone: seller.phoneNumber,
    });
    const renamed = await call('PUT', '/v1/sellers/me', auth, { name: '김판매자' });
    expect(renamed.status).toBe(200);
    const tooLong = await call('PUT', '/v1/sellers/me', auth, { name: '가'.repeat(21) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(LISTING_MESSAGES.sellerNameTooLong);
    expect(((await call('GET', '/v1/sellers/me', auth)).body.data as { name: string }).name).toBe('김판매자');
  });

  it('logout ends every token of the seller; the next login works', async () => {
    const seller = await createSeller(ctx.db);
    const first = await logIn(seller.phoneNumber);
    const second = await logIn(seller.phoneNumber);
    expect((await call('GET', '/v1/sellers/me', second)).status).toBe(200);
    expect((await call('POST', '/v1/sellers/logout', first)).status).toBe(200);
    expect((await call('GET', '/v1/sellers/me', first)).status).toBe(401);
    expect((await call('GET', '/v1/sellers/me', second)).status).toBe(401);
    const again = await logIn(seller.phoneNumber);
    expect((await call('GET', '/v1/sellers/me', again)).status).toBe(200);
  });
});
