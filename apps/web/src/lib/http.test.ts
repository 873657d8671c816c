import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { apiServer } from '@/testing/harness';
import { buildUrl, request, GENERIC_ERROR_MESSAGE, type RequestOptions } from './http';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';

// The fetch layer itself, so not through the route table: each test answers the raw request on the MSW
// server (testing/harness.tsx), whatever its path, and reads what the client sent. The query string and
// the route's session are call.ts's (call.test.ts).

const get = <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options);
const post = <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
  request<T>('POST', path, body, options);
const SELLER_SESSION = { session: 'seller' } as const;
const OPERATOR_SESSION = { session: 'operator' } as const;

type Sent = { url: URL; method: string; body: string; headers: Headers };

const sent: Sent[] = [];

/** The next request to /api/… answers `response` (a fresh one per request: a body is read once). */
function respond(response: () => Response) {
  apiServer.use(
    mswHttp.all(
      '*/api/*',
      async ({ request }) => {
        sent.push({
          url: new URL(request.url),
          method: request.method,
          body: await request.clone().text(),
          headers: request.headers,
        });
        return response();
      },
      { once: true },
    ),
  );
}

function jsonResponse(status: number, body: unknown): () => Response {
  return () => HttpResponse.json(body as Record<string, unknown>, { status });
}

function lastRequest(): Sent {
  const request = sent.at(-1);
  if (!request) {
    throw new Error('no request was sent');
  }
  return request;
}

let dialogs: DialogRecorder;

beforeEach(() => {
  sent.length = 0;
  dialogs = recordDialogs();
  localStorage.clear();
});

afterEach(() => {
  dialogs.stop();
});

describe('buildUrl', () => {
  it('prefixes /api, with or without the leading slash, and keeps the query given', () => {
    expect(buildUrl('/v1/x')).toBe('/api/v1/x');
    expect(buildUrl('v1/x')).toBe('/api/v1/x');
    expect(buildUrl('/v1/x?page=1')).toBe('/api/v1/x?page=1');
  });
});

