// The operator CLI's commands: approve and reject write the dealer's state and an Alimtalk to the outbox.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCommandError, approveDealer, latestOutbox, rejectDealer } from '../src/cli/admin-commands';
import { dealers, notificationOutbox } from '../src/db/schema';
import { outboxAlimtalk } from '../src/providers/messaging';
import { CLI_ACTOR } from '../src/modules/audit/audit.public';
import { createDealer } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('admin commands', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const deps = () => ({ clock: ctx.clock, publicUrl: 'http://localhost:3000', alimtalk: outboxAlimtalk });
  const lastMessage = async () =>
    (await ctx.db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(1))[0];

  it('approves a dealer under review and sends an Alimtalk', async () => {
    const dealer = await createDealer(ctx.db, { status: 'AUDIT', name: '박승인' });
    await approveDealer(ctx.db, dealer.username, deps(), CLI_ACTOR);
    const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row).toMatchObject({ status: 'APPROVED', reason: '', rejectedAt: null });
    expect(row?.approvedAt?.getTime()).toBe(ctx.clock.now().getTime());
    const message = await lastMessage();
    expect(message).toMatchObject({
      channel: 'ALIMTALK',
      recipient: dealer.phoneNumber,
      template: 'DEALER_APPROVED',
    });
    expect(message?.body).toContain('박승인님의 딜러 가입이 승인되었습니다');
  });

  it('rejects with a reason and sends an Alimtalk with it', async () => {
    const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
    await rejectDealer(ctx.db, dealer.username, '  사업자 등록증이 흐립니다  ', deps(), CLI_ACTOR);
    const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row).toMatchObject({ status: 'REJECTED', reason: '사업자 등록증이 흐립니다' });
    expect(row?.rejectedAt).not.toBeNull();
    const message = await lastMessage();
    expect(message).toMatchObject({ channel: 'ALIMTALK', template: 'DEALER_REJECTED' });
    expect(message?.body).toContain('사유: 사업자 등록증이 흐립니다');
  });

  it('refuses an unknown username and an empty reason', async () => {
    await expect(approveDealer(ctx.db, 'nobody-here', deps(), CLI_ACTOR)).rejects.toBeInstanceOf(
      AdminCommandError,
    );
    const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
    await expect(rejectDealer(ctx.db, dealer.username, ' ', deps(), CLI_ACTOR)).rejects.toThrow(
      '사유를 입력해주세요.',
    );
  });

  it('lists the latest outbox messages newest first', async () => {
    const rows = await latestOutbox(ctx.db, 2);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
  });
});
