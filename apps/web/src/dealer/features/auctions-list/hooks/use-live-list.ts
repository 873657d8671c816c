// Keeps /auction/list honest without asking the server again (docs/domain.md "Bidding"): an auction leaves
// every cached list page when its countdown reaches zero or an `auction-update` says it left PROGRESS. One
// socket watches the listed auctions (`watch-auctions`); the lists are edited in the query cache, never
// refetched.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  SOCKET_EVENT_AUCTION_UPDATE,
  SOCKET_EVENT_WATCH_AUCTIONS,
  SOCKET_WATCH_MAX_AUCTIONS,
  type AuctionListItem,
  type PagedList,
} from '@autobid/shared';
import { useProfile } from '@/lib/dealer-session';
import type { AuctionSocket } from '@/lib/socket';
import { AUCTION_LIST_KEY } from '../api/get-auctions';

type ListData = InfiniteData<PagedList<AuctionListItem>>;
/** Listed auction id -> its end in ms (null: no end known). */
type Listed = ReadonlyMap<number, number | null>;

/** setTimeout's longest delay; a later end is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/** Every auction of every cached list page, as a sorted "id@end" text: a stable snapshot of what is listed. */
function listedSnapshot(client: QueryClient): string {
  const entries = new Set<string>();
  for (const [, data] of client.getQueriesData<ListData>({ queryKey: AUCTION_LIST_KEY })) {
    for (const page of data?.pages ?? []) {
      for (const item of page.items) {
        const end = item.endDate ? Date.parse(item.endDate) : NaN;
        entries.add(`${item.id}@${Number.isFinite(end) ? end : ''}`);
      }
    }
  }
  return [...entries].sort().join(',');
}

function parseListed(snapshot: string): Listed {
  const listed = new Map<number, number | null>();
  for (const entry of snapshot ? snapshot.split(',') : []) {
    const [id, end] = entry.split('@');
    listed.set(Number(id), end ? Number(end) : null);
  }
  return listed;
}

/** The listed auctions whose end has come. */
export function endedAuctions(listed: Listed, now: number): Set<number> {
  const ended = new Set<number>();
  for (const [id, end] of listed) {
    if (end !== null && end <= now) {
      ended.add(id);
    }
  }
  return ended;
}

/** The earliest end still ahead, or null. */
export function nextEnd(listed: Listed, now: number): number | null {
  let next: number | null = null;
  for (const end of listed.values()) {
    if (end !== null && end > now && (next === null || end < next)) {
      next = end;
    }
  }
  return next;
}

/** Takes these auctions out of every cached list page (the totals follow); an untouched list keeps its identity. */
export function removeFromLists(client: QueryClient, ids: ReadonlySet<number>): void {
  if (ids.size === 0) {
    return;
  }
  client.setQueriesData<ListData>({ queryKey: AUCTION_LIST_KEY }, (data) => {
    if (!data) {
      return data;
    }
    const kept = data.pages.map((page) => page.items.filter((item) => !ids.has(item.id)));
    const removed = data.pages.reduce((sum, page, i) => sum + page.items.length - (kept[i]?.length ?? 0), 0);
    if (removed === 0) {
      return data;
    }
    // Every page carries the list's total.
    const pages = data.pages.map((page, i) => ({
      ...page,
      items: kept[i] ?? [],
      total: Math.max(0, page.total - removed),
    }));
    return { ...data, pages };
  });
}

export function useLiveList(): void {
  const client = useQueryClient();
  const signedIn = useProfile().id > 0;
  const read = () => listedSnapshot(client);
  const snapshot = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    read,
    // The list's first screen is drawn at build time too (app/prerender.tsx).
    read,
  );
  const listed = useMemo(() => parseListed(snapshot), [snapshot]);

  // The countdown: at the next end, the ended auctions go (a timer that fired early just waits again).
  const [wake, setWake] = useState(0);
  useEffect(() => {
    const now = Date.now();
    const ended = endedAuctions(listed, now);
    if (ended.size > 0) {
      removeFromLists(client, ended);
      return;
    }
    const next = nextEnd(listed, now);
    if (next === null) {
      return;
    }
    const timer = window.setTimeout(() => setWake((n) => n + 1), Math.min(next - now, MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [client, listed, wake]);

  // The socket: the ids it watches follow the list; an auction no longer in PROGRESS goes.
  const ids = useMemo(() => [...listed.keys()].slice(0, SOCKET_WATCH_MAX_AUCTIONS), [listed]);
  const idsKey = ids.join(',');
  const watched = useRef<number[]>(ids);
  const socketRef = useRef<AuctionSocket | null>(null);
  useEffect(() => {
    if (!signedIn) {
      return;
    }
    // The Socket.IO client loads after the first cards show, not with the page (the first download).
    let socket: AuctionSocket | null = null;
    let isUnmounted = false;
    void import('@/lib/socket').then(({ connectListSocket }) => {
      if (isUnmounted) {
        return;
      }
      const live = connectListSocket();
      socket = live;
      socketRef.current = live;
      // On every (re)connection: a new connection has no rooms yet.
      live.on('connect', () => {
        live.emit(SOCKET_EVENT_WATCH_AUCTIONS, watched.current);
      });
      live.on(SOCKET_EVENT_AUCTION_UPDATE, (event) => {
        if (event.status !== 'PROGRESS') {
          removeFromLists(client, new Set([event.auctionId]));
        }
      });
    });
    return () => {
      isUnmounted = true;
      socketRef.current = null;
      socket?.off();
      socket?.disconnect();
    };
  }, [client, signedIn]);
  useEffect(() => {
    watched.current = ids;
    if (socketRef.current?.connected) {
      socketRef.current.emit(SOCKET_EVENT_WATCH_AUCTIONS, ids);
    }
    // ids changes identity with every list edit; what is watched changes only with idsKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey]);
}
