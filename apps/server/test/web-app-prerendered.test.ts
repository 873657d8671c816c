// The pages the web build rendered ahead (apps/web/vite.config.ts, prerendered/): each sent for its own path, with
// the shell's caching, and the bare shell for every other page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('web app with prerendered pages', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'autobid-web-'));
    await mkdir(path.join(webDir, 'prerendered', 'auction'), { recursive: true });
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>shell</title><div id="root"></div>',
    );
    await writeFile(path.join(webDir, 'prerendered', 'index.html'), '<div id="root"><h1>landing</h1></div>');
    await writeFile(path.join(webDir, 'prerendered', 'login.html'), '<title>login preloads</title>');
    await writeFile(path.join(webDir, 'prerendered', 'auction', 'list.html'), '<title>list preloads</title>');
    ctx = await createTestContext({ config: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'landing'],
    ['/?from=kakao', 'landing'],
    ['/login', 'login preloads'],
    ['/login?next=%2Fhome', 'login preloads'],
    ['/auction/list', 'list preloads'],
    ['/home', 'shell'],
    ['/auction/detail/3', 'shell'],
  ])('answers %s with the page made for it', async (url, expected) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(expected);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
