// The Socket.IO events of namespace /auction, typed from the shared payload schema for the server's Server and the web's client.
import type { SOCKET_EVENT_AUCTION_UPDATE, SOCKET_EVENT_WATCH_AUCTIONS } from './constants';
import type { AuctionUpdateEvent } from './schemas/auction';

/** What the server sends: `auction-update` to the room of one auction. */
export type ServerToClientEvents = {
  [K in typeof SOCKET_EVENT_AUCTION_UPDATE]: (event: AuctionUpdateEvent) => void;
};

/**
 * A client joins its auction's room by the handshake; a dealer's socket may also name the auctions it lists
 * (`watch-auctions`, replacing its previous list; the answer is how many it now watches, or -1 when the
 * list was refused and nothing changed).
 */
export type ClientToServerEvents = {
  [K in typeof SOCKET_EVENT_WATCH_AUCTIONS]: (auctionIds: number[], ack?: (watching: number) => void) => void;
};
