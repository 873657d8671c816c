// Steps the title-transfer suites share (title-transfer.test.ts, s3-storage.test.ts): a dealer's upload through the
// upload route, and a deal its dealer completed (TRANSACTION, its transfer record WAITING).
import { expect } from 'vitest';
import { api, startOfKstDay } from '@autobid/shared';
import { createDealAt, createUploadedFile } from '../factories';
import { multipart } from './access-kit';
import type { TestContext } from './test-app';

/** Uploads `bytes` as the dealer through POST /v1/files/images: the stored url. */
export async function uploadAsDealer(ctx: TestContext, dealerId: number, bytes: Buffer): Promise<string> {
  const uploaded = await ctx.call(api.files.upload, {}, dealerId, multipart(bytes));
  expect(uploaded.status, uploaded.message).toBe(201);
  return uploaded.data.url;
}

/** A deal completed by its dealer at `at` (TRANSACTION); the test's clock is set to `at` first. */
export async function completedDeal(ctx: TestContext, clock: { set(date: Date): void }, at: Date) {
  clock.set(at);
  const made = await createDealAt(ctx.db, {
    status: 'RESERVATION_COMPLETE',
    now: at,
    deal: { reservedAt: startOfKstDay(at) },
  });
  const photo = await createUploadedFile(ctx.db, { dealerId: made.dealer.id });
  const done = await ctx.call(
    api.deals.complete,
    {
      params: { id: made.auction.id },
      body: { finalPrice: 3_000_000, inspectionImage1: photo, inspectionResult: '이상 없음' },
    },
    made.dealer.id,
  );
  expect(done.status, done.message).toBe(200);
  return made;
}
