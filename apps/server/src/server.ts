// Process entry: reads the config and starts opening the database (PGlite's WASM start runs partly off this
// thread), then loads the rest of the server (start.ts, a separate chunk of the bundle) meanwhile.
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config';
import { beginOpenDatabase, embeddedDatabaseExists } from './db/client';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const freshEmbedded = !config.DATABASE_URL && !embeddedDatabaseExists(config.DATA_DIR);
  const opening = beginOpenDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    // Beside the bundle (build.mjs); absent when run from src, which then creates the database afresh.
    template: fileURLToPath(new URL('./pglite-template', import.meta.url)),
  });
  // Awaited in startServer, which reports a failure; until then it must not count as unhandled.
  opening.catch(() => undefined);
  const { startServer } = await import('./start');
  await startServer({ config, opening, freshEmbedded });
}

main().catch((error: unknown) => {
  console.error('서버를 시작하지 못했습니다:', error);
  process.exit(1);
});
