// Operator CLI: `npm run admin -- <command>` (see ADMIN_USAGE). Opens the server's database directly; when
// the embedded database is held by a running server (one process at a time), it goes through that
// server's operator API at PUBLIC_URL instead, logged in as ADMIN_USERNAME / ADMIN_PASSWORD — except
// create-operator, which only works on the database (the first ADMIN has nobody to log in as).
import { loadConfigOrExit } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { createSessions } from '../modules/access/sessions';
import { createProviders } from '../providers';
import {
  ADMIN_PASSWORD_MISSING,
  ADMIN_USAGE,
  CREATE_OPERATOR_MESSAGES,
  databaseBackend,
  httpBackend,
  isAdminCommand,
  runAdminCommand,
} from './admin-commands';
import { operatorPasswordReader } from './operator-password';

/** The CLI emits no live updates: a running server picks the new state up on the next read. */
const silentAuctionEvents = { emitAuctionUpdate: () => undefined, flush: () => undefined };

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (!isAdminCommand(command)) {
    console.log(ADMIN_USAGE);
    return command ? 1 : 0;
  }
  const config = loadConfigOrExit();
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes('in use by process')) {
      throw error;
    }
    if (command === 'create-operator') {
      console.error(CREATE_OPERATOR_MESSAGES.databaseBusy);
      return 2;
    }
    const password = process.env.ADMIN_PASSWORD ?? '';
    if (!password) {
      console.error(ADMIN_PASSWORD_MISSING);
      return 2;
    }
    const username = process.env.ADMIN_USERNAME || 'admin';
    console.error(
      `내장 데이터베이스를 서버가 사용 중이라 ${config.PUBLIC_URL}의 운영자 API로 처리합니다 (${username}).`,
    );
    return runAdminCommand(argv, httpBackend({ baseUrl: config.PUBLIC_URL, username, password }));
  }
  try {
    await migrateDatabase(database);
    const providers = createProviders(config);
    const backend = databaseBackend({
      db: database.db,
      clock: systemClock,
      config,
      auctionEvents: silentAuctionEvents,
      alimtalk: providers.alimtalk,
      contactRelay: providers.contactRelay,
      eInvoice: providers.eInvoice,
      storage: providers.storage,
      // No server shares this process: a running server sees the change within its SESSION_CACHE_MS.
      sessions: createSessions(database.db, { cacheMs: 0 }),
    });
    return await runAdminCommand(argv, backend, {
      log: (line) => console.log(line),
      error: (line) => console.error(line),
      readPassword: operatorPasswordReader(),
    });
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
