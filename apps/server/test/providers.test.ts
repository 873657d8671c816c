// The outside services reach the modules through the context: a provider given to the app is the one used.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { notificationOutbox } from '../src/db/schema';
import { runDealClock } from '../src/jobs/deal-clock';
import type { Geocoder } from '../src/providers/geocoding';
import type { AlimtalkMessage, AlimtalkSender } from '../src/providers/messaging';
import type { SmsMessage, SmsSender } from '../src/providers/sms';
import { createDealAt } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('providers on the context', () => {
  let ctx: TestContext;
  const sent: SmsMessage[] = [];
  const sms: SmsSender = (_db, message) => {
    sent.push(message);
    return Promise.resolve();
  };
  const geocoder: Geocoder = () =>
    Promise.resolve({
      longitude: 1.5,
      latitude: 2.5,
      region1: '시험도',
      region2: '시험시',
      region3: '시험동',
    });

  beforeAll(async () => {
    ctx = await createTestContext({ providers: { sms, geocoder } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends the sign-up code through the SMS provider it was given, not the outbox', async () => {
    const res = await ctx.call(api.dealers.requestSignupCode, { body: { phone: '01055556666' } }, null);
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '01055556666', template: 'PHONE_CODE_SIGNUP' });
    expect(
      await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'SMS')),
    ).toEqual([]);
  });

  it('answers coordinates from the geocoder it was given', async () => {
    const res = await ctx.call(api.maps.coordinates, { query: { address: '아무 주소' } }, null);
    expect(res).toMatchObject({
      status: 200,
      data: { longitude: 1.5, latitude: 2.5, region1: '시험도' },
    });
  });

  it('sends the deal clock notices through the Alimtalk provider it is given', async () => {
    const talked: AlimtalkMessage[] = [];
    const alimtalk: AlimtalkSender = (_db, message) => {
      talked.push(message);
      return Promise.resolve();
    };
    const confirmedAt = new Date('2031-03-01T01:00:00Z');
    const { auction, dealer, seller } = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      now: confirmedAt,
    });
    const result = await runDealClock(ctx.db, {
      now: new Date(confirmedAt.getTime() + 60 * 60 * 1000),
      publicUrl: ctx.config.PUBLIC_URL,
      alimtalk,
    });
    expect(result.depositExpired).toContain(auction.id);
    expect(talked.map((message) => message.to).sort()).toEqual(
      [dealer.phoneNumber, seller.phoneNumber].sort(),
    );
    expect(
      await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'ALIMTALK')),
    ).toEqual([]);
  });
});
