import { describe, expect, it } from 'vitest';
import {
  clearConditions,
  countConditions,
  EMPTY_FILTERS,
  filtersToSearchParams,
  searchParamsToFilters,
  selectionSummary,
  type AuctionFilters,
} from './filters';

describe('auction list filters <-> query string', () => {
  it('round-trips every filter', () => {
    const filters: AuctionFilters = {
      brandIds: [3, 1],
      regions: ['서울특별시', '부산광역시 서구'],
      repair: 'false',
      purpose: 'CIRCUIT',
      liked: true,
    };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe(
      new URLSearchParams({
        brandIds: '3,1',
        regions: '서울특별시,부산광역시 서구',
        repair: 'false',
        purpose: 'CIRCUIT',
        liked: 'true',
      }).toString(),
    );
    expect(searchParamsToFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('drops empty filters and keeps unrelated parameters', () => {
    const params = filtersToSearchParams(
      EMPTY_FILTERS,
      new URLSearchParams('brandIds=1&purpose=ROAD&liked=true&tab=x'),
    );
    expect(params.toString()).toBe('tab=x');
    expect(searchParamsToFilters(params)).toEqual(EMPTY_FILTERS);
  });

  it('ignores malformed values', () => {
    expect(
      searchParamsToFilters(
        new URLSearchParams('brandIds=1,x,,2,1&repair=maybe&purpose=SEA&regions=,부산광역시,&liked=yes'),
      ),
    ).toEqual({
      brandIds: [1, 2],
      regions: ['부산광역시'],
      repair: null,
      purpose: null,
      liked: false,
    });
  });
});

describe('the chosen search conditions', () => {
  const chosen: AuctionFilters = {
    brandIds: [1, 2],
    regions: ['서울특별시'],
    repair: 'true',
    purpose: null,
    liked: true,
  };

  it('counts every brand, region and choice, and not the 관심 차량 view', () => {
    expect(countConditions(EMPTY_FILTERS)).toBe(0);
    expect(countConditions({ ...EMPTY_FILTERS, liked: true })).toBe(0);
    expect(countConditions(chosen)).toBe(4);
    expect(countConditions({ ...chosen, purpose: 'ROAD' })).toBe(5);
  });

  it('clears the conditions and keeps the view', () => {
    expect(clearConditions(chosen)).toEqual({ ...EMPTY_FILTERS, liked: true });
    expect(clearConditions({ ...chosen, liked: false })).toEqual(EMPTY_FILTERS);
  });
});

describe('regions in the query string', () => {
  it('keeps provinces and districts with their province, and drops bare districts and unknown places', () => {
    const params = new URLSearchParams({
      regions: '서구,부산광역시 서구,경기도 수원시 영통구,인천광역시,부산광역시 영통구,없는곳',
    });
    expect(searchParamsToFilters(params).regions).toEqual([
      '부산광역시 서구',
      '경기도 수원시 영통구',
      '인천광역시',
    ]);
  });
});

describe('selectionSummary', () => {
  it('reads 전체, the names, or the first two and a count', () => {
    expect(selectionSummary([])).toBe('전체');
    expect(selectionSummary(['혼다'])).toBe('혼다');
    expect(selectionSummary(['혼다', '야마하'])).toBe('혼다, 야마하');
    expect(selectionSummary(['혼다', '야마하', 'BMW', '두카티'])).toBe('혼다, 야마하 외 2');
  });
});
