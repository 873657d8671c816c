import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { api } from '@autobid/shared';
import { getToken, setToken } from '@/lib/storage';
import { auctionDetailFixture } from '@/testing/fixtures';
import { answer, calls, refuse, renderApp, testQueryClient } from '@/testing/harness';
import { searchParamsToFilters } from '../filters';
import { prefetchAuctions, useAuctions } from './get-auctions';

const page = {
  // A detail holds every field of a list item.
  items: [auctionDetailFixture({ id: 7, model: '그랜저' })],
  page: 1,
  size: 12,
  total: 1,
  isLast: true,
};

/** The list as a screen reads it: how many items its first page holds. */
function FirstPage({ search }: { search: URLSearchParams }) {
  const list = useAuctions(searchParamsToFilters(search));
  return <p data-testid="items">{list.data?.pages[0]?.items.length ?? ''}</p>;
}

beforeEach(() => {
  setToken('dealer-token');
});

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

const photoPreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the list page asked for ahead of the screen', () => {
  it('asks once for the URL filters; the list mounting after uses that answer without asking again', async () => {
    answer(api.auctions.list, page);
    const client = testQueryClient();
    const search = new URLSearchParams('brandIds=3&liked=true');
    await prefetchAuctions(client, search);
    expect(calls(api.auctions.list)).toHaveLength(1);
    const url = calls(api.auctions.list)[0]!.url;
    expect(url.pathname).toBe('/api/v1/dealers/auction/list');
    expect(url.searchParams.get('brandIds')).toBe('3');
    expect(url.searchParams.get('liked')).toBe('true');

    renderApp(<FirstPage search={search} />, { queryClient: client });
    await waitFor(() => expect(screen.getByTestId('items').textContent).toBe('1'));
    expect(calls(api.auctions.list)).toHaveLength(1);
  });

  it('a refusal (a dealer not approved yet) leaves the session alone for the guard to decide', async () => {
    refuse(api.auctions.list, { status: 403, message: '승인된 딜러만 이용할 수 있습니다.' });
    await prefetchAuctions(testQueryClient(), new URLSearchParams());
    expect(calls(api.auctions.list)).toHaveLength(1);
    expect(getToken()).toBe('dealer-token');
  });

  it('with preloadFirstPhoto, asks for the first card photo as soon as page 1 is in; without, it does not', async () => {
    const item = auctionDetailFixture({ id: 8, image: '/uploads/main.jpg' });
    answer(api.auctions.list, {
      ...page,
      items: [{ ...item, images: [{ type: 'LEFT_SIDE', image: '/uploads/left.jpg' }] }],
    });
    await prefetchAuctions(testQueryClient(), new URLSearchParams());
    expect(photoPreloads()).toEqual([]);

    await prefetchAuctions(testQueryClient(), new URLSearchParams(), { preloadFirstPhoto: true });
    expect(photoPreloads()).toEqual(['/uploads/left.jpg']);
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('an empty first page preloads nothing', async () => {
    answer(api.auctions.list, { ...page, items: [], total: 0 });
    await prefetchAuctions(testQueryClient(), new URLSearchParams(), { preloadFirstPhoto: true });
    expect(photoPreloads()).toEqual([]);
  });
});
