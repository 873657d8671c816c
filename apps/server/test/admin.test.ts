import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDealer, createOperator } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('operator console: login and outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('logs an operator in and refuses a wrong password with the login message', async () => {
    const operator = await createOperator(ctx.db);
    const good = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: operator.username, password: 'password1' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json<{ data: { accessToken: string } }>().data.accessToken).toMatch(/^ey/);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: operator.username, password: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 401, message: '아이디와 비밀번호를 확인해주세요.' });
  });

  it('shows the outbox to operators only, newest first, filtered by channel and phone', async () => {
    const phone = '01055501234';
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dealers/auth/phone/request',
      payload: { phone },
    });
    expect(requested.statusCode).toBe(200);

    const operator = await createOperator(ctx.db);
    const dealer = await createDealer(ctx.db, { status: 'APPROVED' });
    const url = `/api/v1/admin/outbox?channel=SMS&phone=${phone}`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: await ctx.auth(dealer.id) })).statusCode).toBe(403);

    const res = await ctx.app.inject({ url, headers: await ctx.auth(operator.id, 'operator') });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ data: { items: { recipient: string; channel: string; body: string }[] } }>().data
      .items;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: phone, channel: 'SMS' });
    expect(rows[0]!.body).toMatch(/인증번호 \[\d{4}\]/);

    const wrong = await ctx.app.inject({
      url: '/api/v1/admin/outbox?size=1000',
      headers: await ctx.auth(operator.id, 'operator'),
    });
    expect(wrong.statusCode).toBe(400);
  });
});
