// Operator CLI: `npm run admin -- approve <username> | reject <username> <reason...> | outbox [n]`.
// Opens the server's database directly. The embedded database allows one process at a time, so with it
// the server must be stopped first; with DATABASE_URL (PostgreSQL) the CLI runs beside the server.
import { loadConfigOrExit } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { AdminCommandError, approveDealer, formatOutboxLine, latestOutbox, rejectDealer } from './admin-commands';

const USAGE = `사용법:
  npm run admin -- approve <아이디>            가입 승인 (알림톡 발송)
  npm run admin -- reject <아이디> <사유...>    가입 반려 (알림톡 발송)
  npm run admin -- outbox [개수]               최근 발송 메시지 (SMS 인증번호 포함), 기본 20개`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || !['approve', 'reject', 'outbox'].includes(command)) {
    console.log(USAGE);
    return command ? 1 : 0;
  }
  const config = loadConfigOrExit();
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('in use by process')) {
      console.error(
        `내장 데이터베이스를 서버가 사용 중입니다 (${message}).\n` +
          '내장 데이터베이스는 한 프로세스만 열 수 있으니 서버를 멈춘 뒤 다시 실행해주세요. ' +
          '(DATABASE_URL로 PostgreSQL을 쓰면 서버 실행 중에도 사용할 수 있습니다.)',
      );
      return 2;
    }
    throw error;
  }
  try {
    await migrateDatabase(database);
    const deps = { clock: systemClock, publicUrl: config.PUBLIC_URL };
    const db = database.db;
    if (command === 'approve') {
      const [username] = args;
      if (!username) throw new AdminCommandError('승인할 아이디를 입력해주세요.');
      const result = await approveDealer(db, username, deps);
      console.log(`승인했습니다: ${result.username} (#${result.id}). 알림톡을 발송함에 기록했습니다.`);
    } else if (command === 'reject') {
      const [username, ...reasonWords] = args;
      if (!username) throw new AdminCommandError('반려할 아이디를 입력해주세요.');
      const result = await rejectDealer(db, username, reasonWords.join(' '), deps);
      console.log(`반려했습니다: ${result.username} (#${result.id}), 사유: ${result.reason}. 알림톡을 발송함에 기록했습니다.`);
    } else {
      const rows = await latestOutbox(db, Number(args[0] ?? 20));
      if (rows.length === 0) console.log('발송된 메시지가 없습니다.');
      for (const row of rows.reverse()) console.log(formatOutboxLine(row));
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
