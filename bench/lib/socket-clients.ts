// A child process of bench/socket-fanout.ts: opens `count` Socket.IO clients (one connection each) on one
// auction's room and stamps every `auction-update` as it arrives. Each update is known by its bidderCount; the
// parent tells it over IPC when it sent the request behind each one, and the latencies are computed here.
import { io, type Socket } from 'socket.io-client';
import {
  socketClock,
  type ArrivalSpan,
  type ClientsConfig,
  type ToClients,
  type ToParent,
} from './socket-group';

/** Handshakes in flight per process, as a crowd reconnecting after a restart would. */
const CONNECT_AT_ONCE = 100;

const config = JSON.parse(process.argv[2] ?? '{}') as ClientsConfig;
const sockets: Socket[] = [];
/** Arrival times per update, by bidderCount. */
const arrivals = new Map<number, number[]>();

const tell = (message: ToParent) => process.send?.(message);

function onUpdate(payload: { bidderCount: number }) {
  const at = socketClock();
  let times = arrivals.get(payload.bidderCount);
  if (!times) {
    times = [];
    arrivals.set(payload.bidderCount, times);
  }
  times.push(at);
  if (times.length === sockets.length) {
    tell({ type: 'received', key: payload.bidderCount });
  }
}

function connectOne(): Promise<boolean> {
  const socket = io(`${config.url}/auction`, {
    transports: ['websocket'],
    auth: { token: config.token, auctionId: config.auctionId },
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      sockets.push(socket);
      socket.on('auction-update', onUpdate);
      resolve(true);
    });
    socket.once('connect_error', () => {
      socket.close();
      resolve(false);
    });
  });
}

async function connectAll(): Promise<void> {
  const started = performance.now();
  let failed = 0;
  for (let opened = 0; opened < config.count; opened += CONNECT_AT_ONCE) {
    const batch = Math.min(CONNECT_AT_ONCE, config.count - opened);
    const outcomes = await Promise.all(Array.from({ length: batch }, connectOne));
    failed += outcomes.filter((ok) => !ok).length;
  }
  tell({ type: 'ready', connected: sockets.length, failed, connectMs: performance.now() - started });
}

process.on('message', (message: ToClients) => {
  if (message.type === 'collect') {
    const latencies: number[] = [];
    const spans: Record<number, ArrivalSpan> = {};
    let missing = 0;
    for (const [key, sentAt] of Object.entries(message.sent)) {
      const times = arrivals.get(Number(key)) ?? [];
      missing += sockets.length - times.length;
      latencies.push(...times.map((at) => at - sentAt));
      if (times.length > 0) {
        // Arrivals are pushed in order.
        spans[Number(key)] = { first: times[0]!, last: times.at(-1)! };
      }
    }
    tell({ type: 'latencies', latencies, missing, spans });
    return;
  }
  for (const socket of sockets) {
    socket.close();
  }
  // Let the close frames go out; nothing else is pending.
  setTimeout(() => process.exit(0), 100);
});

await connectAll();
