// The server's clock in TEST_CLOCK mode (docs/decisions/012) and the signed bank webhook, for the spec that
// plays a whole marketplace round on a server of its own.
import { createHmac } from 'node:crypto';
import { auctionOpensAt } from '@autobid/shared';

/** The webhook secret the round's server is started with. */
export const TEST_WEBHOOK_SECRET = 'e2e-round-webhook-secret-0123456789';

/** Moves the server's clock forward; the auction and deal clocks have run at the new time when it answers. */
export async function advanceClock(baseUrl: string, minutes: number): Promise<Date> {
  const response = await fetch(`${baseUrl}/api/v1/test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: Math.max(1, Math.ceil(minutes)) }),
  });
  const body = (await response.json()) as { data?: { now?: string } };
  if (!response.ok || !body.data?.now) {
    throw new Error(`test clock refused (${response.status}): ${JSON.stringify(body)}`);
  }
  return new Date(body.data.now);
}

/** Minutes from `now` to the next opening (09:00 Asia/Seoul, strictly later: auctionOpensAt), plus one. */
export function minutesPastNextSeoulNine(now: Date): number {
  return Math.ceil((auctionOpensAt(now).getTime() - now.getTime()) / 60_000) + 1;
}

/** A fee transfer as the bank reports it, signed like the bank signs it. */
export async function postBankDeposit(
  baseUrl: string,
  notice: { transactionId: string; amount: number; depositorName: string; memo?: string; receivedAt: Date },
): Promise<{ status: number; body: unknown }> {
  const raw = JSON.stringify({ ...notice, receivedAt: notice.receivedAt.toISOString() });
  const signature = `sha256=${createHmac('sha256', TEST_WEBHOOK_SECRET).update(raw).digest('hex')}`;
  const response = await fetch(`${baseUrl}/api/v1/webhooks/bank-deposits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
    body: raw,
  });
  return { status: response.status, body: await response.json() };
}
