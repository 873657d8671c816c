// Demo runs of the retention job for the console's "개인정보 보관" screen (docs/domain.md "Retention"): the two
// nights before the demo's start, with what each rule removed. The server's own run at start comes on top.
import { RETENTION_RULE_KEYS, startOfKstDay } from '@autobid/shared';
import { retentionRuns } from '../schema';
import type { Tx } from '../types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const countsOf = (removed: Partial<Record<(typeof RETENTION_RULE_KEYS)[number], number>>) =>
  Object.fromEntries(RETENTION_RULE_KEYS.map((key) => [key, removed[key] ?? 0]));

export async function insertDemoRetentionRuns(tx: Tx, now: Date): Promise<void> {
  const night = (daysAgo: number) => new Date(startOfKstDay(now).getTime() - daysAgo * DAY + 4 * HOUR);
  await tx.insert(retentionRuns).values([
    {
      status: 'DONE',
      startedAt: night(2),
      finishedAt: new Date(night(2).getTime() + 1_800),
      counts: countsOf({ messageBodies: 42, phoneCodes: 17, codeGuesses: 3, idempotency: 5 }),
    },
    {
      status: 'DONE',
      startedAt: night(1),
      finishedAt: new Date(night(1).getTime() + 2_100),
      counts: countsOf({
        relayPhones: 2,
        consentPhones: 1,
        tradeMessages: 9,
        messageBodies: 12,
        rejectedDocuments: 1,
        phoneCodes: 21,
        files: 3,
      }),
    },
  ]);
}
