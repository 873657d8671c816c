// The client IP the per-IP limits count: with TRUST_PROXY unset a forged X-Forwarded-For changes
// nothing; a hop count or the proxies' addresses let a known proxy name the client.
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@autobid/shared';
import type { Config } from '../src/config';
import { rawAnswer } from './helpers/call';
import { lastOutboxBody } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function contextWith(config: Partial<Config>): Promise<TestContext> {
  ctx = await createTestContext({
    config,
    configure: (app) => app.get('/ip-probe', (request, reply) => reply.type('text/plain').send(request.ip)),
  });
  return ctx;
}

async function seenIp(test: TestContext, forwardedFor: string, remoteAddress: string): Promise<string> {
  const res = await test.app.inject({
    method: 'GET',
    url: '/ip-probe',
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
  return res.body;
}

describe('client IP', () => {
  it('unset: the socket address, whatever X-Forwarded-For says', async () => {
    const test = await contextWith({ TRUST_PROXY: false });
    expect(await seenIp(test, '203.0.113.66', '10.0.0.5')).toBe('10.0.0.5');
    expect(await seenIp(test, '203.0.113.66, 10.0.0.9', '10.0.0.5')).toBe('10.0.0.5');
  });

  it('a hop count: the address that many proxies back', async () => {
    const test = await contextWith({ TRUST_PROXY: 1 });
    expect(await seenIp(test, '203.0.113.66', '10.0.0.5')).toBe('203.0.113.66');
    // One proxy trusted: a client-sent extra entry in front is not believed.
    expect(await seenIp(test, '198.51.100.1, 203.0.113.66', '10.0.0.5')).toBe('203.0.113.66');
  });

  it('proxy addresses: only a listed proxy may name the client', async () => {
    const test = await contextWith({ TRUST_PROXY: ['10.0.0.0/24'] });
    expect(await seenIp(test, '203.0.113.66', '10.0.0.5')).toBe('203.0.113.66');
    expect(await seenIp(test, '203.0.113.66', '192.0.2.7')).toBe('192.0.2.7');
  });

  it('with TRUST_PROXY unset, forging a new X-Forwarded-For per guess does not escape the per-IP lock', async () => {
    const test = await contextWith({ TRUST_PROXY: false, PHONE_CODE_WRONG_PER_IP_DAY: 3 });
    const attacker = '10.9.9.9';
    // Raw requests: the test is about the socket address and X-Forwarded-For, which ctx.call does not set.
    const guess = async (n: number) => {
      const phone = `0105555${String(1000 + n)}`;
      const forged = { 'x-forwarded-for': `203.0.113.${n}` };
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/public/dealers/find/id-request',
        payload: { phone },
        headers: forged,
        remoteAddress: attacker,
      });
      const sms = await lastOutboxBody(test.db, 'SMS', phone);
      const code = /인증번호 \[(\d{4})\]/.exec(sms)?.[1] ?? '0000';
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      return test.app.inject({
        method: 'POST',
        url: '/api/v1/public/dealers/find/id-confirm',
        payload: { name: '누구', phone, code: wrong },
        headers: forged,
        remoteAddress: attacker,
      });
    };
    for (let n = 1; n <= 3; n++) {
      expect((await guess(n)).statusCode).toBe(400);
    }
    const fourth = await guess(4);
    expect(fourth.statusCode).toBe(429);
    expect(rawAnswer(fourth).message).toBe(ACCOUNT_MESSAGES.phoneCodeIpLocked);
  });
});
