// Geocoding through the Kakao Local address search (docs/decisions/032) against an in-repo fake that speaks its
// documented protocol (test/fakes/kakao-local.ts): the KakaoAK header, the first document's coordinates and regions,
// and every failure (a refused key, the quota, a bad query, a 5xx, a slow answer) answered by the region tree with
// a warning, so a dealer's sign-up never fails because the map service does. Also the keys' boot checks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { geocodeLocally } from '../src/providers/geocoding';
import { createKakaoGeocoder } from '../src/providers/kakao-geocoder';
import { kakaoDocument, startFakeKakaoLocal, type FakeKakaoLocal } from './fakes/kakao-local';
import { configProblems, loadEnv } from './helpers/config-env';
import { createTestContext, type TestContext } from './helpers/test-app';

const MAETAN = '경기 수원시 영통구 매탄동 416';
const GANGNAM = '서울특별시 강남구 테헤란로 152';

describe('Kakao Local geocoder', () => {
  let fake: FakeKakaoLocal;
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const geocoder = (timeoutMs = 1000, restApiKey?: string) =>
    createKakaoGeocoder({
      restApiKey: restApiKey ?? fake.restApiKey,
      baseUrl: fake.url,
      timeoutMs,
      warn: (fields, message) => warnings.push({ fields, message }),
    });

  beforeAll(async () => {
    fake = await startFakeKakaoLocal();
    fake.addresses.set(MAETAN, [
      kakaoDocument({
        addressName: '경기 수원시 영통구 매탄동 416',
        x: '127.046588',
        y: '37.263573',
        regions: ['경기', '수원시 영통구', '매탄동'],
      }),
      kakaoDocument({ addressName: '다른 곳', x: '1', y: '2', regions: ['서울', '중구', '명동'] }),
    ]);
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    fake.mode = { kind: 'answer' };
    fake.calls.length = 0;
    warnings.length = 0;
  });

  it('sends the KakaoAK key and the address, and answers the first document with the tree’s province name', async () => {
    const result = await geocoder()(MAETAN);
    expect(result).toEqual({
      longitude: 127.046588,
      latitude: 37.263573,
      region1: '경기도',
      region2: '수원시 영통구',
      region3: '매탄동',
    });
    expect(fake.calls).toEqual([
      {
        path: '/v2/local/search/address.json',
        query: MAETAN,
        authorization: `KakaoAK ${fake.restApiKey}`,
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('an address Kakao does not know is the region tree’s answer, without a warning', async () => {
    expect(await geocoder()(GANGNAM)).toEqual(geocodeLocally(GANGNAM));
    expect(fake.calls).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('a refused key (401) answers the region tree and warns with the vendor’s errorType', async () => {
    expect(await geocoder(1000, 'wrongkakaorestapikey0123456789')(MAETAN)).toEqual(geocodeLocally(MAETAN));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toMatchObject({
      provider: 'kakao-local',
      status: 401,
      errorType: 'AccessDeniedError',
      message: 'cannot find appkey',
    });
  });

  it('the quota (429), a bad query (400) and a 5xx each answer the region tree with a warning', async () => {
    fake.mode = { kind: 'throttled' };
    expect(await geocoder()(MAETAN)).toEqual(geocodeLocally(MAETAN));
    fake.mode = { kind: 'answer' };
    expect(await geocoder()('   ')).toEqual(geocodeLocally('   '));
    fake.mode = { kind: 'server-error' };
    expect(await geocoder()(MAETAN)).toEqual(geocodeLocally(MAETAN));
    expect(warnings.map((w) => [w.fields.status, w.fields.errorType])).toEqual([
      [429, 'RequestThrottled'],
      [400, 'MissingParameter'],
      [500, 'InternalServerError'],
    ]);
  });

  it('a slow answer is given up after the timeout: the region tree answers in time', async () => {
    fake.mode = { kind: 'slow', ms: 5000 };
    const started = Date.now();
    expect(await geocoder(300)(MAETAN)).toEqual(geocodeLocally(MAETAN));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings[0]!.fields).toMatchObject({ provider: 'kakao-local', timeoutMs: 300 });
  });

  it('a service that cannot be reached answers the region tree', async () => {
    const gone = createKakaoGeocoder({
      restApiKey: fake.restApiKey,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 1000,
      warn: (fields, message) => warnings.push({ fields, message }),
    });
    expect(await gone(MAETAN)).toEqual(geocodeLocally(MAETAN));
    expect(warnings).toHaveLength(1);
  });

  describe('through GET /v1/maps/coordinates (KAKAO_REST_API_KEY set)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({
        config: { KAKAO_LOCAL: { restApiKey: fake.restApiKey, baseUrl: fake.url } },
      });
    });
    afterAll(async () => ctx.close());

    it('answers Kakao’s coordinates, and the region tree’s while Kakao fails: never an error', async () => {
      const found = await ctx.call(api.maps.coordinates, { query: { address: MAETAN } });
      expect(found.status).toBe(200);
      expect(found.data).toMatchObject({ longitude: 127.046588, latitude: 37.263573, region1: '경기도' });
      expect(fake.calls.at(-1)?.authorization).toBe(`KakaoAK ${fake.restApiKey}`);

      fake.mode = { kind: 'server-error' };
      const fallback = await ctx.call(api.maps.coordinates, { query: { address: MAETAN } });
      expect(fallback.status).toBe(200);
      expect(fallback.data).toEqual(geocodeLocally(MAETAN));
    });
  });
});

describe('Kakao Local keys at boot', () => {
  const load = loadEnv;
  const problemsOf = configProblems;

  it('unset: the region tree (no Kakao); set: Kakao at dapi.kakao.com or the given address', () => {
    expect(load({}).KAKAO_LOCAL).toBeUndefined();
    expect(load({ KAKAO_REST_API_KEY: '0123456789abcdef0123456789abcdef' }).KAKAO_LOCAL).toEqual({
      restApiKey: '0123456789abcdef0123456789abcdef',
      baseUrl: 'https://dapi.kakao.com',
    });
    expect(
      load({
        KAKAO_REST_API_KEY: '0123456789abcdef0123456789abcdef',
        KAKAO_LOCAL_BASE_URL: 'http://127.0.0.1:4000/',
      }).KAKAO_LOCAL?.baseUrl,
    ).toBe('http://127.0.0.1:4000');
  });

  it('a malformed key, or an address without a key, stops the boot with the problem named', () => {
    expect(problemsOf({ KAKAO_REST_API_KEY: 'KakaoAK 0123456789abcdef' })).toEqual([
      expect.stringMatching(/^KAKAO_REST_API_KEY: /),
    ]);
    expect(problemsOf({ KAKAO_LOCAL_BASE_URL: 'http://127.0.0.1:4000' })).toEqual([
      'KAKAO_REST_API_KEY: required when KAKAO_LOCAL_BASE_URL is set',
    ]);
    expect(problemsOf({ KAKAO_LOCAL_BASE_URL: 'not a url', KAKAO_REST_API_KEY: 'x' })).toHaveLength(2);
  });
});
