// The server once its database is opening (server.ts): migrations and seeds, the app, listen, the jobs;
// graceful shutdown on SIGINT/SIGTERM (plugins/graceful-close.ts).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadAnswerCompiler } from './lib/answer-serializer';
import type { Config } from './config';
import type { DatabaseHandle, OpeningDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { prepareDemoAssets, seedDemo, seedReference } from './db/seed/index';
import { prebuiltSeedAssets } from './db/seed/seed-assets';
import { startOutboxDelivery, type OutboxDelivery } from './jobs/outbox-delivery';
import { startScheduler, type Scheduler } from './jobs/scheduler';
import { startFeeVirtualAccountSweep, type FeeVirtualAccountSweeper } from './jobs/fee-virtual-accounts';
import { offsetClock } from './lib/clock';
import type { TestClock } from './plugins/test-clock';
import { createProviders } from './providers';
import { gracefulClose, SHUTDOWN_DEADLINE_MS } from './plugins/graceful-close';
import { listenMetricsPort, type MetricsListener } from './plugins/metrics';

/**
 * The catch-up pass starts this long after listen: on the embedded database its statements would otherwise queue
 * the first requests behind them (docs/decisions/020). Whatever fell due while no server ran changes state then.
 */
const SCHEDULER_FIRST_PASS_DELAY_MS = 1_000;

export type StartOptions = {
  config: Config;
  /** beginOpenDatabase, started before this module was loaded. */
  opening: Promise<OpeningDatabase>;
  /** The embedded database did not exist before this start (its demo assets are made now). */
  freshEmbedded: boolean;
};

export async function startServer({ config, opening, freshEmbedded }: StartOptions): Promise<void> {
  const providers = createProviders(config);
  // The seed's pictures and demo password hashes as the build made them beside the bundle (docs/decisions/021).
  const prebuilt = fileURLToPath(new URL('./seed-assets', import.meta.url));
  const seedDeps = {
    storage: providers.storage,
    now: new Date(),
    assets: existsSync(prebuilt) ? prebuiltSeedAssets(prebuilt) : undefined,
  };
  // A first start on the embedded database: the demo's pictures and password hashes are made on worker
  // threads while PGlite creates and migrates the database on this one (docs/decisions/020).
  const demoAssets = config.SEED_DEMO && freshEmbedded ? prepareDemoAssets(seedDeps) : undefined;
  // Awaited in seedDemo; until then a failure must not count as unhandled.
  demoAssets?.catch(() => undefined);
  const cannotOpen = (error: unknown): never => {
    // The usual cause is a second server on the same DATA_DIR: say so without a stack trace.
    console.error(
      `데이터베이스를 열지 못했습니다: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  };
  const { handle: database, ready }: { handle: DatabaseHandle; ready: Promise<void> } =
    await opening.catch(cannotOpen);
  // Awaited below; until then a failure must not count as unhandled.
  ready.catch(() => undefined);
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let scheduler: Scheduler | null = null;
  let feeAccountSweep: FeeVirtualAccountSweeper | null = null;
  let outboxDelivery: OutboxDelivery | null = null;
  let metricsListener: MetricsListener | null = null;

  // SIGINT/SIGTERM (and a crash): drain, stop, close; close-with-grace exits at SHUTDOWN_DEADLINE_MS
  // whatever is still open, and a second signal exits at once.
  closeWithGrace(
    {
      delay: SHUTDOWN_DEADLINE_MS,
      logger: { error: (message: unknown) => console.error(message) },
      onSecondSignal: (signal) => {
        console.error(`${signal}: 강제 종료합니다.`);
        process.exit(1);
      },
    },
    async ({ signal, err }) => {
      if (err) {
        console.error(err);
      }
      console.log(`${signal ?? (err ? 'error' : 'exit')}: 서버를 종료합니다...`);
      // The clock first: a pass in flight finishes (and emits) before sockets and the database go.
      await feeAccountSweep?.stop();
      if (scheduler) {
        await scheduler.stop();
      }
      if (outboxDelivery) {
        await outboxDelivery.stop();
      }
      if (app) {
        await gracefulClose(app);
      }
      await metricsListener?.close();
      await database.close();
    },
  );

  // TEST_CLOCK (browser tests only): one clock for the routes and the scheduler, moved by POST /api/v1/test/clock.
  const testClock: TestClock | undefined = config.TEST_CLOCK ? offsetClock() : undefined;
  // Built while the embedded database starts (buildApp queries nothing; requests come only after listen).
  const building = buildApp({
    config,
    clock: testClock,
    db: database.db,
    dbKind: database.kind,
    providers,
    logger: { level: config.LOG_LEVEL },
  });
  // Awaited below; until then a failure must not count as unhandled.
  building.catch(() => undefined);

  try {
    await ready.catch(cannotOpen);
    // Several processes may start at once on one database: the seeds run under the migrations' lock.
    await migrateDatabase(database, async () => {
      await seedReference(database.db, seedDeps);
      if (config.SEED_DEMO) {
        await seedDemo(database.db, seedDeps, demoAssets);
      }
    });
    app = await building;
    await app.listen({ port: config.PORT, host: config.HOST });
    // The answers' compiled serializer loads once the server answers (docs/decisions/046); zod's parse until then.
    void loadAnswerCompiler().catch((error: unknown) =>
      app?.log.warn({ err: error }, 'answer compiler: not loaded'),
    );
    // The internal metrics port (docs/decisions/034): failing to open it stops the start, like the main port.
    if (config.METRICS_PORT !== undefined) {
      metricsListener = await listenMetricsPort(app.metrics, {
        port: config.METRICS_PORT,
        host: config.METRICS_HOST ?? '127.0.0.1',
        token: config.METRICS_TOKEN,
      });
    }
    // After listen, so the catch-up pass's events reach clients; never inside buildApp (tests build many apps).
    // The fees' own virtual accounts, when a payment provider is configured (docs/decisions/031).
    feeAccountSweep = startFeeVirtualAccountSweep({
      deps: {
        db: database.db,
        provider: providers.feeVirtualAccounts,
        holderName: config.FEE_ACCOUNT_HOLDER,
        log: app.log,
      },
      clock: testClock,
    });
    scheduler = startScheduler({
      db: database.db,
      auctionEvents: app.auctionEvents,
      logger: app.log,
      selectWindowHours: config.SELECT_WINDOW_HOURS,
      publicUrl: config.PUBLIC_URL,
      alimtalk: providers.alimtalk,
      contactRelay: providers.contactRelay,
      eInvoice: providers.eInvoice,
      uploadCleanup: { storage: providers.storage, orphanHours: config.UPLOAD_ORPHAN_HOURS },
      retention: { storage: providers.storage },
      clock: testClock,
      firstPassDelayMs: testClock ? 0 : SCHEDULER_FIRST_PASS_DELAY_MS,
      onJobRun: (run) => app?.metrics.observeJobRun(run),
    });
    // The messages of the channels with a real provider (docs/domain.md "Message delivery"); none: no worker.
    outboxDelivery = startOutboxDelivery({
      db: database.db,
      transports: providers.delivery,
      logger: app.log,
    });
    if (testClock) {
      const running = scheduler;
      testClock.afterMove = () => running.runNow();
      console.log('  TEST_CLOCK: POST /api/v1/test/clock 로 서버 시계를 앞당길 수 있습니다 (테스트 전용).');
    }
    const port = (() => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : config.PORT;
    })();
    const dbLabel =
      database.kind === 'pglite'
        ? `내장 데이터베이스 (${path.join(config.DATA_DIR, 'pglite')})`
        : 'PostgreSQL';
    console.log('');
    console.log(`  서버가 시작되었습니다: http://localhost:${port}`);
    console.log(`  API 문서: http://localhost:${port}/api/docs`);
    console.log(`  데이터베이스: ${dbLabel}`);
    // Several processes must share one file store (docs/decisions/032): say which one this process uses.
    console.log(
      `  파일 저장소: ${config.S3 ? `S3 버킷 ${config.S3.bucket}` : path.join(config.DATA_DIR, 'uploads')}`,
    );
    if (metricsListener) {
      console.log(`  메트릭: http://${config.METRICS_HOST ?? '127.0.0.1'}:${metricsListener.port}/metrics`);
    } else if (config.METRICS_TOKEN) {
      console.log(`  메트릭: http://localhost:${port}/metrics (Authorization: Bearer METRICS_TOKEN)`);
    }
    // The local SMS/Alimtalk/bank providers only write to the outbox: say where a developer reads it.
    console.log(
      `  발송 내역(SMS 인증번호, 알림톡, 1원 입금 문구): POST /api/v1/admin/login 후 GET /api/v1/admin/outbox`,
    );
    console.log('');
  } catch (error) {
    console.error('서버를 시작하지 못했습니다:', error);
    app ??= await building.catch(() => null);
    if (scheduler) {
      await scheduler.stop().catch(() => undefined);
    }
    if (outboxDelivery) {
      await outboxDelivery.stop().catch(() => undefined);
    }
    if (app) {
      await app.close().catch(() => undefined);
    }
    await metricsListener?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}
