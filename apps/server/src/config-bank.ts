// The bank adapters' keys (docs/decisions/031), read by config.ts with the rest of the environment: the fees'
// own virtual accounts through Toss Payments (TOSS_*) and the 1-won account check through the KFTC 오픈뱅킹
// API (OPENBANKING_*). Unset, the shared fee account with the deal's code and the outbox stand-in stay.
import { z } from 'zod';
import type { OpenBankingConfig } from './providers/kftc-openbanking';
import { TOSS_VIRTUAL_ACCOUNT_BANKS } from './providers/toss-payments';

export type { OpenBankingConfig };

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().min(1).max(max).optional());

export const bankEnvKeys = {
  /** Toss Payments secret key (`test_sk_…` / `live_sk_…`); set, each deal waiting for its fee gets its own account. */
  TOSS_SECRET_KEY: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(
        /^(test|live)_g?sk_[A-Za-z0-9_-]{8,200}$/,
        'must be a Toss Payments secret key (test_sk_… or live_sk_…)',
      )
      .optional(),
  ),
  /** The Toss API's address (tests point it at their fake); https://api.tosspayments.com when unset. */
  TOSS_BASE_URL: z.preprocess(blank, z.url().optional()),
  /** The bank the accounts are issued at, as Toss's two-digit code (20 우리은행 when unset). */
  TOSS_VIRTUAL_ACCOUNT_BANK: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine((code) => code in TOSS_VIRTUAL_ACCOUNT_BANKS, {
        message: `must be one of Toss's virtual-account bank codes (${Object.keys(TOSS_VIRTUAL_ACCOUNT_BANKS).join(', ')})`,
      })
      .optional(),
  ),
  TOSS_TIMEOUT_MS: z.preprocess(blank, z.coerce.number().int().min(100).max(30_000).optional()),
  /** KFTC 오픈뱅킹 client (이용기관) id; set, the 1-won check moves real money through the delivery worker. */
  OPENBANKING_CLIENT_ID: optionalText(100),
  OPENBANKING_CLIENT_SECRET: optionalText(200),
  /** 이용기관코드: the 10 characters every bank_tran_id starts with. */
  OPENBANKING_ORG_CODE: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character 이용기관코드 (capital letters and digits)')
      .optional(),
  ),
  /** 약정 계좌 the 1 won leaves from (digits). */
  OPENBANKING_CONTRACT_ACCOUNT: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{6,16}$/, 'must be the 약정 계좌 number, 6 to 16 digits without dashes')
      .optional(),
  ),
  /** 입금이체용 암호문구. */
  OPENBANKING_PASS_PHRASE: optionalText(128),
  /** Who the 1 won is from (req_client_name; 오토비드 when unset). */
  OPENBANKING_CLIENT_NAME: optionalText(20),
  /** https://openapi.openbanking.or.kr when unset (testapi.openbanking.or.kr for the test bed). */
  OPENBANKING_BASE_URL: z.preprocess(blank, z.url().optional()),
  OPENBANKING_TIMEOUT_MS: z.preprocess(blank, z.coerce.number().int().min(100).max(60_000).optional()),
};

type BankEnv = { [K in keyof typeof bankEnvKeys]?: z.output<(typeof bankEnvKeys)[K]> };

export type TossConfig = { secretKey: string; baseUrl: string; bank: string; timeoutMs: number };

const OPENBANKING_REQUIRED = [
  'OPENBANKING_CLIENT_ID',
  'OPENBANKING_CLIENT_SECRET',
  'OPENBANKING_ORG_CODE',
  'OPENBANKING_CONTRACT_ACCOUNT',
  'OPENBANKING_PASS_PHRASE',
] as const;

/** The chosen bank adapters, or every problem with their keys (a key without the one it goes with, …). */
export function bankAdapters(
  values: BankEnv,
  nodeEnv: string,
): { problems: string[]; TOSS: TossConfig | undefined; OPENBANKING: OpenBankingConfig | undefined } {
  const problems: string[] = [];
  const tossOthers = (['TOSS_BASE_URL', 'TOSS_VIRTUAL_ACCOUNT_BANK', 'TOSS_TIMEOUT_MS'] as const).filter(
    (key) => values[key] !== undefined,
  );
  if (values.TOSS_SECRET_KEY === undefined && tossOthers.length > 0) {
    problems.push(`TOSS_SECRET_KEY: required when ${tossOthers.join(', ')} is set`);
  }
  if (nodeEnv === 'production' && values.TOSS_SECRET_KEY?.startsWith('test_')) {
    problems.push('TOSS_SECRET_KEY: a test key cannot be used with NODE_ENV=production (live_sk_…)');
  }
  const openBankingSet = (Object.keys(bankEnvKeys) as (keyof BankEnv)[]).filter(
    (key) => key.startsWith('OPENBANKING_') && values[key] !== undefined,
  );
  const openBankingMissing =
    openBankingSet.length > 0 ? OPENBANKING_REQUIRED.filter((key) => values[key] === undefined) : [];
  for (const key of openBankingMissing) {
    problems.push(
      `${key}: required when ${openBankingSet.join(', ')} is set (the KFTC 오픈뱅킹 1-won transfer)`,
    );
  }
  const toss: TossConfig | undefined = values.TOSS_SECRET_KEY
    ? {
        secretKey: values.TOSS_SECRET_KEY,
        baseUrl: (values.TOSS_BASE_URL ?? 'https://api.tosspayments.com').replace(/\/+$/, ''),
        bank: values.TOSS_VIRTUAL_ACCOUNT_BANK ?? '20',
        timeoutMs: values.TOSS_TIMEOUT_MS ?? 5000,
      }
    : undefined;
  const openBanking: OpenBankingConfig | undefined =
    openBankingSet.length > 0 && openBankingMissing.length === 0
      ? {
          baseUrl: (values.OPENBANKING_BASE_URL ?? 'https://openapi.openbanking.or.kr').replace(/\/+$/, ''),
          clientId: values.OPENBANKING_CLIENT_ID!,
          clientSecret: values.OPENBANKING_CLIENT_SECRET!,
          orgCode: values.OPENBANKING_ORG_CODE!,
          contractAccount: values.OPENBANKING_CONTRACT_ACCOUNT!,
          passPhrase: values.OPENBANKING_PASS_PHRASE!,
          clientName: values.OPENBANKING_CLIENT_NAME ?? '오토비드',
          timeoutMs: values.OPENBANKING_TIMEOUT_MS ?? 10_000,
        }
      : undefined;
  return { problems, TOSS: toss, OPENBANKING: openBanking };
}
