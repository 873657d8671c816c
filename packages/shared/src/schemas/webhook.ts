// The bank's deposit webhook (`POST /v1/webhooks/bank-deposits`): the signed notice of a transfer to the
// fee account and the answer (docs/decisions/008).
import { z } from 'zod';

export const bankDepositNotice = z.object({
  transactionId: z.string().trim().min(1).max(100),
  amount: z.number().int().min(1).max(2_000_000_000),
  depositorName: z.string().trim().min(1).max(100),
  /** The transfer memo (받는 분 통장 표시), where a dealer may also have put the deal's code. */
  memo: z.string().trim().max(100).optional(),
  /** The deal reference the bank attached (a per-deal virtual account); it alone decides the match. */
  reference: z.string().trim().max(100).optional(),
  receivedAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
});
/** What the bank sends (ISO time as text). */
export type BankDepositNotice = z.input<typeof bankDepositNotice>;

/** The answer to the bank, and what recording any deposit (webhook or operator) results in. */
export const bankDepositResult = z.object({
  depositId: z.number().int(),
  /** The same transactionId was recorded before: nothing new happened. */
  duplicate: z.boolean(),
  /** The auction whose deal this deposit paid (now or earlier), or null while it waits for an operator. */
  paidAuctionId: z.number().int().nullable(),
});
export type BankDepositResult = z.infer<typeof bankDepositResult>;

/**
 * Toss Payments' deposit notice of a virtual account (DEPOSIT_CALLBACK, docs/domain.md "Fee virtual accounts"):
 * the order, its new status (DONE: deposited; WAITING_FOR_DEPOSIT: a deposit taken back; CANCELED) and the
 * account's own secret from its issue, which proves the notice.
 */
export const tossDepositCallback = z.object({
  createdAt: z.string().max(100).optional(),
  secret: z.string().max(200),
  orderId: z.string().trim().min(1).max(64),
  status: z.string().trim().min(1).max(40),
  transactionKey: z.string().max(200).optional(),
});
export type TossDepositCallback = z.input<typeof tossDepositCallback>;

/** What a Toss deposit notice came to: the deposit it recorded (none for a status other than DONE). */
export const tossDepositResult = z.object({
  depositId: z.number().int().nullable(),
  duplicate: z.boolean(),
  paidAuctionId: z.number().int().nullable(),
});
export type TossDepositResult = z.infer<typeof tossDepositResult>;
