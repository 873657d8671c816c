// A test's Socket.IO client on the /auction namespace, as the web opens it (websocket only), joining a room by
// its handshake; no reconnection, so a refused or dropped socket stays that way.
import { io, type Socket } from 'socket.io-client';

/** Starts connecting to `baseUrl`'s /auction with this handshake; the socket is added to `opened` to close after. */
export function openAuctionSocket(
  baseUrl: string,
  auth: Record<string, unknown>,
  opened: Socket[],
  query?: Record<string, string>,
): Socket {
  const socket = io(`${baseUrl}/auction`, {
    transports: ['websocket'],
    auth,
    query,
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return socket;
}

/** A socket in the auction's room: resolves once connected, rejects on a refusal. */
export async function joinAuctionRoom(
  baseUrl: string,
  auth: { token: string; auctionId: number },
  opened: Socket[],
): Promise<Socket> {
  const socket = openAuctionSocket(baseUrl, auth, opened);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
