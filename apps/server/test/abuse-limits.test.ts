// Abuse limits (docs/decisions/017) with the production defaults: failed logins per
// username and per IP (only failures count), SMS code requests and code checks per IP, wrong code links per
// IP; a forged X-Forwarded-For changes nothing; with TEST_REDIS_URL two servers share the counts.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { api, ERROR_STATUS, LIMIT_MESSAGES } from '@autobid/shared';
import { envSchema, type Config } from '../src/config';
import { createCodeLink } from '../src/modules/code-links/code-link-tokens';
import { createAuction, createDealer, createOperator, createSeller, DEFAULT_PASSWORD } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

/** The limits as a deployment gets them with nothing set. */
const DEFAULTS = envSchema.parse({});
const LIMIT_DEFAULTS: Partial<Config> = {
  LOGIN_FAILURES_PER_USERNAME: DEFAULTS.LOGIN_FAILURES_PER_USERNAME,
  LOGIN_FAILURES_PER_IP: DEFAULTS.LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURE_WINDOW_SECONDS: DEFAULTS.LOGIN_FAILURE_WINDOW_SECONDS,
  PHONE_CODE_REQUESTS_PER_IP_HOUR: DEFAULTS.PHONE_CODE_REQUESTS_PER_IP_HOUR,
  CODE_CHECKS_PER_IP_HOUR: DEFAULTS.CODE_CHECKS_PER_IP_HOUR,
  CODE_LINK_FAILURES_PER_IP_HOUR: DEFAULTS.CODE_LINK_FAILURES_PER_IP_HOUR,
};

const contexts: TestContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/**
 * The calls come from a proxy on this host (127.0.0.1, where every injected request comes from), trusted to
 * name the client in X-Forwarded-For (docs/decisions/015): so each call says its client address as a header.
 */
const LOCAL_PROXY: Partial<Config> = { TRUST_PROXY: ['127.0.0.1'] };

async function context(config: Partial<Config> = {}): Promise<TestContext> {
  const ctx = await createTestContext({ config: { ...LIMIT_DEFAULTS, ...LOCAL_PROXY, ...config } });
  contexts.push(ctx);
  return ctx;
}

let ipCounter = 0;
/** A client address no other test uses. */
const freshIp = () => `198.51.100.${++ipCounter}`;
/** The options of a call from that client address, as the local proxy names it. */
const from = (ip = '203.0.113.10') => ({ headers: { 'x-forwarded-for': ip } });

type Credentials = { username: string; password: string };
const login = (ctx: TestContext, body: Credentials, ip?: string) =>
  ctx.call(api.dealers.login, { body }, null, from(ip));
const operatorLogin = (ctx: TestContext, body: Credentials, ip?: string) =>
  ctx.call(api.operators.login, { body }, null, from(ip));
const sellerLogin = (ctx: TestContext, body: { phone: string; authCode: string }, ip?: string) =>
  ctx.call(api.sellers.login, { body }, null, from(ip));

/** Sends the seller a login code, so wrong codes are checked against a real one. */
async function requestSellerCode(ctx: TestContext, phone: string, ip: string) {
  const requested = await ctx.call(api.sellers.requestCode, { body: { phone } }, null, from(ip));
  expect(requested.status).toBe(200);
}

describe('defaults', () => {
  it('are the issue’s: 10 failed logins per username in 15 minutes, 20 SMS requests per IP per hour', () => {
    expect(LIMIT_DEFAULTS).toEqual({
      LOGIN_FAILURES_PER_USERNAME: 10,
      LOGIN_FAILURES_PER_IP: 30,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      PHONE_CODE_REQUESTS_PER_IP_HOUR: 20,
      CODE_CHECKS_PER_IP_HOUR: 60,
      CODE_LINK_FAILURES_PER_IP_HOUR: 20,
    });
  });
});

