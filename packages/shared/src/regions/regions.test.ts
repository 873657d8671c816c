import { describe, expect, it } from 'vitest';
import {
  DISTRICT_TREE,
  findProvince,
  parseRegionFilter,
  REGION_TREE,
  regionFilterEntry,
  searchRegions,
} from './index';

describe('region tree', () => {
  it('ships the same provinces and districts in the district-only tree the filters load', () => {
    expect(DISTRICT_TREE).toEqual(
      REGION_TREE.map((province) => ({
        code: province.code,
        name: province.name,
        districts: province.districts.map((district) => ({ code: district.code, name: district.name })),
      })),
    );
  });

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
    expect(searchRegions('세종 조치원')[0]).toMatchObject({
      region1: '세종특별자치시',
      region2: '',
      region3: '조치원읍',
    });
    expect(searchRegions('  ')).toEqual([]);
    expect(searchRegions('동', 5)).toHaveLength(5);
  });

  it('names a filter place by its province, then the district as the tree names it', () => {
    expect(regionFilterEntry('부산광역시', '서구')).toBe('부산광역시 서구');
    expect(regionFilterEntry('경기도', '수원시 영통구')).toBe('경기도 수원시 영통구');
    expect(regionFilterEntry('서울특별시')).toBe('서울특별시');
    expect(regionFilterEntry('세종특별자치시', '세종특별자치시')).toBe('세종특별자치시');
    expect(parseRegionFilter('부산광역시 서구')).toEqual({ province: '부산광역시', district: '서구' });
    expect(parseRegionFilter(' 경기도  수원시 영통구 ')).toEqual({
      province: '경기도',
      district: '수원시 영통구',
    });
    expect(parseRegionFilter('부산광역시')).toEqual({ province: '부산광역시', district: null });
    expect(parseRegionFilter('세종특별자치시 세종특별자치시')).toEqual({
      province: '세종특별자치시',
      district: null,
    });
    // A bare district, a district of another province, a city above its districts, an unknown name.
    for (const entry of ['서구', '부산광역시 영통구', '경기도 수원시', '화성', '']) {
      expect(parseRegionFilter(entry), entry).toBeNull();
    }
  });
});
