// Socket.IO on the API's HTTP server: namespace /auction, websocket only, one room per auction. An approved,
// unsuspended dealer with a current token may watch any auction (one by the handshake, a list by
// watch-auctions), and is dropped when that stops being true; a seller token only its own listing's room.
import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  SOCKET_EVENT_WATCH_AUCTIONS,
  SOCKET_NAMESPACE,
  SOCKET_WATCH_MAX_AUCTIONS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@autobid/shared';
import { principalVersionKey, type Principal, type TokenService } from '../lib/jwt';
import { auctionRoom, type AuctionNamespace } from './auction-events';

/** What a connected socket carries: the dealer or seller its token named, the rooms a dealer's list watches. */
type SocketData = { principal?: Principal; watched?: Set<string> };
// The server-side events between servers (the Redis adapter's serverSideEmit) are not used.
type AuctionServer = Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketData>;

export type Realtime = {
  io: AuctionServer;
  auction: AuctionNamespace;
  /** Checks the connected dealers now (tests; the timer does it every recheckMs). */
  recheckNow(): Promise<void>;
  close(): Promise<void>;
};

export type RealtimeOptions = {
  tokens: TokenService;
  /** Several server processes share rooms through Redis when set. */
  redisUrl?: string;
  /** Whether the listing is this seller's: a seller joins only its own auction's room. */
  sellerOwnsAuction: (sellerId: number, auctionId: number) => Promise<boolean>;
  /**
   * Of these dealer principals, the keys (`id:version`) of those that may watch now (exists, current token,
   * approved, not suspended): checked at the handshake and again every `recheckMs` for every connected
   * dealer, whose socket is dropped once it may not.
   */
  dealersAllowedToWatch: (principals: Principal[]) => Promise<Set<string>>;
  /** How often connected dealers are checked again (default 30 s). */
  recheckMs?: number;
};

const DEFAULT_RECHECK_MS = 30_000;

/** The auction a socket asks to watch: `auth.auctionId`, else the `auctionId` query parameter. */
function requestedAuctionId(handshake: {
  auth: Record<string, unknown> | undefined;
  query: Record<string, unknown>;
}): number | null {
  return parseAuctionId(handshake.auth?.auctionId) ?? parseAuctionId(handshake.query.auctionId);
}

/** The rooms of a watch-auctions list, or null when it is not a list of at most the limit of auction ids. */
export function watchedRooms(value: unknown): Set<string> | null {
  if (!Array.isArray(value) || value.length > SOCKET_WATCH_MAX_AUCTIONS) {
    return null;
  }
  const rooms = new Set<string>();
  for (const item of value as unknown[]) {
    const id = typeof item === 'number' ? parseAuctionId(item) : null;
    if (id === null) {
      return null;
    }
    rooms.add(auctionRoom(id));
  }
  return rooms;
}

export function parseAuctionId(value: unknown): number | null {
  const raw = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof raw === 'number') {
    return Number.isSafeInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : null;
  }
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) {
    return null;
  }
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * One dealer's handshake check, answered together with every other handshake of the same event-loop turn: a
 * crowd connecting at once (the list page's sockets after a restart) costs one `check` per turn, not one per
 * socket.
 */
export function batchedWatchCheck(
  check: (principals: Principal[]) => Promise<Set<string>>,
): (principal: Principal) => Promise<boolean> {
  let batch: { principals: Principal[]; allowed: Promise<Set<string>> } | null = null;
  return (principal) => {
    if (!batch) {
      const principals: Principal[] = [];
      const allowed = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // Handshakes from here on start the next batch.
        batch = null;
        return check(principals);
      });
      batch = { principals, allowed };
    }
    batch.principals.push(principal);
    return batch.allowed.then((keys) => keys.has(principalVersionKey(principal)));
  };
}

export async function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  const io: AuctionServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // Same origin in production; the Vite dev server proxies /socket.io.
    cors: { origin: false },
  });

  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    // ioredis and the adapter load only when a Redis is configured (a start without one does not load them).
    const [{ Redis }, { createAdapter }] = await Promise.all([
      import('ioredis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }

  const auction = io.of(SOCKET_NAMESPACE);
  const mayWatch = batchedWatchCheck(options.dealersAllowedToWatch);
  auction.use((socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : undefined;
    options.tokens
      .verify(token)
      .then(async (principal) => {
        if (principal?.role === 'dealer') {
          // A dealer that is gone, waiting for review, suspended or holding an ended token joins no room.
          if (await mayWatch(principal)) {
            socket.data.principal = principal;
            next();
            return;
          }
        }
        if (principal?.role === 'seller') {
          // A seller connects for one auction, its own; anything else is refused like a bad token.
          const auctionId = requestedAuctionId({ auth, query: socket.handshake.query });
          if (auctionId !== null && (await options.sellerOwnsAuction(principal.id, auctionId))) {
            socket.data.principal = principal;
            next();
            return;
          }
        }
        next(new Error('unauthorized'));
      })
      .catch(() => next(new Error('unauthorized')));
  });
  auction.on('connection', (socket) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const auctionId = requestedAuctionId({ auth, query: socket.handshake.query });
    const ownRoom = auctionId === null ? null : auctionRoom(auctionId);
    if (ownRoom) {
      void socket.join(ownRoom);
    }
    // A dealer's list page watches its listed auctions (to drop the ended ones); a seller sees only its own.
    if (socket.data.principal?.role !== 'dealer') {
      return;
    }
    socket.on(SOCKET_EVENT_WATCH_AUCTIONS, (auctionIds: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (watching: number) => void) : () => undefined;
      const rooms = watchedRooms(auctionIds);
      if (!rooms) {
        answer(-1);
        return;
      }
      for (const room of socket.data.watched ?? []) {
        if (!rooms.has(room) && room !== ownRoom) {
          void socket.leave(room);
        }
      }
      void socket.join([...rooms]);
      socket.data.watched = rooms;
      answer(rooms.size);
    });
  });

  // Connected dealers are checked again: a dealer deleted, suspended, sent back to review or whose password
  // changed since it connected loses its socket (and its rooms) within recheckMs.
  let rechecking = false;
  const recheck = async () => {
    if (rechecking) {
      return;
    }
    rechecking = true;
    try {
      const dealerSockets = [...auction.sockets.values()].filter(
        (socket) => socket.data.principal?.role === 'dealer',
      );
      if (dealerSockets.length === 0) {
        return;
      }
      const allowed = await options.dealersAllowedToWatch(
        dealerSockets.flatMap((socket) => (socket.data.principal ? [socket.data.principal] : [])),
      );
      for (const socket of dealerSockets) {
        const principal = socket.data.principal;
        if (principal && !allowed.has(principalVersionKey(principal))) {
          socket.disconnect(true);
        }
      }
    } catch {
      // The database is away for a moment: keep the sockets, try again at the next tick.
    } finally {
      rechecking = false;
    }
  };
  const recheckTimer = setInterval(() => void recheck(), options.recheckMs ?? DEFAULT_RECHECK_MS);
  recheckTimer.unref();

  return {
    io,
    auction,
    recheckNow: recheck,
    async close() {
      clearInterval(recheckTimer);
      // Fastify closes the HTTP server itself; here only the sockets, the engine and Redis.
      io.disconnectSockets(true);
      io.engine.close();
      if (redis) {
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}
