// The auction list's `regions` filter: a district carries its province (`부산광역시 서구`), so one of the
// seven district names that repeat across cities matches only that place; a province alone matches all
// of it; an entry the region tree does not name is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, AUCTION_MESSAGES } from '@autobid/shared';
import { createDealer, createLiveAuction } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('auction list region filter', () => {
  let ctx: TestContext;
  let dealerId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext();
    dealerId = (await createDealer(ctx.db)).id;
    const places: [key: string, region1: string, region2: string][] = [
      ['busanSeogu', '부산광역시', '서구'],
      ['incheonSeogu', '인천광역시', '서구'],
      ['daeguSeogu', '대구광역시', '서구'],
      ['busanHaeundae', '부산광역시', '해운대구'],
      ['suwonYeongtong', '경기도', '수원시 영통구'],
      ['suwonJangan', '경기도', '수원시 장안구'],
      ['sejong', '세종특별자치시', ''],
    ];
    // Ending one after another, so the list's order is this order.
    for (const [index, [key, region1, region2]] of places.entries()) {
      ids[key] = (
        await createLiveAuction(ctx.db, { region1, region2, endsInMs: 1_000_000 + index * 1_000 })
      ).id;
    }
  });
  afterAll(async () => ctx.close());

  const list = (regions: string) => ctx.call(api.auctions.list, { query: { size: 50, regions } }, dealerId);
  const idsFor = async (regions: string) => {
    const { status, message, data } = await list(regions);
    expect(status, message).toBe(200);
    expect(data.total).toBe(data.items.length);
    return data.items.map((item) => item.id);
  };

  it('matches a district only inside its own province', async () => {
    expect(await idsFor('부산광역시 서구')).toEqual([ids.busanSeogu]);
    expect(await idsFor('인천광역시 서구')).toEqual([ids.incheonSeogu]);
    expect(await idsFor('부산광역시 서구,대구광역시 서구')).toEqual([ids.busanSeogu, ids.daeguSeogu]);
  });

  it('matches every district of a province given alone, next to districts of other provinces', async () => {
    expect(await idsFor('부산광역시')).toEqual([ids.busanSeogu, ids.busanHaeundae]);
    expect(await idsFor('부산광역시,인천광역시 서구')).toEqual([
      ids.busanSeogu,
      ids.incheonSeogu,
      ids.busanHaeundae,
    ]);
    expect(await idsFor('경기도')).toEqual([ids.suwonYeongtong, ids.suwonJangan]);
    expect(await idsFor('세종특별자치시')).toEqual([ids.sejong]);
  });

  it('names a district the way the region tree does, spaces included', async () => {
    expect(await idsFor('경기도 수원시 영통구')).toEqual([ids.suwonYeongtong]);
    // As the web app's URLSearchParams writes it (a space as "+").
    const { data } = await ctx.call(api.auctions.list, {}, dealerId, {
      rawQuery: `?${new URLSearchParams({ regions: '경기도 수원시 영통구,부산광역시 서구' }).toString()}`,
    });
    expect(data.items.map((item) => item.id)).toEqual([ids.busanSeogu, ids.suwonYeongtong]);
    expect(await idsFor('경기도 수원시 장안구,부산광역시 해운대구')).toEqual([
      ids.busanHaeundae,
      ids.suwonJangan,
    ]);
  });

  it('refuses a bare district, a district of another province and an unknown place with 400', async () => {
    for (const regions of ['서구', '부산광역시 영통구', '경기도 수원시', '부산광역시,없는곳']) {
      const { status, message } = await list(regions);
      expect(status, regions).toBe(400);
      expect(message).toBe(AUCTION_MESSAGES.regionInvalid);
    }
  });
});
