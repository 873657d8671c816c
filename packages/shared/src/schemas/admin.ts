// The operator calls (`/v1/admin/...`, used by the operator API and the operator CLI): dealer decisions,
// selecting a bid for a seller, recording a fee deposit by hand (the outbox: admin-deposits.ts).
import { z } from 'zod';
import { rowId } from './request';
import { bankDepositResult } from './webhook';

export const OPERATOR_MESSAGES = {
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: '사유는 500자 이내로 입력해주세요.',
} as const;

/** `:username` of the dealer decision calls. */
export const usernameParam = z.object({ username: z.string().min(1).max(100) });

/** An operator's reason (reject, suspend, cancel, lift …): required, at most 500 characters. */
export const operatorReason = z
  .string({ error: OPERATOR_MESSAGES.reasonRequired })
  .trim()
  .min(1, OPERATOR_MESSAGES.reasonRequired)
  .max(500, OPERATOR_MESSAGES.reasonTooLong);

/** The body of every operator action that takes only a reason. */
export const operatorReasonRequest = z.object({ reason: operatorReason });
export type OperatorReasonRequest = z.input<typeof operatorReasonRequest>;

/** The answer of approve and reject: where the dealer now stands (a refused identity change leaves it APPROVED). */
export const dealerDecision = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(['APPROVED', 'REJECTED']),
  reason: z.string().optional(),
});
export type DealerDecision = z.infer<typeof dealerDecision>;

/** `POST /v1/admin/auctions/{id}/select`: without biddingId, the highest active bid. */
export const adminSelectRequest = z.object({ biddingId: rowId().optional() }).nullish();
export type AdminSelectRequest = z.input<typeof adminSelectRequest>;

/** `POST /v1/admin/auctions/{id}/deposits`: defaults are the deal's fee and the depositor label the dealer was given. */
export const adminDepositRequest = z
  .object({
    amount: z.number().int().min(1).max(2_000_000_000).optional(),
    depositorName: z.string().trim().min(1).max(100).optional(),
  })
  .nullish();
export type AdminDepositRequest = NonNullable<z.output<typeof adminDepositRequest>>;

/** A deposit recorded by hand: the bank deposit's result, for this auction, with what was recorded. */
export const operatorDeposit = bankDepositResult.extend({
  auctionId: z.number().int(),
  amount: z.number().int(),
  depositorName: z.string(),
});
export type OperatorDeposit = z.infer<typeof operatorDeposit>;
