import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { getAuctions } from '../api/get-auctions';
import { EMPTY_FILTERS, type AuctionFilters } from '../filters';
import { FilterGroups } from './filter-groups';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ code: 200, message: '성공', data: [] }), { status: 200 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderGroups(value: AuctionFilters, onChange = vi.fn<(next: AuctionFilters) => void>()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FilterGroups value={value} onChange={onChange} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '지역' }));
  return onChange;
}

/** The district list under a province, opened. */
function districtsOf(province: string) {
  fireEvent.click(screen.getByRole('button', { name: `${province} 시/군/구 펼치기` }));
  const list = screen
    .getByRole('button', { name: `${province} 시/군/구 접기` })
    .closest('li')
    ?.querySelector('ul');
  if (!list) {
    throw new Error(`no district list under ${province}`);
  }
  return within(list);
}

describe('region filter', () => {
  it('chooses a district with its province, so 부산광역시 서구 is not every 서구', () => {
    const onChange = renderGroups(EMPTY_FILTERS);
    fireEvent.click(districtsOf('부산광역시').getByRole('checkbox', { name: '서구' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, regions: ['부산광역시 서구'] });
  });

  it('names a district of a city with districts the way the region tree does', () => {
    const onChange = renderGroups(EMPTY_FILTERS);
    fireEvent.click(districtsOf('경기도').getByRole('checkbox', { name: '수원시 영통구' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, regions: ['경기도 수원시 영통구'] });
  });

  it('ticks only the chosen place and still chooses a province alone', () => {
    const onChange = renderGroups({ ...EMPTY_FILTERS, regions: ['부산광역시 서구'] });
    expect(districtsOf('인천광역시').getByRole<HTMLInputElement>('checkbox', { name: '서구' }).checked).toBe(
      false,
    );
    expect(districtsOf('부산광역시').getByRole<HTMLInputElement>('checkbox', { name: '서구' }).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^인천광역시/ }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, regions: ['부산광역시 서구', '인천광역시'] });
  });

  it('sends the province-qualified places to the list call', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          code: 200,
          message: '성공',
          data: { items: [], total: 0, size: 12, page: 1, isLast: true },
        }),
        { status: 200 },
      ),
    );
    await getAuctions({ ...EMPTY_FILTERS, regions: ['부산광역시 서구', '경기도'] }, 1);
    const [input] = fetchMock.mock.calls[0] ?? [];
    expect(typeof input).toBe('string');
    const url = new URL(input as string, 'http://localhost');
    expect(url.pathname).toBe('/api/v1/dealers/auction/list');
    expect(url.searchParams.get('regions')).toBe('부산광역시 서구,경기도');
  });
});
