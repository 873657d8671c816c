// Socket.IO on the API's HTTP server: namespace /auction, websocket only, dealer token required, one room per auction.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { SOCKET_NAMESPACE, type ClientToServerEvents, type ServerToClientEvents } from '@autobid/shared';
import type { Principal, TokenService } from '../lib/jwt';
import { auctionRoom, type AuctionNamespace } from './auction-events';

/** What a connected socket carries: the dealer its token named. */
type SocketData = { principal?: Principal };
// The server-side events between servers (the Redis adapter's serverSideEmit) are not used.
type AuctionServer = Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketData>;

export type Realtime = {
  io: AuctionServer;
  auction: AuctionNamespace;
  close(): Promise<void>;
};

export type RealtimeOptions = {
  tokens: TokenService;
  /** Several server processes share rooms through Redis when set. */
  redisUrl?: string;
};

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

export function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const io: AuctionServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // Same origin in production; the Vite dev server proxies /socket.io.
    cors: { origin: false },
  });

  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }

  const auction = io.of(SOCKET_NAMESPACE);
  auction.use((socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '') : undefined;
    options.tokens
      .verify(token)
      .then((principal) => {
        if (!principal || principal.role !== 'dealer') {
          next(new Error('unauthorized'));
          return;
        }
        socket.data.principal = principal;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
  auction.on('connection', (socket) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const auctionId = parseAuctionId(auth?.auctionId) ?? parseAuctionId(socket.handshake.query.auctionId);
    if (auctionId !== null) {
      void socket.join(auctionRoom(auctionId));
    }
  });

  return {
    io,
    auction,
    async close() {
      // Fastify closes the HTTP server itself; here only the sockets, the engine and Redis.
      io.disconnectSockets(true);
      io.engine.close();
      if (redis) {
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}
