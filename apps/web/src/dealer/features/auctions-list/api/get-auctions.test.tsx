import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { getToken, setToken } from '@/lib/storage';
import { auctionDetailFixture } from '@/testing/fixtures';
import { searchParamsToFilters } from '../filters';
import { prefetchAuctions, useAuctions } from './get-auctions';

const fetchMock = vi.fn<typeof fetch>();
const page = {
  // A detail holds every field of a list item.
  items: [auctionDetailFixture({ id: 7, model: '그랜저' })],
  page: 1,
  size: 12,
  total: 1,
  isLast: true,
};
const ok = () =>
  Promise.resolve(new Response(JSON.stringify({ code: 200, message: '성공', data: page }), { status: 200 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToken('dealer-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('the list page asked for ahead of the screen (issue 14)', () => {
  it('asks once for the URL filters; the list mounting after uses that answer without asking again', async () => {
    fetchMock.mockImplementation(ok);
    const client = createQueryClient();
    const search = new URLSearchParams('brandIds=3&liked=true');
    await prefetchAuctions(client, search);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = fetchMock.mock.calls[0]![0] as string;
    expect(url).toContain('/v1/dealers/auction/list');
    expect(url).toContain('brandIds=3');
    expect(url).toContain('liked=true');

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAuctions(searchParamsToFilters(search)), { wrapper });
    await waitFor(() => expect(result.current.data?.pages[0]?.items).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a refusal (a dealer not approved yet) leaves the session alone for the guard to decide', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 403, message: '승인된 딜러만 이용할 수 있습니다.' }), {
          status: 403,
        }),
      ),
    );
    await prefetchAuctions(createQueryClient(), new URLSearchParams());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('dealer-token');
  });
});
