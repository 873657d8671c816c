// Socket.IO client for live auction updates: websocket only, namespace /auction, token as auth (the
// dealer's by default; the seller app passes its own).
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_NAMESPACE,
  SOCKET_RECONNECTION_DELAY_MAX_MS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@autobid/shared';
import { getToken } from './storage';

export type AuctionSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One connection per watched auction; the caller disconnects it when the view unmounts. */
export function connectAuctionSocket(auctionId: number, token: string | null = getToken()): AuctionSocket {
  return open(token, { auctionId: String(auctionId) });
}

/**
 * One connection for a list of auctions (the dealer's /auction/list): no auction of its own; it names the
 * listed ones with `watch-auctions`, again after each reconnection (rooms do not survive one).
 */
export function connectListSocket(token: string | null = getToken()): AuctionSocket {
  return open(token, {});
}

function open(token: string | null, query: Record<string, string>): AuctionSocket {
  return io(SOCKET_NAMESPACE, {
    transports: ['websocket'],
    auth: { token: token ?? '' },
    query,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
    timeout: SOCKET_TIMEOUT_MS,
  });
}
