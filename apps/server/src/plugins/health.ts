// Liveness (`/health`: the process answers) and readiness (`/health/ready`: the database answers within 2 s,
// else 503) for load balancers and orchestrators (docs/decisions/017).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LIMIT_MESSAGES } from '@autobid/shared';
import type { Db } from '../db/types';
import { AppError } from '../lib/app-error';
import { moduleRoutes, publicRoutes } from '../lib/module-routes';

/** Longest the readiness check waits for the database. */
export const READY_TIMEOUT_MS = 2000;

const notReady = () => new AppError('SERVICE_UNAVAILABLE', LIMIT_MESSAGES.serviceUnavailable);

/** Resolves when `select 1` answers within the timeout; rejects otherwise. */
async function pingDatabase(db: Db, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(deps: { db: Db; dbKind: 'pglite' | 'postgres'; readyTimeoutMs?: number }) {
  return moduleRoutes((app) => {
    const open = publicRoutes(app, ['system']);
    open.get(
      '/health',
      {
        summary: '상태 확인 (프로세스가 응답하는지)',
        response: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
      },
      () => Promise.resolve({ status: 'ok' as const, db: deps.dbKind }),
    );
    open.get(
      '/health/ready',
      {
        summary: '준비 확인 (데이터베이스가 2초 안에 응답하는지)',
        response: z.object({ status: z.literal('ready') }),
        refused: [503],
      },
      async (request) => {
        try {
          await pingDatabase(deps.db, deps.readyTimeoutMs ?? READY_TIMEOUT_MS);
        } catch (error) {
          request.log.error({ err: error }, 'readiness: the database does not answer');
          throw notReady();
        }
        return { status: 'ready' as const };
      },
    );
  });
}
