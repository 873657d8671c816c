// GET /v1/maps/coordinates with the local geocoder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { geocodeLocally } from '../src/providers/geocoding';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('maps', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers regions and the province centre for a known address', async () => {
    const res = await ctx.call(api.maps.coordinates, {
      query: { address: '서울특별시 강남구 역삼동 823-1' },
    });
    expect(res.status).toBe(200);
    const { data } = res;
    expect(data).toMatchObject({ region1: '서울특별시', region2: '강남구', region3: '역삼동' });
    expect(data.latitude).toBeCloseTo(37.57, 1);
    expect(data.longitude).toBeCloseTo(126.98, 1);
  });

  it('reads short province names, two-word districts and road addresses', () => {
    expect(geocodeLocally('경기 수원시 영통구 매탄동 1')).toMatchObject({
      region1: '경기도',
      region2: '수원시 영통구',
      region3: '매탄동',
    });
    expect(geocodeLocally('서울 강남구 테헤란로 152')).toMatchObject({
      region1: '서울특별시',
      region2: '강남구',
      region3: '',
    });
    expect(geocodeLocally('전라북도 전주시')).toMatchObject({ region1: '전북특별자치도' });
  });

  it('answers 0,0 and empty regions for an unknown address', async () => {
    const res = await ctx.call(api.maps.coordinates, { query: { address: '어딘가 모르는 곳' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ longitude: 0, latitude: 0, region1: '', region2: '', region3: '' });
  });

  it('requires an address', async () => {
    // An empty value is left out of the query: the request carries no address at all.
    const res = await ctx.call(api.maps.coordinates, { query: { address: '' } });
    expect(res.status).toBe(400);
    expect(res.message).toBe('주소를 입력해주세요.');
  });
});
