// Bank-account verification calls (silent: the dialog shows the message under its field).
import type {
  BankAuthStep1Request,
  BankAuthStep1Response,
  BankAuthStep2Request,
  BankAuthStep2Response,
} from '@autobid/shared';
import { post } from '@/lib/http';

/** POST /v1/dealers/bank-account/auth/step1: sends 1 won with a 4-character memo. */
export function requestBankAuth(body: BankAuthStep1Request) {
  return post<BankAuthStep1Response>('/v1/dealers/bank-account/auth/step1', body, { silent: true });
}

/** POST /v1/dealers/bank-account/auth/step2: the memo typed back. */
export function confirmBankAuth(body: BankAuthStep2Request) {
  return post<BankAuthStep2Response>('/v1/dealers/bank-account/auth/step2', body, { silent: true });
}
