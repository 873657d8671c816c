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
