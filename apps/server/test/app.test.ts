// The HTTP shell: envelope, error mapping, trailing slashes, docs, uploads and the web app fallback.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { createTestContext, type TestContext } from './helpers/test-app';
import { ANY_REQUEST_ID } from './helpers/envelope';

describe('app shell', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'autobid-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body>SPA</body></html>');
    ctx = await createTestContext({
      config: { WEB_DIST_DIR: webDist },
      configure: (app) => {
        app.get('/api/test/boom', () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers health in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: '성공', data: { status: 'ok', db: ctx.database.kind } });
  });

  it('accepts trailing slashes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/api/v1/does-not-exist',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        message: '요청하신 경로를 찾을 수 없습니다.',
        data: null,
        errorCode: 'ROUTE_NOT_FOUND',
        requestId: ANY_REQUEST_ID,
      });
    }
  });

  it('answers a malformed %-escape or an over-long path param with the 400 envelope (found by test/fuzz.test.ts)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/dealers/auction/%ZZ/winner'],
      ['DELETE', '/api/v1/admin/notices/%ED%A0%80'],
      ['POST', `/api/v1/dealers/auction/${'a'.repeat(300)}/confirm-bidding`],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        code: 400,
        message: '요청 값이 올바르지 않습니다.',
        data: null,
        errorCode: 'INVALID_REQUEST',
        requestId: ANY_REQUEST_ID,
      });
    }
  });

  it('turns an unexpected error into a generic 500 without the stack', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      data: null,
      errorCode: 'INTERNAL_ERROR',
      requestId: ANY_REQUEST_ID,
    });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('answers malformed JSON with a Korean 400', async () => {
    const res = await ctx.call(api.dealers.login, { body: { username: '', password: '' } }, null, {
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res).toMatchObject({
      status: 400,
      message: '요청 본문의 형식이 올바르지 않습니다.',
      data: null,
      errorCode: 'INVALID_JSON',
    });
  });

  it('answers a too-large body with a Korean 413', async () => {
    const res = await ctx.call(api.dealers.login, {
      body: { username: 'a'.repeat(2 * 1024 * 1024), password: 'x' },
    });
    expect(res).toMatchObject({ status: 413, message: '요청 본문이 너무 큽니다.' });
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    // The OpenAPI document itself, not an answer of the route table: read raw.
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/dealers/login', '/api/v1/dealers/profile']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves the web app with an SPA fallback and security headers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/auction/detail/3',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SPA');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves uploads with safe headers and no SPA fallback', async () => {
    const stored = await ctx.storage.put('test/picture.png', Buffer.from('not really a png'));
    const res = await ctx.app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/uploads/nope.png',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('app without a built web app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('tells the user to run the build', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });
});

describe('app with a built web app', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'autobid-web-'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>shell</title><div id="root"></div>',
    );
    ctx = await createTestContext({ config: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/auction/detail/3', '/notice/list/'])('serves the SPA shell at %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('still answers unknown API paths with the 404 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });
});
