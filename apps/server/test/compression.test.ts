// Compressed answers: the web app's pre-compressed files by Accept-Encoding (SPA fallback included), and API JSON
// of 1 KB and more compressed on the fly, never twice, never below the threshold.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/test-app';

const SHELL = `<!doctype html><html lang="ko"><head><title>AutoBid</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;
/** A text file the build left uncompressed (too small to gain): sent as it is whatever the client accepts. */
const TINY = 'body{margin:0}';

describe('compression', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'autobid-web-compressed-'));
    await mkdir(path.join(webDist, 'assets'));
    const write = async (file: string, text: string, variants: boolean) => {
      await writeFile(path.join(webDist, file), text);
      if (variants) {
        await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(text));
        await writeFile(path.join(webDist, `${file}.gz`), gzipSync(text));
      }
    };
    await write('index.html', SHELL, true);
    await write('assets/app-Ab12Cd34.js', SCRIPT, true);
    await write('assets/tiny-Ab12Cd34.css', TINY, false);
    ctx = await createTestContext({ config: { WEB_DIST_DIR: webDist } });
    await ctx.db.insert(notices).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `공지사항 ${i + 1}: 경매 일정 변경 안내`,
        contents: `<p>${'본문 '.repeat(50)}</p>`,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, accept?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(accept === undefined ? {} : { accept }),
      },
    });

  it('sends a hashed asset as its .br to a client that accepts brotli, with the type and caching of the file', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Sent once-compressed: one decoding gives the file back.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the .gz to a client that accepts only gzip, and the file itself to one that accepts nothing', async () => {
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/app-Ab12Cd34.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file without compressed forms as it is, not compressed on the fly', async () => {
    const res = await get('/assets/tiny-Ab12Cd34.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TINY);
  });

  it.each(['/', '/auction/list'])(
    'sends the SPA shell at %s compressed too, still revalidated',
    async (url) => {
      const br = await get(url, 'br', 'text/html');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/html');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL);

      const plain = await get(url, undefined, 'text/html');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SHELL);
    },
  );

  it('compresses a large API answer and it decodes to the same JSON', async () => {
    const url = '/api/v1/dealers/noticies?page=1&size=30';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected: unknown = plain.json();

    const gz = await get(url, 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(expected);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
  });

  it('leaves an API answer under 1 KB as it is', async () => {
    const res = await get('/api/health', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('does not inflate a compressed request body: it is refused as malformed JSON, as before', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dealers/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'dealer', password: 'dealer1234' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_JSON' });
  });
});
