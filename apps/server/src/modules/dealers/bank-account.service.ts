// Bank-account ownership check in two steps: a 1-won transfer with a memo word, then the word typed back.
import {
  ACCOUNT_MESSAGES,
  BANK_AUTH_LIMITS,
  BANK_AUTH_MESSAGES,
  type bankAuthStep1Request,
  type BankAuthStep1Response,
  type bankAuthStep2Request,
  type BankAuthStep2Response,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { randomMemoWord } from '../../providers/bank-account';
import { loadApprovedDealer } from '../access/access-policy';
import {
  countBankVerificationsSince,
  findBankCode,
  insertBankVerification,
  latestOpenBankVerification,
  markBankVerificationVerified,
  takeBankVerificationAttempt,
  updateDealer,
} from './account.repository';

const MINUTE_MS = 60_000;

const alreadyVerified = () =>
  new AppError('BANK_ACCOUNT_ALREADY_VERIFIED', BANK_AUTH_MESSAGES.alreadyVerified);

/** Typed Hangul may arrive decomposed (macOS IMEs); compare composed forms without surrounding spaces. */
function normalizeWord(word: string): string {
  return word.normalize('NFC').replace(/\s/g, '');
}

export function createBankAccountService(ctx: Pick<AppContext, 'db' | 'clock' | 'bankAccount'>) {
  /** Approved dealers only (it prepares the first bid); once verified, for good. */
  async function requireDealer(dealerId: number) {
    const dealer = await loadApprovedDealer(ctx.db, dealerId);
    if (dealer.isBankAccountAuth) {
      throw alreadyVerified();
    }
    return dealer;
  }

  return {
    async step1(
      dealerId: number,
      input: z.output<typeof bankAuthStep1Request>,
    ): Promise<BankAuthStep1Response> {
      await requireDealer(dealerId);
      const digits = input.bankAccountNumber;
      if (
        digits.length < BANK_AUTH_LIMITS.accountMinDigits ||
        digits.length > BANK_AUTH_LIMITS.accountMaxDigits
      ) {
        throw new AppError('BANK_ACCOUNT_FORMAT', BANK_AUTH_MESSAGES.accountLength);
      }
      const bank = await findBankCode(ctx.db, input.bankCode);
      if (!bank) {
        throw new AppError('BANK_CODE_UNKNOWN', BANK_AUTH_MESSAGES.unknownBank);
      }

      const now = ctx.clock.now();
      // Each step 1 moves (real) money and writes a message: bounded per dealer like phone codes.
      const recent = await countBankVerificationsSince(
        ctx.db,
        dealerId,
        new Date(now.getTime() - 60 * MINUTE_MS),
      );
      if (recent >= BANK_AUTH_LIMITS.maxRequestsPerHour) {
        throw new AppError('BANK_ACCOUNT_TOO_MANY_REQUESTS', BANK_AUTH_MESSAGES.tooManyRequests);
      }

      const memo = randomMemoWord();
      const expiresAt = new Date(now.getTime() + BANK_AUTH_LIMITS.ttlMinutes * MINUTE_MS);
      const wordHash = await hashPassword(memo);
      await ctx.db.transaction(async (tx) => {
        await insertBankVerification(tx, {
          dealerId,
          bankCode: bank.code,
          bankAccountNumber: digits,
          wordHash,
          expiresAt,
          createdAt: now,
        });
        await ctx.bankAccount.sendOneWonTransfer(tx, {
          dealerId,
          bankCode: bank.code,
          bankName: bank.name,
          bankAccountNumber: digits,
          memo,
        });
      });
      return { expiresAt: expiresAt.toISOString() };
    },

    async step2(
      dealerId: number,
      input: z.output<typeof bankAuthStep2Request>,
    ): Promise<BankAuthStep2Response> {
      await requireDealer(dealerId);
      const pending = await latestOpenBankVerification(ctx.db, dealerId);
      if (!pending) {
        throw new AppError('BANK_ACCOUNT_NOT_REQUESTED', BANK_AUTH_MESSAGES.notRequested);
      }
      const now = ctx.clock.now();
      if (pending.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('BANK_ACCOUNT_EXPIRED', BANK_AUTH_MESSAGES.expired);
      }
      if (!(await takeBankVerificationAttempt(ctx.db, pending.id, BANK_AUTH_LIMITS.maxAttempts))) {
        throw new AppError('BANK_ACCOUNT_TOO_MANY_ATTEMPTS', BANK_AUTH_MESSAGES.tooManyAttempts);
      }
      if (!(await verifyPassword(normalizeWord(input.content), pending.wordHash))) {
        throw new AppError('BANK_ACCOUNT_MISMATCH', ACCOUNT_MESSAGES.bankContentMismatch);
      }

      await ctx.db.transaction(async (tx) => {
        // A concurrent correct answer already finished the job: nothing more to do.
        if (!(await markBankVerificationVerified(tx, pending.id, now))) {
          return;
        }
        await updateDealer(
          tx,
          dealerId,
          {
            isBankAccountAuth: true,
            bankCode: pending.bankCode,
            bankAccountNumber: pending.bankAccountNumber,
          },
          now,
        );
      });
      return { isBankAccountAuth: true };
    },
  };
}
