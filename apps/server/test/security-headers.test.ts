// Security headers and health (docs/decisions/017): the Content-Security-Policy without
// inline scripts, HSTS only behind https, the uploads' own policy, Swagger UI still served; liveness and a
// readiness check that answers 503 when the database does not.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@autobid/shared';
import type { Config } from '../src/config';
import type { Db } from '../src/db/types';
import { errorHandlerPlugin } from '../src/plugins/error-handler';
import { healthRoutes } from '../src/plugins/health';
import { createTestContext, type TestContext } from './helpers/test-app';
import { ANY_REQUEST_ID } from './helpers/envelope';

const contexts: TestContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function context(config: Partial<Config> = {}): Promise<TestContext> {
  const ctx = await createTestContext({ config });
  contexts.push(ctx);
  return ctx;
}

/** The policy's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values] as const;
      }),
  );
}

describe('security headers', () => {
  it('every page and API answer carries the policy: no inline script, no plugins, framed only by itself', async () => {
    const ctx = await context();
    for (const url of ['/', '/auction/list', '/api/v1/public/faqs', '/api/health']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toContain("'self'");
      expect(csp.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src'), url).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('no HSTS and no upgrade-insecure-requests on http', async () => {
    const ctx = await context({ PUBLIC_URL: 'http://localhost:3000' });
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });

  it('HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const ctx = await context({ PUBLIC_URL: 'https://autobid.example' });
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('uploads keep their own sandboxed policy', async () => {
    const ctx = await context();
    const { url } = await ctx.storage.put('test/file.pdf', Buffer.from('%PDF-1.4 test'));
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
  });

  it('Swagger UI is still served, its scripts as files the policy allows', async () => {
    const ctx = await context();
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const init = await ctx.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(directives(page.headers['content-security-policy']).get('script-src')).toContain("'self'");
  });
});

describe('health', () => {
  it('liveness answers ok without asking the database; readiness asks it', async () => {
    const ctx = await context();
    const live = await ctx.app.inject({ url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
    const ready = await ctx.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ code: 200, data: { status: 'ready' } });
  });

  it('readiness is 503 with a Korean message once the database is gone; liveness stays 200', async () => {
    const ctx = await context();
    await ctx.database.close();
    const ready = await ctx.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      code: 503,
      message: LIMIT_MESSAGES.serviceUnavailable,
      data: null,
      errorCode: 'SERVICE_UNAVAILABLE',
      requestId: ANY_REQUEST_ID,
    });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('readiness gives up on a database that does not answer within its timeout', async () => {
    // A database that hangs (a full pool, a dropped network) never settles; the check must not hang with it.
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(healthRoutes({ db: hanging, dbKind: 'postgres', readyTimeoutMs: 200 }));
    const started = Date.now();
    const res = await app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    await app.close();
  });
});
