import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, maskPhone } from '@autobid/shared';
import { createDealer, createOperator } from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('operator console: login and outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('logs an operator in and refuses a wrong password with the login message', async () => {
    const operator = await createOperator(ctx.db);
    const login = (password: string) =>
      ctx.call(api.operators.login, { body: { username: operator.username, password } }, null);
    const good = await login('password1');
    expect(good.status).toBe(200);
    expect(good.data.accessToken).toMatch(/^ey/);
    const bad = await login('nope');
    expect(bad).toMatchObject({ status: 401, message: '아이디와 비밀번호를 확인해주세요.' });
  });

  it('shows the outbox to operators only, newest first, filtered by channel and phone', async () => {
    const phone = '01055501234';
    const requested = await ctx.call(api.dealers.requestSignupCode, { body: { phone } }, null);
    expect(requested.status).toBe(200);

    const operator = await createOperator(ctx.db);
    const dealer = await createDealer(ctx.db, { status: 'APPROVED' });
    const outbox = (as: CallAs) => ctx.call(api.consoleOutbox.list, { query: { channel: 'SMS', phone } }, as);
    expect((await outbox(null)).status).toBe(401);
    expect((await outbox(await ctx.auth(dealer.id))).status).toBe(403);

    const res = await outbox(operator.id);
    expect(res.status).toBe(200);
    const rows = res.data.items;
    expect(rows).toHaveLength(1);
    // Found by the digits, answered masked (docs/domain.md "Contact relay").
    expect(rows[0]).toMatchObject({ recipient: maskPhone(phone), channel: 'SMS' });
    expect(rows[0]!.body).toMatch(/인증번호 \[\d{4}\]/);

    const wrong = await ctx.call(api.consoleOutbox.list, { query: { size: 1000 } }, operator.id);
    expect(wrong.status).toBe(400);
  });
});
