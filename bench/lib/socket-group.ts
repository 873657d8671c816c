// The parent's side of bench/lib/socket-clients.ts: N sockets on one auction spread over child processes
// (the load never runs in the server's process nor in the bench's), and the messages between them.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One clock for the bench and its client processes on this machine: milliseconds since the epoch, sub-ms. */
export function socketClock(): number {
  return performance.timeOrigin + performance.now();
}

export type ClientsConfig = { url: string; token: string; auctionId: number; count: number };

export type ToClients =
  /** The send time of the request behind each update, by bidderCount: answer every arrival's latency. */
  { type: 'collect'; sent: Record<number, number> } | { type: 'close' };

export type ToParent =
  | { type: 'ready'; connected: number; failed: number; connectMs: number }
  /** Every socket of this process has the update with this bidderCount. */
  | { type: 'received'; key: number }
  /** Every arrival's latency, and per update (bidderCount) the first and the last arrival in this process. */
  | { type: 'latencies'; latencies: number[]; missing: number; spans: Record<number, ArrivalSpan> };

/** When an update reached its first and its last socket (socketClock). */
export type ArrivalSpan = { first: number; last: number };

/** Sockets per client process: 5,000 sockets spread over four processes, 1,000 in one. */
const SOCKETS_PER_PROCESS = 1_250;

export type ClientGroup = {
  connected: number;
  failed: number;
  /** How long the slowest process took to open its sockets. */
  connectMs: number;
  /** Resolves once every socket has the update with this bidderCount, or after `timeoutMs` (false). */
  received(key: number, timeoutMs: number): Promise<boolean>;
  collect(
    sent: Record<number, number>,
  ): Promise<{ latencies: number[]; missing: number; spans: Record<number, ArrivalSpan> }>;
  close(): Promise<void>;
};

function nextMessage<T extends ToParent['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ToParent, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ToParent) => {
      if (message.type === type) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<ToParent, { type: T }>);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`socket client process exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Opens `count` sockets to `url` joined to the auction's room; resolves when all have tried to connect. */
export async function openClientGroup(config: ClientsConfig): Promise<ClientGroup> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-clients.ts');
  const processes = Math.ceil(config.count / SOCKETS_PER_PROCESS);
  const children = Array.from({ length: processes }, (_, index) => {
    const count = Math.floor(config.count / processes) + (index < config.count % processes ? 1 : 0);
    return fork(script, [JSON.stringify({ ...config, count })], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  });
  const received = new Map<number, number>();
  const waiters = new Map<number, () => void>();
  for (const child of children) {
    child.on('message', (message: ToParent) => {
      if (message.type !== 'received') {
        return;
      }
      const count = (received.get(message.key) ?? 0) + 1;
      received.set(message.key, count);
      if (count === children.length) {
        waiters.get(message.key)?.();
      }
    });
  }
  const ready = await Promise.all(children.map((child) => nextMessage(child, 'ready')));
  return {
    connected: ready.reduce((sum, r) => sum + r.connected, 0),
    failed: ready.reduce((sum, r) => sum + r.failed, 0),
    connectMs: Math.max(...ready.map((r) => r.connectMs)),
    received(key, timeoutMs) {
      if (received.get(key) === children.length) {
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(key);
          resolve(false);
        }, timeoutMs);
        waiters.set(key, () => {
          clearTimeout(timer);
          waiters.delete(key);
          resolve(true);
        });
      });
    },
    async collect(sent) {
      const answers = await Promise.all(
        children.map((child) => {
          const answer = nextMessage(child, 'latencies');
          child.send({ type: 'collect', sent } satisfies ToClients);
          return answer;
        }),
      );
      const spans: Record<number, ArrivalSpan> = {};
      for (const answer of answers) {
        for (const [key, span] of Object.entries(answer.spans)) {
          const known = spans[Number(key)];
          spans[Number(key)] = known
            ? { first: Math.min(known.first, span.first), last: Math.max(known.last, span.last) }
            : span;
        }
      }
      return {
        latencies: answers.flatMap((a) => a.latencies),
        missing: answers.reduce((sum, a) => sum + a.missing, 0),
        spans,
      };
    },
    async close() {
      await Promise.all(
        children.map((child) => {
          if (child.exitCode !== null) {
            return Promise.resolve();
          }
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.send({ type: 'close' } satisfies ToClients);
          return exited;
        }),
      );
    },
  };
}
