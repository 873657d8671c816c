import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import type { AuctionListItem, AuctionUpdateEvent, PagedList } from '@autobid/shared';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { calls, renderApp, testQueryClient } from '@/testing/harness';
import { AUCTION_LIST_KEY } from '../api/get-auctions';
import { endedAuctions, nextEnd, useLiveList } from './use-live-list';

/** The cache the rendered tree reads; the dealer's profile is seeded into it. */
let queryClient = testQueryClient();

/** The one list socket the hook opens: what it listens to and what it sent. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = {
    connected: false,
    emitted: [] as unknown[][],
    on: (event: string, handler: (payload?: unknown) => void) => {
      handlers.set(event, handler);
      return socket;
    },
    off: () => {
      handlers.clear();
      return socket;
    },
    emit: (...args: unknown[]) => {
      socket.emitted.push(args);
      return socket;
    },
    disconnect: vi.fn(),
    /** The server side: connect, or push an update. */
    fire: (event: string, payload?: unknown) => handlers.get(event)?.(payload),
  };
  return { socket, connects: vi.fn(() => socket) };
});
vi.mock('@/lib/socket', () => ({ connectListSocket: fake.connects }));

const NOW = Date.parse('2026-11-22T08:00:00Z');

function item(id: number, endsInMs: number): AuctionListItem {
  return {
    id,
    status: 'PROGRESS',
    images: [],
    image: '',
    model: `모델 ${id}`,
    brand: null,
    year: 2020,
    fuel: 'GASOLINE',
    accident: '없음',
    endDate: new Date(NOW + endsInMs).toISOString(),
    region1: '서울특별시',
    region2: '강남구',
    mileage: 1000,
    hopePrice: null,
    maxBiddingPrice: 0,
    bidderCount: 0,
    viewCount: 0,
    isLiked: false,
    ownerConsentConfirmed: false,
  };
}

type ListData = InfiniteData<PagedList<AuctionListItem>>;

function listOf(pages: AuctionListItem[][]): ListData {
  return {
    pageParams: pages.map((_, i) => i + 1),
    pages: pages.map((items, i) => ({
      items,
      total: 5,
      page: i + 1,
      size: 3,
      isLast: i === pages.length - 1,
    })),
  };
}

function Probe() {
  useLiveList();
  return null;
}

function setup() {
  const client = queryClient;
  // On the page the grid observes its list; here nothing does, so keep the lists from being collected.
  client.setQueryDefaults(AUCTION_LIST_KEY, { gcTime: Infinity });
  const key: readonly unknown[] = [...AUCTION_LIST_KEY, { brandIds: [] }];
  const likedKey: readonly unknown[] = [...AUCTION_LIST_KEY, { liked: true }];
  client.setQueryData<ListData>(
    key,
    listOf([
      [item(1, 60_000), item(2, 3_600_000), item(3, 7_200_000)],
      [item(4, 60_000), item(5, 9_000_000)],
    ]),
  );
  client.setQueryData<ListData>(likedKey, listOf([[item(2, 3_600_000)]]));
  renderApp(<Probe />, { queryClient: client });
  const ids = (which = key) =>
    client.getQueryData<ListData>(which)?.pages.map((page) => page.items.map((i) => i.id)) ?? [];
  return { client, key, likedKey, ids };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  dealerSession.setProfile(queryClient, { ...emptyProfile, id: 9 });
  fake.socket.emitted = [];
  fake.socket.connected = false;
  fake.connects.mockClear();
});
afterEach(() => {
  queryClient = testQueryClient();
  vi.useRealTimers();
});

describe('useLiveList', () => {
  it('drops an auction from every cached page when its countdown reaches zero, not before', () => {
    const { client, key, ids } = setup();
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(ids()).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(ids()).toEqual([[2, 3], [5]]);
    expect(client.getQueryData<ListData>(key)?.pages.map((page) => page.total)).toEqual([3, 3]);
    act(() => {
      vi.advanceTimersByTime(3_600_000 - 60_000);
    });
    expect(ids()).toEqual([[3], [5]]);
  });

  it('drops an auction whose update leaves PROGRESS, in every list, and watches what is listed', async () => {
    const { likedKey, ids } = setup();
    // The socket client is loaded after the first render.
    await act(() => vi.dynamicImportSettled());
    expect(fake.connects).toHaveBeenCalledTimes(1);
    fake.socket.connected = true;
    act(() => {
      fake.socket.fire('connect');
    });
    expect(fake.socket.emitted).toEqual([['watch-auctions', [1, 2, 3, 4, 5]]]);

    const update = (auctionId: number, status: AuctionUpdateEvent['status']): AuctionUpdateEvent => ({
      auctionId,
      status,
      maxBiddingPrice: 0,
      bidderCount: 1,
      endDate: null,
      reason: status === 'PROGRESS' ? 'BID' : 'STATUS',
    });
    act(() => {
      fake.socket.fire('auction-update', update(2, 'PROGRESS'));
    });
    expect(ids()).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    act(() => {
      fake.socket.fire('auction-update', update(2, 'ADMIN_CANCELED'));
    });
    expect(ids()).toEqual([
      [1, 3],
      [4, 5],
    ]);
    expect(ids(likedKey)).toEqual([[]]);
    // The watched list follows, once per change.
    expect(fake.socket.emitted.at(-1)).toEqual(['watch-auctions', [1, 3, 4, 5]]);
    act(() => {
      fake.socket.fire('auction-update', update(5, 'TIME_EXPIRED'));
    });
    expect(fake.socket.emitted).toEqual([
      ['watch-auctions', [1, 2, 3, 4, 5]],
      ['watch-auctions', [1, 3, 4, 5]],
      ['watch-auctions', [1, 3, 4]],
    ]);
    // A reconnection names them again.
    act(() => {
      fake.socket.fire('connect');
    });
    expect(fake.socket.emitted.at(-1)).toEqual(['watch-auctions', [1, 3, 4]]);
  });

  it('never asks the server again', async () => {
    setup();
    // Async, so a call a timer started would reach the API meanwhile; an unanswered one fails the test too
    // (testing/setup.ts).
    await act(() => vi.advanceTimersByTimeAsync(10_000_000));
    expect(calls()).toEqual([]);
  });
});

describe('endedAuctions / nextEnd', () => {
  it('reads the ends', () => {
    const listed = new Map<number, number | null>([
      [1, 100],
      [2, 200],
      [3, null],
    ]);
    expect([...endedAuctions(listed, 100)]).toEqual([1]);
    expect(nextEnd(listed, 100)).toBe(200);
    expect(nextEnd(listed, 200)).toBeNull();
  });
});
