// Real server processes for the scale-out tests (multi-process.test.ts, multi-process-uploads.test.ts): each runs
// src/server.ts under tsx on its own port with the given environment, and a round-robin TCP proxy stands in for the
// load balancer in front of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import getPort from 'get-port';

const serverDir = path.resolve(import.meta.dirname, '..', '..');

/** A TCP proxy that hands each new connection to the next backend in turn; `peek` says which one is next. */
export function roundRobinProxy(ports: number[]): { server: Server; ready: Promise<number>; peek(): number } {
  let turn = 0;
  const server = createServer((client) => {
    const port = ports[turn % ports.length]!;
    turn += 1;
    const backend = connect(port, '127.0.0.1');
    client.pipe(backend).pipe(client);
    client.on('error', () => backend.destroy());
    backend.on('error', () => client.destroy());
  });
  const ready = new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return { server, ready, peek: () => ports[turn % ports.length]! };
}

export type RunningServer = { child: ChildProcess; port: number; output: string[] };

/** Starts a server process and waits (up to 2 minutes) until its liveness probe answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await getPort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) {
      return { child, port, output };
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`server did not start:\n${output.join('')}`);
    }
    await delay(250);
  }
}

/** SIGTERM, then SIGKILL after 15 s at most. */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, delay(15_000)]);
  server.child.kill('SIGKILL');
}
