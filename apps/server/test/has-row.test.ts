// hasRow answers whether any row meets a condition, in a transaction too, without reading more than one row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dealers } from '../src/db/schema';
import { hasRow } from '../src/lib/has-row';
import { createDealer } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('hasRow', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('is true when a row meets the condition and false when none does', async () => {
    const dealer = await createDealer(ctx.db);
    await createDealer(ctx.db, { name: dealer.name });
    expect(await hasRow(ctx.db, dealers, eq(dealers.username, dealer.username))).toBe(true);
    expect(await hasRow(ctx.db, dealers, eq(dealers.name, dealer.name))).toBe(true);
    expect(
      await hasRow(ctx.db, dealers, and(eq(dealers.id, dealer.id), eq(dealers.username, 'someone-else'))),
    ).toBe(false);
  });

  it('sees the changes of the transaction it is given', async () => {
    const dealer = await createDealer(ctx.db);
    const renamed = and(eq(dealers.id, dealer.id), eq(dealers.name, '새이름'));
    let isSeenInside = false;
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(dealers).set({ name: '새이름' }).where(eq(dealers.id, dealer.id));
        isSeenInside = await hasRow(tx, dealers, renamed);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(isSeenInside).toBe(true);
    expect(await hasRow(ctx.db, dealers, renamed)).toBe(false);
  });
});