describe('failed logins per username', () => {
  it('the 11th wrong password is 429 with Retry-After; the right one stays refused; others are unaffected', async () => {
    const ctx = await context();
    const dealer = await createDealer(ctx.db);
    const other = await createDealer(ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await login(ctx, { username: dealer.username, password: `wrong${i}` }, ip);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const eleventh = await login(ctx, { username: dealer.username, password: 'wrong-again' }, ip);
    expect(eleventh).toMatchObject({
      status: 429,
      errorCode: 'LOGIN_TOO_MANY_ATTEMPTS',
      message: LIMIT_MESSAGES.loginTooManyAttempts(15),
    });
    const retryAfter = Number(eleventh.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // The right password does not lift it, nor does another address: the account is what is counted.
    const right = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
    expect(right.status).toBe(429);
    const elsewhere = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, freshIp());
    expect(elsewhere.status).toBe(429);
    // Letter case is the same account.
    const upper = await login(ctx, { username: dealer.username.toUpperCase(), password: 'x' }, ip);
    expect(upper.status).toBe(429);

    const another = await login(ctx, { username: other.username, password: DEFAULT_PASSWORD }, ip);
    expect(another.status).toBe(200);
  });

  it('counts only failures: twenty successful logins in a row all pass', async () => {
    const ctx = await context();
    const dealer = await createDealer(ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
      expect(res.status, `login ${i + 1}`).toBe(200);
    }
  });

  it('lifts when the window has passed', async () => {
    const ctx = await context({ LOGIN_FAILURES_PER_USERNAME: 2, LOGIN_FAILURE_WINDOW_SECONDS: 1 });
    const dealer = await createDealer(ctx.db);
    const ip = freshIp();
    await login(ctx, { username: dealer.username, password: 'wrong1' }, ip);
    await login(ctx, { username: dealer.username, password: 'wrong2' }, ip);
    const locked = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
    expect(locked.status).toBe(429);
    expect(locked.response.headers['retry-after']).toBe('1');
    expect(locked.message).toBe(LIMIT_MESSAGES.loginTooManyAttempts(1));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
    expect(after.status).toBe(200);
  });

  it('holds for operators on /v1/admin/login', async () => {
    const ctx = await context();
    const operator = await createOperator(ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await operatorLogin(ctx, { username: operator.username, password: `wrong${i}` }, ip);
      expect(res.status).toBe(401);
    }
    const right = await operatorLogin(ctx, { username: operator.username, password: DEFAULT_PASSWORD }, ip);
    expect(right.status).toBe(429);
    expect(right.errorCode).toBe('LOGIN_TOO_MANY_ATTEMPTS');
    // A dealer account of the same name is another counter.
    await createDealer(ctx.db, { username: operator.username });
    const dealer = await login(ctx, { username: operator.username, password: DEFAULT_PASSWORD }, ip);
    expect(dealer.status).toBe(200);
  });

  it('holds for sellers: wrong codes on /v1/sellers/login count against the phone', async () => {
    const ctx = await context({ LOGIN_FAILURES_PER_USERNAME: 3 });
    const seller = await createSeller(ctx.db);
    const ip = freshIp();
    await requestSellerCode(ctx, seller.phoneNumber, ip);
    for (let i = 0; i < 3; i += 1) {
      const res = await sellerLogin(ctx, { phone: seller.phoneNumber, authCode: '0000' }, ip);
      expect(res.errorCode).toMatch(/^PHONE_CODE_(MISMATCH|EXPIRED)$/);
    }
    const fourth = await sellerLogin(ctx, { phone: seller.phoneNumber, authCode: '0000' }, ip);
    expect(fourth.status).toBe(429);
    expect(fourth.errorCode).toBe('LOGIN_TOO_MANY_ATTEMPTS');
    expect(fourth.response.headers['retry-after']).toBeDefined();
  });
});

describe('a burst of logins sent at once', () => {
  /** Awaits every answer of calls sent at the same time and counts them by status. */
  async function burst(calls: Promise<{ status: number }>[]) {
    const answers = await Promise.all(calls);
    const statuses: Record<number, number> = {};
    for (const answer of answers) {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
    return statuses;
  }
  const wrong = (count: number, username: string) =>
    Array.from({ length: count }, (_, i) => ({ username, password: `wrong${i}` }));

  it('64 wrong passwords for one dealer at once: exactly 10 are checked, the rest and the right one are 429', async () => {
    const ctx = await context();
    const dealer = await createDealer(ctx.db);
    const ip = freshIp();
    expect(await burst(wrong(64, dealer.username).map((body) => login(ctx, body, ip)))).toEqual({
      401: 10,
      429: 54,
    });
    const right = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
    expect(right.status).toBe(429);
    expect(right.errorCode).toBe('LOGIN_TOO_MANY_ATTEMPTS');
  });

  it('200 at once from many addresses: still 10', async () => {
    const ctx = await context();
    const dealer = await createDealer(ctx.db);
    const answers = await Promise.all(wrong(200, dealer.username).map((body) => login(ctx, body, freshIp())));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(190);
  });

  it('50 wrong passwords for an operator at once: exactly 10 are checked', async () => {
    const ctx = await context();
    const operator = await createOperator(ctx.db);
    const ip = freshIp();
    expect(await burst(wrong(50, operator.username).map((body) => operatorLogin(ctx, body, ip)))).toEqual({
      401: 10,
      429: 40,
    });
    const right = await operatorLogin(ctx, { username: operator.username, password: DEFAULT_PASSWORD }, ip);
    expect(right.status).toBe(429);
  });

  it('wrong seller codes at once: exactly the limit are checked against the phone', async () => {
    const ctx = await context({ LOGIN_FAILURES_PER_USERNAME: 3 });
    const seller = await createSeller(ctx.db);
    const ip = freshIp();
    await requestSellerCode(ctx, seller.phoneNumber, ip);
    const codes = Array.from({ length: 20 }, () => ({ phone: seller.phoneNumber, authCode: '0000' }));
    const statuses = await burst(codes.map((body) => sellerLogin(ctx, body, ip)));
    expect(statuses[429]).toBe(17);
  });

  it('100 wrong logins over many usernames from one address at once: exactly 30 are checked', async () => {
    const ctx = await context();
    const ip = freshIp();
    const bodies = Array.from({ length: 100 }, (_, i) => ({ username: `nobody${i}`, password: 'guess' }));
    expect(await burst(bodies.map((body) => login(ctx, body, ip)))).toEqual({ 401: 30, 429: 70 });
  });

  it('right passwords give their attempt back: twelve at once, then ten wrong ones are still checked', async () => {
    const ctx = await context();
    const dealer = await createDealer(ctx.db);
    const ip = freshIp();
    const right = Array.from({ length: 10 }, () => ({
      username: dealer.username,
      password: DEFAULT_PASSWORD,
    }));
    expect(await burst(right.map((body) => login(ctx, body, ip)))).toEqual({ 200: 10 });
    expect(await burst(wrong(12, dealer.username).map((body) => login(ctx, body, ip)))).toEqual({
      401: 10,
      429: 2,
    });
  });
});

describe('failed logins per IP', () => {
  it('30 failures over many usernames close the address, not another one', async () => {
    const ctx = await context();
    const dealer = await createDealer(ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      const res = await login(ctx, { username: `nobody${i}`, password: 'guess' }, ip);
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const next = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
    expect(next.status).toBe(429);
    expect(next.errorCode).toBe('LOGIN_TOO_MANY_ATTEMPTS');
    const other = await login(ctx, { username: dealer.username, password: DEFAULT_PASSWORD }, freshIp());
    expect(other.status).toBe(200);
  });

  it('with TRUST_PROXY unset, a forged X-Forwarded-For per attempt does not escape it', async () => {
    const ctx = await context({ TRUST_PROXY: false });
    const dealer = await createDealer(ctx.db);
    const ip = freshIp();
    // Raw requests: the client is the socket's address here, which ctx.call does not set.
    const forged = (body: Credentials, forwardedFor: string) =>
      ctx.app.inject({
        method: api.dealers.login.method,
        url: `/api${api.dealers.login.path}`,
        payload: body,
        remoteAddress: ip,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 30; i += 1) {
      await forged({ username: `nobody${i}`, password: 'guess' }, `192.0.2.${i + 1}`);
    }
    const next = await forged({ username: dealer.username, password: DEFAULT_PASSWORD }, '192.0.2.200');
    expect(next.statusCode).toBe(429);
  });
});

describe('SMS code requests and code checks per IP', () => {
  it('20 code requests an hour from one address, every purpose together; the 21st is 429', async () => {
    const ctx = await context();
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const phone = `0107000${String(1000 + i)}`;
      const res = await ctx.call(api.sellers.requestCode, { body: { phone } }, null, from(ip));
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const over = await ctx.call(
      api.dealers.requestFindId,
      { body: { phone: '01070009999' } },
      null,
      from(ip),
    );
    expect(over.status).toBe(429);
    expect(over.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(over.message).toMatch(/^요청이 너무 많습니다\. \d+분 후 다시 시도해주세요\.$/);
    expect(Number(over.response.headers['retry-after'])).toBeGreaterThan(3000);
    const elsewhere = await ctx.call(
      api.sellers.requestCode,
      { body: { phone: '01070009998' } },
      null,
      from(freshIp()),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('code checks (find id/password, code confirmations) are capped per address', async () => {
    const ctx = await context({ CODE_CHECKS_PER_IP_HOUR: 4 });
    const ip = freshIp();
    const confirm = (n: number) =>
      ctx.call(
        api.dealers.confirmFindId,
        { body: { name: '김딜러', phone: `0107100${1000 + n}`, code: '1234' } },
        null,
        from(ip),
      );
    for (let i = 0; i < 4; i += 1) {
      expect((await confirm(i)).status, `check ${i + 1}`).toBe(400);
    }
    const fifth = await ctx.call(
      api.dealers.confirmSignupCode,
      { body: { phone: '01071009999', authCode: '1234' } },
      null,
      from(ip),
    );
    expect(fifth.status).toBe(429);
    expect(fifth.errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('code links per IP', () => {
  it('20 wrong codes from one address close every code-link call there', async () => {
    const ctx = await context();
    const dealer = await createDealer(ctx.db);
    const auction = await createAuction(ctx.db);
    const { code } = await createCodeLink(ctx.db, {
      dealerId: dealer.id,
      auctionId: auction.id,
      purpose: 'DETAIL',
      now: ctx.clock.now(),
    });
    const ip = freshIp();
    const me = (value: string, client: string) =>
      ctx.call(api.codeLinks.me, { params: { code: value } }, null, from(client));
    expect((await me(code, ip)).status).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      const res = await me(randomBytes(16).toString('hex'), ip);
      expect(res.status, `guess ${i + 1}`).toBe(ERROR_STATUS.CODE_INVALID);
    }
    const valid = await me(code, ip);
    expect(valid.status).toBe(429);
    expect(valid.errorCode).toBe('TOO_MANY_REQUESTS');
    const detail = await ctx.call(api.codeLinks.detail, { params: { code } }, null, from(ip));
    expect(detail.status).toBe(429);
    expect((await me(code, freshIp())).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('lists the 429 of every limited route', async () => {
    const ctx = await context();
    // The document /api/docs/json serves, as the docs plugin types it.
    const { paths } = ctx.app.swagger();
    for (const route of [
      api.dealers.login,
      api.operators.login,
      api.sellers.login,
      api.dealers.resetPassword,
      api.codeLinks.me,
    ]) {
      const path = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const method = route.method === 'GET' ? 'get' : 'post';
      expect(Object.keys(paths?.[path]?.[method]?.responses ?? {}), `${method} ${path}`).toContain('429');
    }
  });
});

// Several processes: the counts live in Redis. CI sets TEST_REDIS_URL (redis://127.0.0.1:6379).
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('two servers sharing Redis (needs TEST_REDIS_URL)', () => {
  it('failures on either server count toward one limit', async () => {
    const a = await context({ REDIS_URL: redisUrl });
    const b = await context({ REDIS_URL: redisUrl });
    // Redis outlives the test: a name and an address of this run only.
    const username = `ghost${randomBytes(6).toString('hex')}`;
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    for (let i = 0; i < 10; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const res = await login(server, { username, password: `wrong${i}` }, ip);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const server of [a, b]) {
      const res = await login(server, { username, password: 'wrong' }, ip);
      expect(res.status).toBe(429);
      expect(Number(res.response.headers['retry-after'])).toBeGreaterThan(800);
    }
  });

  it('a burst split over both servers has exactly 10 checked; a right login gives its place back', async () => {
    const a = await context({ REDIS_URL: redisUrl });
    const b = await context({ REDIS_URL: redisUrl });
    const dealer = await createDealer(a.db);
    await createDealer(b.db, { username: dealer.username });
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const right = await login(a, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
    expect(right.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        login(i % 2 === 0 ? a : b, { username: dealer.username, password: `wrong${i}` }, ip),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(54);
    const after = await login(b, { username: dealer.username, password: DEFAULT_PASSWORD }, ip);
    expect(after.status).toBe(429);
  });
});
if (!redisUrl) {
  console.info('abuse-limits: the two-server Redis case is skipped because TEST_REDIS_URL is not set.');
}
