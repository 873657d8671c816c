// The Socket.IO events of namespace /auction, typed from the shared payload schema for the server's Server and the web's client.
import type { SOCKET_EVENT_AUCTION_UPDATE } from './constants';
import type { AuctionUpdateEvent } from './schemas/auction';

/** What the server sends: `auction-update` to the room of one auction. */
export type ServerToClientEvents = {
  [K in typeof SOCKET_EVENT_AUCTION_UPDATE]: (event: AuctionUpdateEvent) => void;
};

/** The client only listens; it joins its auction's room by the handshake, not by an event. */
export type ClientToServerEvents = Record<never, never>;
