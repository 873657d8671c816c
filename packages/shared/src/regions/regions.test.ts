import { describe, expect, it } from 'vitest';
import { findProvince, REGION_TREE, searchRegions } from './index';

describe('region tree', () => {
  it('holds all 17 provinces with their districts', () => {
    expect(REGION_TREE).toHaveLength(17);
    expect(findProvince('서울특별시')?.districts).toHaveLength(25);
    expect(findProvince('경기도')?.districts.map((d) => d.name)).toContain('수원시 장안구');
    expect(findProvince('강원특별자치도')).toBeDefined();
  });

  it('searches neighbourhoods by every word of the query', () => {
    expect(searchRegions('강남구 역삼')).toEqual([
      { region1: '서울특별시', region2: '강남구', region3: '역삼동', address: '서울특별시 강남구 역삼동' },
    ]);
    expect(searchRegions('세종 조치원')[0]).toMatchObject({ region1: '세종특별자치시', region2: '', region3: '조치원읍' });
    expect(searchRegions('  ')).toEqual([]);
    expect(searchRegions('동', 5)).toHaveLength(5);
  });
});