describe('http client', () => {
  it('sends the Bearer token when one is stored and JSON bodies', async () => {
    localStorage.setItem('token', 'abc');
    respond(jsonResponse(200, { code: 200, message: 'OK', data: { id: 1 } }));
    const result = await post<{ id: number }>('/v1/things', { name: 'a' });
    expect(result).toEqual({ ok: true, code: 200, message: 'OK', data: { id: 1 } });
    const { url, method, body, headers } = lastRequest();
    expect(url.pathname + url.search).toBe('/api/v1/things');
    expect(method).toBe('POST');
    expect(body).toBe('{"name":"a"}');
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    respond(jsonResponse(200, { code: 200, message: '', data: null }));
    await get('/v1/public/faqs');
    expect(lastRequest().headers.get('authorization')).toBeNull();
  });

  it.each([200, 201, 204])('treats envelope code %i as success', async (code) => {
    respond(jsonResponse(200, { code, message: '', data: 'x' }));
    const result = await get<string>('/v1/x');
    expect(result.ok).toBe(true);
    expect(dialogs.messages).toEqual([]);
  });

  it('treats an empty 204 response as success with null data', async () => {
    respond(() => new HttpResponse(null, { status: 204 }));
    expect(await post('/v1/x')).toEqual({ ok: true, code: 204, message: '', data: null });
  });

  it('alerts the server message and returns the error body with its error code', async () => {
    const body = {
      code: 409,
      message: '진행 중인 경매가 아닙니다.',
      data: null,
      errorCode: 'AUCTION_NOT_IN_PROGRESS',
    };
    respond(jsonResponse(409, body));
    const result = await post('/v1/x', {});
    expect(dialogs.messages).toContain('진행 중인 경매가 아닙니다.');
    expect(result).toEqual({ ok: false, status: 409, errorCode: 'AUCTION_NOT_IN_PROGRESS', body });
  });

  it('gives no error code when the envelope has none or one the web does not know', async () => {
    respond(jsonResponse(409, { code: 409, message: '거절', data: null }));
    expect(await post('/v1/x', {}, { silent: true })).toMatchObject({ ok: false, errorCode: null });
    respond(jsonResponse(409, { code: 409, message: '거절', data: null, errorCode: 'NOT_A_CODE' }));
    expect(await post('/v1/x', {}, { silent: true })).toMatchObject({ ok: false, errorCode: null });
  });

  it('treats a non-success envelope code in an HTTP 200 as failure', async () => {
    respond(jsonResponse(200, { code: 400, message: '잘못된 요청', data: null }));
    const result = await get('/v1/x');
    expect(result.ok).toBe(false);
    expect(dialogs.messages).toContain('잘못된 요청');
  });

  it('stays quiet when silenced', async () => {
    respond(jsonResponse(400, { code: 400, message: '틀림', data: null }));
    const result = await post('/v1/dealers/login', {}, { silent: true });
    expect(dialogs.messages).toEqual([]);
    expect(result.ok).toBe(false);
  });

  it('alerts the generic message when the failure has no message', async () => {
    respond(() => new HttpResponse('<html>bad gateway</html>', { status: 502 }));
    const result = await get('/v1/x');
    expect(dialogs.messages).toContain(GENERIC_ERROR_MESSAGE);
    expect(result).toEqual({ ok: false, status: 502, errorCode: null, body: null });
  });

  it('alerts the generic message and returns a null body on network failure', async () => {
    respond(() => HttpResponse.error());
    const result = await get('/v1/x');
    expect(dialogs.messages).toContain('잠시 후 다시 시도해주세요.');
    expect(result).toEqual({ ok: false, status: null, errorCode: null, body: null });
  });

  it.each([401, 403])('clears local storage on %i', async (status) => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('other', 'x');
    respond(jsonResponse(status, { code: status, message: '권한이 없습니다.', data: null }));
    await get('/v1/dealers/profile', { silent: true });
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['seller', 'sellerToken', 401],
    ['operator', 'operatorToken', 403],
  ] as const)(
    'keeps the %s session when a dealer call drops the dealer session (%i)',
    async (_, key, status) => {
      localStorage.setItem('token', 'dealer');
      localStorage.setItem(key, 'kept');
      localStorage.setItem('other', 'x');
      respond(jsonResponse(status, { code: status, message: '권한', data: null }));
      await get('/v1/dealers/profile', { silent: true });
      expect({ ...localStorage }).toEqual({ [key]: 'kept' });
    },
  );

  it('sends the seller token on a seller call, never the dealer one', async () => {
    localStorage.setItem('token', 'dealer');
    respond(jsonResponse(200, { code: 200, message: '', data: null }));
    await get('/v1/sellers/auctions', SELLER_SESSION);
    expect(lastRequest().headers.get('authorization')).toBeNull();
    localStorage.setItem('sellerToken', 'seller');
    respond(jsonResponse(200, { code: 200, message: '', data: null }));
    await get('/v1/sellers/auctions', SELLER_SESSION);
    expect(lastRequest().headers.get('authorization')).toBe('Bearer seller');
  });

  it.each([401, 403])('drops only the seller session on %i from a seller call', async (status) => {
    localStorage.setItem('token', 'dealer');
    localStorage.setItem('sellerToken', 'seller');
    respond(jsonResponse(status, { code: status, message: '권한', data: null }));
    await get('/v1/sellers/auctions', { ...SELLER_SESSION, silent: true });
    expect({ ...localStorage }).toEqual({ token: 'dealer' });
  });

  it('sends the operator token on an operator call and drops only it on 401', async () => {
    localStorage.setItem('token', 'dealer');
    localStorage.setItem('sellerToken', 'seller');
    localStorage.setItem('operatorToken', 'operator');
    respond(jsonResponse(401, { code: 401, message: '로그인', data: null }));
    await get('/v1/admin/me', { ...OPERATOR_SESSION, silent: true });
    expect(lastRequest().headers.get('authorization')).toBe('Bearer operator');
    expect({ ...localStorage }).toEqual({ token: 'dealer', sellerToken: 'seller' });
  });

  it('keeps the operator session on 403 ADMIN_ONLY (a STAFF operator on an ADMIN call)', async () => {
    localStorage.setItem('operatorToken', 'staff');
    respond(
      jsonResponse(403, {
        code: 403,
        message: '관리자 권한이 필요한 작업입니다.',
        data: null,
        errorCode: 'ADMIN_ONLY',
      }),
    );
    const result = await get('/v1/admin/operators', { ...OPERATOR_SESSION, silent: true });
    expect(result).toMatchObject({ ok: false, status: 403, errorCode: 'ADMIN_ONLY' });
    expect(localStorage.getItem('operatorToken')).toBe('staff');
    respond(jsonResponse(403, { code: 403, message: '권한', data: null, errorCode: 'FORBIDDEN' }));
    await get('/v1/admin/dealers', { ...OPERATOR_SESSION, silent: true });
    expect(localStorage.getItem('operatorToken')).toBeNull();
  });

  it('keeps local storage on other failures', async () => {
    localStorage.setItem('token', 'abc');
    respond(jsonResponse(404, { code: 404, message: '없음', data: null }));
    await get('/v1/x', { silent: true });
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('sends multipart forms without a JSON content type', async () => {
    respond(jsonResponse(200, { code: 200, message: '', data: { url: '/uploads/a.png' } }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    const result = await request<{ url: string }>('POST', '/v1/files/images', form, {});
    expect(result.ok && result.data.url).toBe('/uploads/a.png');
    // The form itself went out: fetch set the multipart type with its boundary, and the file field is in it.
    const { headers, body } = lastRequest();
    expect(headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('Content-Disposition: form-data; name="file"');
  });
});
