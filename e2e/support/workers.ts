// How many spec files run at once: each worker gets a server (and so a database) of its own, started by
// global-setup.ts, so two files never share a database at the same time. One by default: on the two-core
// machine two servers and two Chromiums did not come out faster and stable (e2e/README.md "Workers").
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? '1') || 1);

/** The index of this worker's server among the run's servers (VITEST_POOL_ID counts from 1). */
export function workerIndex(serverCount: number): number {
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return (Math.max(1, poolId) - 1) % serverCount;
}
