// Requests cannot hang or reset (docs/decisions/010): a stalled body is answered or closed
// within the receive timeout (10 s by default), an oversize body is answered 413 over a real connection
// instead of a reset, NUL characters anywhere in params, query or JSON bodies are a 400, and so is an id
// outside PostgreSQL's integer.
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROW_ID, REQUEST_MESSAGES, UPLOAD_MAX_BYTES, api } from '@autobid/shared';
import { loadConfig, MAX_RECEIVE_TIMEOUT_MS, type Config } from '../src/config';
import { auctionLikes, auditLog, deals, deposits, notices, uploadedFiles } from '../src/db/schema';
import { COMMON_MESSAGES } from '../src/lib/app-error';
import { containsNul } from '../src/lib/request-limits';
import { signWebhookBody } from '../src/modules/deposits/bank-webhook.signature';
import {
  createAuction,
  createDealAt,
  createDealer,
  createNotice,
  createOperator,
  createSeller,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';
import { ANY_REQUEST_ID } from './helpers/envelope';

type Exchange = {
  /** Everything the server wrote before the connection ended. */
  response: string;
  /** A socket error on the client side (EPIPE, ECONNRESET), or null. */
  error: string | null;
  /** Milliseconds from the first byte sent to the close. */
  elapsedMs: number;
};

/**
 * Speaks raw HTTP/1.1 over one TCP connection: writes `head` and `body` (all of it, however early the
 * server answers), then waits for the server to answer and close, or gives up after `giveUpMs`.
 */
function exchange(
  port: number,
  head: string,
  body: Buffer = Buffer.alloc(0),
  giveUpMs = 20_000,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const timer = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ response: Buffer.concat(chunks).toString('utf8'), error, elapsedMs: Date.now() - started });
    });
    socket.write(head);
    if (body.length) {
      socket.write(body);
    }
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
const envelopeOf = (response: string) =>
  JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown;

/** An app listening on a free port for the enclosing describe block. */
function listeningApp(config: Partial<Config> = {}) {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext({ config });
    await current.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await current?.close();
  });
  const ctx = () => {
    if (!current) {
      throw new Error('not started');
    }
    return current;
  };
  const port = () => {
    const address = ctx().app.server.address();
    if (!address || typeof address !== 'object') {
      throw new Error('not listening');
    }
    return address.port;
  };
  /** `Authorization: ...\r\n` of a new dealer, for raw requests to the upload route (it needs a credential). */
  const uploaderHeader = async () => {
    const { authorization } = await ctx().auth((await createDealer(ctx().db)).id);
    return `Authorization: ${authorization}\r\n`;
  };
  return { ctx, port, uploaderHeader };
}

