// PostgreSQL stopped and started under load: a real server on a private cluster keeps answering while the database
// is gone (a 503 envelope within 2 s, never a hang or a 500) and serves again within 5 s of the database's return.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, PrivateCluster, ServerProcess, type Answer } from './support';

/** Every answer, outage or not, comes within this. */
const ANSWER_WITHIN_MS = 2000;
/** Service is back this soon after the database accepts connections again. */
const BACK_WITHIN_MS = 5000;
const OUTAGE_MS = 4000;
/** Pause between two requests of one client of the light load. */
const LOAD_PAUSE_MS = 100;

type Sample = { at: number; label: string; answer: Answer | null; error: string | null };

describe('PostgreSQL stopped and started under load', () => {
  let cluster: PrivateCluster;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await PrivateCluster.create();
    cluster.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'autobid-chaos-outage-'));
    server = await ServerProcess.create({ dataDir, databaseUrl: cluster.url, seedDemo: true });
    await server.start();
  }, 300_000);

  afterAll(async () => {
    await server?.kill();
    cluster?.destroy();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('503 envelopes within 2 s while it is down, service back within 5 s after', async () => {
    const token = await login(server.baseUrl, 'dealers', 'dealer', 'dealer1234');
    // Reads and a write of a signed-in dealer, and the readiness check a load balancer polls.
    const requests: { label: string; run: () => Promise<Answer> }[] = [
      {
        label: 'auction list',
        run: () =>
          call(server.baseUrl, 'GET', '/v1/dealers/auction/list?page=1', { token, timeoutMs: 10_000 }),
      },
      {
        label: 'auction detail',
        run: () => call(server.baseUrl, 'GET', '/v1/dealers/auction/1', { token, timeoutMs: 10_000 }),
      },
      {
        label: 'like',
        run: () => call(server.baseUrl, 'POST', '/v1/dealers/auction/2/like', { token, timeoutMs: 10_000 }),
      },
      { label: 'ready', run: () => call(server.baseUrl, 'GET', '/health/ready', { timeoutMs: 10_000 }) },
    ];
    const samples: Sample[] = [];
    let running = true;
    const clients = requests.map(async (request) => {
      while (running) {
        const at = Date.now();
        try {
          samples.push({ at, label: request.label, answer: await request.run(), error: null });
        } catch (error) {
          samples.push({ at, label: request.label, answer: null, error: String(error) });
        }
        await delay(LOAD_PAUSE_MS);
      }
    });

    try {
      await delay(1000);
      const stopping = Date.now();
      cluster.stop();
      const down = Date.now();
      await delay(OUTAGE_MS);
      const restarting = Date.now();
      cluster.start();
      const up = Date.now();

      // Back: a dealer call and readiness both 200, polled apart from the load.
      let backAt: number | null = null;
      while (Date.now() - up < BACK_WITHIN_MS + 1000) {
        const [list, ready] = await Promise.all([requests[0]!.run(), requests[3]!.run()]);
        if (list.status === 200 && ready.status === 200) {
          backAt = Date.now();
          break;
        }
        await delay(50);
      }
      await delay(1000);
      running = false;
      await Promise.all(clients);

      const describeSample = (s: Sample) =>
        `${s.label} at +${s.at - stopping} ms: ${s.error ?? `${s.answer?.status} in ${s.answer?.ms} ms ${JSON.stringify(s.answer?.body).slice(0, 200)}`}`;
      // No request fails at the network level, at any time.
      expect(samples.filter((s) => !s.answer).map(describeSample)).toEqual([]);
      // From the stop to the restart no request hangs: each is answered within 2 s.
      const slow = samples.filter(
        (s) =>
          s.at + (s.answer?.ms ?? 0) >= stopping &&
          s.at < restarting &&
          (s.answer?.ms ?? 0) > ANSWER_WITHIN_MS,
      );
      expect(slow.map(describeSample)).toEqual([]);
      // Sent while the database was down: a 503 SERVICE_UNAVAILABLE envelope, every one.
      const duringOutage = samples.filter((s) => s.at >= down && s.at + (s.answer?.ms ?? 0) < restarting);
      expect(duringOutage.length).toBeGreaterThanOrEqual(requests.length * 5);
      const not503 = duringOutage.filter(
        (s) =>
          s.answer?.status !== 503 ||
          s.answer.body?.code !== 503 ||
          s.answer.body.errorCode !== 'SERVICE_UNAVAILABLE' ||
          !/[가-힣]/.test(s.answer.body.message ?? ''),
      );
      expect(not503.map(describeSample)).toEqual([]);
      // Before the stop and from 5 s after the return, everything succeeds.
      const healthy = samples.filter(
        (s) => s.at + (s.answer?.ms ?? 0) < stopping || s.at > up + BACK_WITHIN_MS,
      );
      const failedWhenHealthy = healthy.filter((s) => s.answer?.status !== 200);
      expect(failedWhenHealthy.map(describeSample)).toEqual([]);
      expect(backAt, 'service not back within 5 s of the database').not.toBeNull();
      const backMs = (backAt as number) - up;
      expect(backMs).toBeLessThanOrEqual(BACK_WITHIN_MS);

      const slowest = Math.max(...duringOutage.map((s) => s.answer?.ms ?? 0));
      console.log(
        `[chaos outage] ${samples.length} requests; ${duringOutage.length} during the ${restarting - down} ms outage, ` +
          `all 503 SERVICE_UNAVAILABLE, slowest ${slowest} ms; stop took ${down - stopping} ms; ` +
          `service back ${backMs} ms after the database`,
      );
    } catch (error) {
      // A crash of the server shows as refused connections: say so, with what the process printed last.
      const exited = server.exited();
      if (exited) {
        throw new Error(
          `the server process ended (${exited}) during the test; its last output:\n${server.output()}`,
          {
            cause: error,
          },
        );
      }
      throw error;
    } finally {
      running = false;
      await Promise.all(clients);
    }
  });
});
