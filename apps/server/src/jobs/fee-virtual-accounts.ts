// The fee virtual accounts' sweep (docs/domain.md "Fee virtual accounts"): every minute, in every process (the
// conditional updates make extra runs harmless), issue the account a waiting deal lacks (its first issue timed
// out) and close at the payment provider the accounts whose deal no longer waits for its fee. Runs only when a
// payment provider is configured.
import type { Clock } from '../lib/clock';
import { sweepFeeVirtualAccounts, type FeeVirtualAccountDeps } from '../modules/auctions/auctions.public';

export const FEE_VIRTUAL_ACCOUNT_SWEEP_MS = 60_000;

export type FeeVirtualAccountSweeper = { runNow(): Promise<void>; stop(): Promise<void> };

export function startFeeVirtualAccountSweep(options: {
  deps: FeeVirtualAccountDeps & {
    log: {
      info(obj: object, msg: string): void;
      warn(obj: object, msg: string): void;
      error(obj: object, msg: string): void;
    };
  };
  clock?: Clock;
  intervalMs?: number;
}): FeeVirtualAccountSweeper | null {
  if (!options.deps.provider) {
    return null;
  }
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) {
      return Promise.resolve();
    }
    running ??= (async () => {
      try {
        const result = await sweepFeeVirtualAccounts(options.deps, options.clock?.now() ?? new Date());
        if (result.issued.length + result.canceled.length + result.expired.length > 0) {
          options.deps.log.info(result, 'fee virtual accounts swept');
        }
      } catch (error) {
        options.deps.log.error({ err: error }, 'fee virtual account sweep failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? FEE_VIRTUAL_ACCOUNT_SWEEP_MS);
  timer.unref();
  // A catch-up pass at start: deals that waited while no process ran get their account now.
  void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