describe('receive timeouts', () => {
  it('defaults to at most 10 s for a whole request and for a silent connection, and refuses more', () => {
    const config = loadConfig({ INIT_CWD: '/tmp', JWT_SECRET: 'x'.repeat(32) });
    expect(MAX_RECEIVE_TIMEOUT_MS).toBe(10_000);
    expect(config.REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(config.CONNECTION_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(
      loadConfig({ INIT_CWD: '/tmp', JWT_SECRET: 'x'.repeat(32), REQUEST_TIMEOUT_MS: '3000' })
        .REQUEST_TIMEOUT_MS,
    ).toBe(3000);
    expect(() =>
      loadConfig({ INIT_CWD: '/tmp', JWT_SECRET: 'x'.repeat(32), REQUEST_TIMEOUT_MS: '60000' }),
    ).toThrow();
    expect(() =>
      loadConfig({ INIT_CWD: '/tmp', JWT_SECRET: 'x'.repeat(32), CONNECTION_TIMEOUT_MS: '0' }),
    ).toThrow();
  });

  describe('with the default limits', () => {
    const app = listeningApp();

    it('puts them on the HTTP server', () => {
      const server = app.ctx().app.server;
      expect(server.requestTimeout).toBeLessThanOrEqual(10_000);
      expect(server.headersTimeout).toBeLessThanOrEqual(10_000);
      expect(server.timeout).toBeLessThanOrEqual(10_000);
      expect(server.timeout).toBeGreaterThan(0);
    });

    it('answers a body shorter than its Content-Length, or stalled headers, with the 408 envelope within 10 s; an idle connection just closes', async () => {
      const login =
        'POST /api/v1/dealers/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
      const [body, headers, idle] = await Promise.all([
        exchange(app.port(), login, Buffer.from('{"username":"dealer","pass'), 15_000),
        exchange(app.port(), 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', undefined, 15_000),
        exchange(app.port(), '', undefined, 15_000),
      ]);
      for (const [name, result] of Object.entries({ body, headers })) {
        expect(result.elapsedMs, name).toBeLessThan(10_000 + 1_500);
        expect(statusOf(result.response), name).toBe(408);
        expect(result.response, name).toMatch(/\r\nConnection: close\r\n/i);
        expect(envelopeOf(result.response), name).toEqual({
          code: 408,
          message: COMMON_MESSAGES.requestTimeout,
          data: null,
          errorCode: 'REQUEST_TIMEOUT',
          requestId: ANY_REQUEST_ID,
        });
        expect(result.error, name).toBeNull();
      }
      // Nothing was asked: closed without a word.
      expect(idle.response).toBe('');
      expect(idle.elapsedMs).toBeLessThan(10_000 + 1_500);
    }, 20_000);
  });

  describe('with a shorter request timeout', () => {
    const app = listeningApp({ REQUEST_TIMEOUT_MS: 1_000, CONNECTION_TIMEOUT_MS: 5_000 });

    it('answers a stalled body with the 408 envelope in Korean and closes', async () => {
      const head =
        'POST /api/v1/dealers/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
      const result = await exchange(app.port(), head, Buffer.from('{"username":'), 10_000);
      expect(result.elapsedMs).toBeLessThan(1_000 + 1_500);
      expect(statusOf(result.response)).toBe(408);
      expect(envelopeOf(result.response)).toEqual({
        code: 408,
        message: COMMON_MESSAGES.requestTimeout,
        data: null,
        errorCode: 'REQUEST_TIMEOUT',
        requestId: ANY_REQUEST_ID,
      });
    });

    it('answers stalled headers and a stalled upload the same way', async () => {
      const headers = await exchange(
        app.port(),
        'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
        undefined,
        10_000,
      );
      expect(headers.elapsedMs).toBeLessThan(2_500);
      expect(statusOf(headers.response)).toBe(408);
      const upload = await exchange(
        app.port(),
        `POST /api/v1/files/images HTTP/1.1\r\nHost: localhost\r\n${await app.uploaderHeader()}Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n`,
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
        ),
        10_000,
      );
      expect(upload.elapsedMs).toBeLessThan(2_500);
      expect(statusOf(upload.response)).toBe(408);
    });

    it('closes a connection that never spoke without a word when the request deadline, not the silence, ends it', async () => {
      // Here the request deadline (1 s) always comes before the silence limit (5 s); by default both are
      // 10 s and either may come first, and the answer must not depend on which.
      const idle = await exchange(app.port(), '', undefined, 10_000);
      expect(idle.response).toBe('');
      expect(idle.elapsedMs).toBeLessThan(2_500);
    });
  });
});

describe('oversize bodies over a real connection', () => {
  const app = listeningApp();

  // Far more than the socket buffers hold: a server that closes early makes the client's writes fail.
  const BIG = 24 * 1024 * 1024;

  it('answers a JSON body over the 1 MB limit with the 413 envelope, read to the end instead of reset', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'x'.repeat(BIG), password: 'x' }));
    const head = `POST /api/v1/dealers/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const result = await exchange(app.port(), head, body);
    expect(result.error).toBeNull();
    expect(statusOf(result.response)).toBe(413);
    expect(envelopeOf(result.response)).toEqual({
      code: 413,
      message: COMMON_MESSAGES.bodyTooLarge,
      data: null,
      errorCode: 'BODY_TOO_LARGE',
      requestId: ANY_REQUEST_ID,
    });
  });

  it('does the same for a chunked JSON body and for the webhook', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const chunked = Buffer.concat([
      ...Array.from({ length: 24 }, () =>
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      ),
      Buffer.from('0\r\n\r\n'),
    ]);
    const json = await exchange(
      app.port(),
      'POST /api/v1/dealers/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      chunked,
    );
    expect(json.error).toBeNull();
    expect(statusOf(json.response)).toBe(413);
    const webhookBody = Buffer.alloc(BIG, 0x61);
    const webhook = await exchange(
      app.port(),
      `POST /api/v1/webhooks/bank-deposits HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${webhookBody.length}\r\nConnection: close\r\n\r\n`,
      webhookBody,
    );
    expect(webhook.error).toBeNull();
    expect(statusOf(webhook.response)).toBe(413);
  });

  it('answers an oversize multipart upload with the 413 upload message, declared or not, and stores nothing', async () => {
    const file = Buffer.alloc(BIG, 0x61);
    const head = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from('\r\n--b--\r\n');
    const body = Buffer.concat([head, Buffer.from([0x89, 0x50, 0x4e, 0x47]), file, tail]);
    const expected = {
      code: 413,
      message: '5MB 이하의 이미지만 업로드를 해주세요.',
      data: null,
      errorCode: 'UPLOAD_TOO_LARGE',
      requestId: ANY_REQUEST_ID,
    };

    const uploader = await app.uploaderHeader();
    const declared = await exchange(
      app.port(),
      `POST /api/v1/files/images HTTP/1.1\r\nHost: localhost\r\n${uploader}Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    );
    expect(declared.error).toBeNull();
    expect(statusOf(declared.response)).toBe(413);
    expect(envelopeOf(declared.response)).toEqual(expected);

    const chunked = await exchange(
      app.port(),
      `POST /api/v1/files/images HTTP/1.1\r\nHost: localhost\r\n${uploader}Content-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]),
    );
    expect(chunked.error).toBeNull();
    expect(statusOf(chunked.response)).toBe(413);
    expect(envelopeOf(chunked.response)).toEqual(expected);
    expect(await app.ctx().db.select().from(uploadedFiles)).toHaveLength(0);
  });

  it('keeps the connection usable after a 413 on keep-alive', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 0x61);
    const first = `POST /api/v1/dealers/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const second = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
    const result = await exchange(app.port(), first, Buffer.concat([body, Buffer.from(second)]));
    expect(result.error).toBeNull();
    expect(statusOf(result.response)).toBe(413);
    expect(result.response).toContain('HTTP/1.1 200 OK');
  });

  it('is the same through fetch', async () => {
    const response = await fetch(`http://127.0.0.1:${app.port()}/api/v1/dealers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(BIG) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 413,
      message: COMMON_MESSAGES.bodyTooLarge,
      data: null,
      errorCode: 'BODY_TOO_LARGE',
      requestId: ANY_REQUEST_ID,
    });
    expect(UPLOAD_MAX_BYTES).toBeLessThan(BIG);
  });
});

describe('NUL characters', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const refused = {
    code: 400,
    message: REQUEST_MESSAGES.forbiddenCharacter,
    data: null,
    errorCode: 'FORBIDDEN_CHARACTER',
    requestId: ANY_REQUEST_ID,
  };

  it('finds a NUL in any string, key, array or nested object, and nothing else', () => {
    expect(containsNul('a\u0000')).toBe(true);
    expect(containsNul({ a: [{ b: ['ok', { c: 'x\u0000y' }] }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['ok', 1, null, true, { b: new Date() }], c: Buffer.from([0]) })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    // Deep nesting is walked without recursion.
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) {
      deep = [deep];
    }
    expect(containsNul(deep)).toBe(true);
  });

  it('refuses them in a public query string, path parameter and JSON body', async () => {
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/maps/coordinates?address=%EC%84%9C%EC%9A%B8%00',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refused);
    const path = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/code/abc%00def/me' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refused);
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dealers/login',
      payload: { username: 'dealer', password: 'pass\u0000word' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual(refused);
  });

  it('refuses them in a dealer call and changes nothing', async () => {
    const { auction, dealer, deal } = await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT' });
    const auth = await ctx.auth(dealer.id);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/dealers/auction/${auction.id}/cancel`,
      headers: auth,
      payload: { reason: '단순\u0000변심' },
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual(refused);
    const [after] = await ctx.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(after?.canceledAt).toBeNull();

    // A route without a body schema still has its JSON checked, however deep.
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/dealers/auction/${auction.id}/like`,
      headers: auth,
      payload: { a: { b: [1, { c: 'x\u0000' }] } },
    });
    expect(like.statusCode).toBe(400);
    expect(like.json()).toEqual(refused);
    expect(
      await ctx.db.select().from(auctionLikes).where(eq(auctionLikes.auctionId, auction.id)),
    ).toHaveLength(0);

    // Even in a query key no schema reads.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/dealers/auction/bidding/list?page=1&x%00=1',
      headers: auth,
    });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual(refused);
  });

  it('refuses them in a signed webhook body and records no deposit', async () => {
    const body = JSON.stringify({
      transactionId: 'tx-nul-1',
      amount: 170_000,
      depositorName: '김딜러\u0000 482193',
      receivedAt: '2025-03-02T10:00:00+09:00',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/bank-deposits',
      headers: {
        'content-type': 'application/json',
        'x-signature': signWebhookBody(ctx.config.BANK_WEBHOOK_SECRET!, body),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect(await ctx.db.select().from(deposits).where(eq(deposits.externalId, 'tx-nul-1'))).toHaveLength(0);
  });

  it('refuses half of a surrogate pair as well: an operator edit is refused and writes no audit row (found by test/fuzz.test.ts)', async () => {
    expect(containsNul('x\ud800')).toBe(true);
    expect(containsNul({ ['k\udfff']: 1 })).toBe(true);
    expect(containsNul('자동차 😀')).toBe(false);
    const operator = await createOperator(ctx.db, { role: 'ADMIN' });
    const notice = await createNotice(ctx.db);
    const auditRows = async () => (await ctx.db.select().from(auditLog)).length;
    const before = await auditRows();
    // JSON may escape a lone surrogate; a jsonb column (the audit log's before/after) refuses it.
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/notices/${notice.id}`,
      headers: { ...(await ctx.auth(operator.id, 'operator')), 'content-type': 'application/json' },
      payload: '{"title":"제목","contents":"\\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect(await auditRows()).toBe(before);
    const [after] = await ctx.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(after?.title).toBe(notice.title);
  });

  it('refuses them in an operator path parameter', async () => {
    const operator = await createOperator(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/dealers/ab%00c/approve',
      headers: await ctx.auth(operator.id, 'operator'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
  });
});

describe('ids outside PostgreSQL integer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const TOO_BIG = 2 ** 31;
  const invalidId = {
    code: 400,
    message: REQUEST_MESSAGES.invalidId,
    data: null,
    errorCode: 'VALIDATION_FAILED',
    requestId: ANY_REQUEST_ID,
  };

  it('is the largest integer id', () => {
    expect(MAX_ROW_ID).toBe(TOO_BIG - 1);
  });

  /** The id, as written in the URL, on public, dealer, seller and operator routes: each must be the id 400. */
  async function expectInvalidIdEverywhere(id: string) {
    const dealer = await ctx.auth((await createDealer(ctx.db)).id);
    const seller = await ctx.auth((await createSeller(ctx.db)).id, 'seller');
    const operator = await ctx.auth((await createOperator(ctx.db)).id, 'operator');
    const calls = [
      ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/noticies/${id}` }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/auction/${id}`, headers: dealer }),
      ctx.app.inject({ method: 'POST', url: `/api/v1/dealers/auction/${id}/like`, headers: dealer }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/dealers/auction/${id}/confirm-bidding`,
        headers: dealer,
      }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/sellers/auctions/${id}`, headers: seller }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/admin/dealers/${id}`, headers: operator }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/auctions/${id}/select`,
        headers: operator,
        payload: {},
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, `${id} on ${response.raw.req.url}`).toBe(400);
      expect(response.json()).toEqual(invalidId);
    }
  }

  it('answers 400 for 2^31, 0 and -1 in path ids of public, dealer, seller and operator routes', async () => {
    for (const id of [String(TOO_BIG), '0', '-1', '99999999999999999999']) {
      await expectInvalidIdEverywhere(id);
    }
  });

  it('reads only canonical decimal digits as a path id: other spellings of a number are the same 400', async () => {
    const notice = await createNotice(ctx.db);
    // Hex, a leading space (escaped or not), exponent, sign, leading zero, fraction, trailing space, octal
    // and binary prefixes, a full-width digit, digit separators, Infinity.
    const spellings = [
      `0x${notice.id.toString(16)}`,
      `%20${notice.id}`,
      `+${notice.id}`,
      `0${notice.id}`,
      `${notice.id}.0`,
      `${notice.id}%20`,
      `${notice.id}e0`,
      '1e3',
      '0o1',
      '0b1',
      '%EF%BC%91',
      '1_000',
      'Infinity',
      '%09 1',
    ];
    for (const id of spellings) {
      await expectInvalidIdEverywhere(id);
    }
    // The canonical spelling still finds the row, and a missing one is 404.
    const found = await ctx.call(api.content.notice, { params: { id: notice.id } }, null);
    expect(found.status).toBe(200);
    const missing = await ctx.call(api.content.notice, { params: { id: MAX_ROW_ID } }, null);
    expect(missing.status).toBe(404);
  });

  it('answers 400 for 2^31 as a bid id in a body (seller and operator selection, review answers)', async () => {
    const seller = await createSeller(ctx.db);
    const auction = await createAuction(ctx.db, { sellerId: seller.id, status: 'TIME_EXPIRED' });
    const sellerSelect = await ctx.call(
      api.sellers.select,
      { params: { id: auction.id }, body: { biddingId: TOO_BIG } },
      seller.id,
    );
    expect(sellerSelect.status).toBe(400);
    const operatorSelect = await ctx.call(
      api.consoleAuctions.select,
      { params: { id: auction.id }, body: { biddingId: TOO_BIG } },
      (await createOperator(ctx.db)).id,
    );
    expect(operatorSelect.status).toBe(400);
    expect(operatorSelect.response.json()).toEqual(invalidId);
    const review = await ctx.call(
      api.reviews.create,
      { body: { code: 'x'.repeat(32), ratings: 5, answers: [{ questionId: TOO_BIG, answer: '5' }] } },
      null,
    );
    expect(review.status).toBe(400);
    expect(review.response.json()).toEqual(invalidId);
  });
});
