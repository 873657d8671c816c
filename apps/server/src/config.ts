// The environment, checked once at boot by one zod schema; every variable is listed in the README.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { formatBusinessNumber, isBusinessNumber } from '@autobid/shared';
import { serverPackageRoot } from './lib/package-root';
import { bankAdapters, bankEnvKeys, type OpenBankingConfig, type TossConfig } from './config-bank';
import { DEMO_PLATFORM_BUSINESS } from './providers/e-invoice';
import { readSolapiConfig, solapiEnvShape, type SolapiConfig } from './providers/solapi-config';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The proxy-addr names Fastify understands for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  if (bits === undefined) {
    return true;
  }
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: unset trusts none (the socket address is the
 * client), a number is how many proxy hops stand in front, a comma-separated list names the proxies'
 * addresses or CIDR ranges (or loopback / linklocal / uniquelocal).
 */
const trustProxySchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): number | string[] | false => {
      if (value === undefined) {
        return false;
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops < 1 || hops > 10) {
          ctx.addIssue({ code: 'custom', message: 'a hop count must be 1 to 10' });
        }
        return hops;
      }
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (entries.length === 0 || bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a hop count or a comma-separated list of IP addresses or CIDR ranges (not: ${bad.join(', ')})`,
        });
      }
      return entries;
    }),
);

/** The longest a request may take to arrive, and a connection may stay silent: 10 s (docs/decisions/010). */
export const MAX_RECEIVE_TIMEOUT_MS = 10_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 24 * 3600)
    .default(7 * 24 * 3600),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanString.optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: trustProxySchema,
  /** How long one process reuses a session check (principal exists, not suspended, token version); 0: never. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  SELECT_WINDOW_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(24),
  ),
  /** HMAC-SHA256 key of POST /api/v1/webhooks/bank-deposits; unset, the webhook refuses every call. */
  BANK_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /**
   * The vehicle registry's owner-check service (docs/domain.md "Owner consent"); unset, the local registry
   * answers offline (providers/vehicle-registry.ts).
   */
  VEHICLE_REGISTRY_URL: z.preprocess(blankAsUndefined, z.url().optional()),
  VEHICLE_REGISTRY_API_KEY: z.preprocess(blankAsUndefined, z.string().trim().max(500).optional()),
  // SMS and Alimtalk through Solapi (docs/decisions/030): any SOLAPI_* key set, all of them are checked.
  ...solapiEnvShape,
  // File storage (docs/decisions/032): S3_BUCKET set, files go to that S3-compatible bucket; unset, the local disk.
  S3_BUCKET: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z, 0-9, dot, hyphen)')
      .optional(),
  ),
  S3_REGION: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as ap-northeast-2')
      .optional(),
  ),
  /** An S3-compatible service's address (MinIO, R2, NCP); unset, AWS's own for the region. */
  S3_ENDPOINT: z.preprocess(blankAsUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUndefined, z.string().trim().max(200).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUndefined, z.string().trim().max(200).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanString.optional()),
  // Geocoding (docs/decisions/032): the Kakao Local address search with this REST API key; unset, the region tree.
  KAKAO_REST_API_KEY: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,100}$/, 'must be the REST API key of a Kakao app (letters and digits)')
      .optional(),
  ),
  /** Kakao Local's address (tests point it at their fake); https://dapi.kakao.com when unset. */
  KAKAO_LOCAL_BASE_URL: z.preprocess(blankAsUndefined, z.url().optional()),
  // Bank adapters (docs/decisions/031): Toss Payments virtual accounts, the KFTC 오픈뱅킹 1-won transfer.
  ...bankEnvKeys,
  /** The fee account; outside production the demo one (DEMO_FEE_ACCOUNT) when unset. */
  FEE_ACCOUNT_BANK: z.preprocess(blankAsUndefined, z.string().trim().max(50).optional()),
  FEE_ACCOUNT_NUMBER: z.preprocess(blankAsUndefined, z.string().trim().max(50).optional()),
  FEE_ACCOUNT_HOLDER: z.preprocess(blankAsUndefined, z.string().trim().max(50).optional()),
  /**
   * The platform's business: the supplier of every fee tax invoice (docs/domain.md "Tax invoices"); outside
   * production the demo's (DEMO_PLATFORM_BUSINESS in providers/e-invoice.ts) when unset.
   */
  PLATFORM_BUSINESS_NAME: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
  PLATFORM_BUSINESS_NUMBER: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => isBusinessNumber(value.replace(/[-\s]/g, '')), {
        message: 'must be a 10-digit business registration number (사업자등록번호, dashes allowed)',
      })
      .transform((value) => formatBusinessNumber(value.replace(/[-\s]/g, '')))
      .optional(),
  ),
  PLATFORM_REPRESENTATIVE: z.preprocess(blankAsUndefined, z.string().trim().max(50).optional()),
  PLATFORM_BUSINESS_ADDRESS: z.preprocess(blankAsUndefined, z.string().trim().max(200).optional()),
  PLATFORM_BILLING_EMAIL: z.preprocess(blankAsUndefined, z.email().max(200).optional()),
  /** Wrong phone-code guesses per phone per Asia/Seoul day, all purposes together, before it is locked. */
  PHONE_CODE_WRONG_PER_PHONE_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  /** The same, counted per client IP (an office behind one address gets more room). */
  PHONE_CODE_WRONG_PER_IP_DAY: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Find-password hands over an account: its own wrong guesses lock the phone sooner. */
  PHONE_CODE_WRONG_FIND_PASSWORD_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  /** Codes sent to one phone per rolling hour, all purposes together. */
  PHONE_CODE_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  /** Uploads one owner (a session's principal, a sign-up grant) may store per rolling hour (docs/decisions/016). */
  UPLOAD_FILES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Bytes (as stored) one owner may upload per rolling hour. */
  UPLOAD_BYTES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 ** 4)
    .default(200 * 1024 * 1024),
  /** Hours after which an upload no record refers to is deleted (file and row). */
  UPLOAD_ORPHAN_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  /**
   * Browser tests only: the server's clock can be moved forward with `POST /api/v1/test/clock`
   * (docs/decisions/012). Refused together with NODE_ENV=production.
   */
  TEST_CLOCK: z.preprocess(emptyAsUndefined, booleanString.optional()),
  /**
   * Tests only: every answer is written both by zod's parse and by the serializer compiled from the contract, and
   * must match (docs/decisions/046); costs a zod parse per answer.
   */
  CHECK_ANSWERS: z.preprocess(emptyAsUndefined, booleanString.optional()),
  /** Time to receive a whole request (headers and body); a stalled body is answered 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(MAX_RECEIVE_TIMEOUT_MS)
    .default(MAX_RECEIVE_TIMEOUT_MS),
  /** Inactivity on a connection before it is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(MAX_RECEIVE_TIMEOUT_MS)
    .default(MAX_RECEIVE_TIMEOUT_MS),
  // Abuse limits (docs/decisions/017): counted per client IP (request.ip, TRUST_PROXY) or per username, in
  // Redis when REDIS_URL is set so every process shares them.
  /** Failed logins for one username (dealer, operator; a phone for sellers) in the window; then 429. */
  LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Failed logins from one client IP in the window, whatever the username; then 429. */
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** The window of both login counts, from the first failure. */
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** SMS code requests from one client IP per hour, every purpose together (the per-phone cap is above). */
  PHONE_CODE_REQUESTS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Code checks from one client IP per hour: SMS code confirmations, find id/password calls. */
  CODE_CHECKS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Code-link calls with a wrong or expired code from one client IP per hour; then every code-link call is 429. */
  CODE_LINK_FAILURES_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  // Metrics (docs/decisions/034): GET /metrics on the main port with METRICS_TOKEN as a Bearer token, or on
  // METRICS_PORT (then not on the main port).
  /** The Bearer token of GET /metrics; unset (and no METRICS_PORT), /metrics answers 404. */
  METRICS_TOKEN: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .max(500)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  /** An internal port that serves only GET /metrics; set, the main port answers /metrics 404. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65_535).optional()),
  /** The interface METRICS_PORT listens on. */
  METRICS_HOST: z.preprocess(blankAsUndefined, z.string().trim().min(1).default('127.0.0.1')),
});

export type Config = {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  /** Absolute. */
  DATA_DIR: string;
  DATABASE_URL: string | undefined;
  REDIS_URL: string | undefined;
  JWT_SECRET: string;
  JWT_TTL_SECONDS: number;
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Absolute. */
  WEB_DIST_DIR: string;
  /** Fastify's trustProxy: false (none), a hop count, or the proxies' addresses. */
  TRUST_PROXY: false | number | string[];
  /** Milliseconds a session check is reused in one process (docs/decisions/018). */
  SESSION_CACHE_MS: number;
  /** Hours the seller has to select a bid after an auction ends (selectExpireAt = endDate + this). */
  SELECT_WINDOW_HOURS: number;
  BANK_WEBHOOK_SECRET: string | undefined;
  VEHICLE_REGISTRY_URL?: string | undefined;
  VEHICLE_REGISTRY_API_KEY?: string | undefined;
  /** SMS and Alimtalk delivered through Solapi when set (docs/decisions/030); the local outbox otherwise. */
  SOLAPI?: SolapiConfig | undefined;
  /** File storage in an S3-compatible bucket when set (docs/decisions/032); the local disk otherwise. */
  S3?: S3Config | undefined;
  /** Geocoding by the Kakao Local address search when set (docs/decisions/032); the region tree otherwise. */
  KAKAO_LOCAL?: { restApiKey: string; baseUrl: string } | undefined;
  /** Each deal's own fee virtual account through Toss Payments when set (docs/decisions/031). */
  TOSS?: TossConfig | undefined;
  /** The 1-won account check through the KFTC 오픈뱅킹 API when set (docs/decisions/031). */
  OPENBANKING?: OpenBankingConfig | undefined;
  /** The account dealers transfer the fee to (shown at DEALER_DEPOSIT). */
  FEE_ACCOUNT_BANK: string;
  FEE_ACCOUNT_NUMBER: string;
  FEE_ACCOUNT_HOLDER: string;
  /** The supplier of the fee tax invoices (docs/domain.md "Tax invoices"); loadConfig always sets them. */
  PLATFORM_BUSINESS_NAME?: string;
  PLATFORM_BUSINESS_NUMBER?: string;
  PLATFORM_REPRESENTATIVE?: string;
  PLATFORM_BUSINESS_ADDRESS?: string;
  PLATFORM_BILLING_EMAIL?: string;
  PHONE_CODE_WRONG_PER_PHONE_DAY: number;
  PHONE_CODE_WRONG_PER_IP_DAY: number;
  PHONE_CODE_WRONG_FIND_PASSWORD_DAY: number;
  PHONE_CODE_REQUESTS_PER_HOUR: number;
  UPLOAD_FILES_PER_HOUR: number;
  UPLOAD_BYTES_PER_HOUR: number;
  UPLOAD_ORPHAN_HOURS: number;
  /** At most MAX_RECEIVE_TIMEOUT_MS: no request holds a connection longer (docs/decisions/010). */
  REQUEST_TIMEOUT_MS: number;
  CONNECTION_TIMEOUT_MS: number;
  TEST_CLOCK: boolean;
  /** Each answer also written by zod's parse and compared (tests; docs/decisions/046). */
  CHECK_ANSWERS?: boolean;
  LOGIN_FAILURES_PER_USERNAME: number;
  LOGIN_FAILURES_PER_IP: number;
  LOGIN_FAILURE_WINDOW_SECONDS: number;
  PHONE_CODE_REQUESTS_PER_IP_HOUR: number;
  CODE_CHECKS_PER_IP_HOUR: number;
  CODE_LINK_FAILURES_PER_IP_HOUR: number;
  /** Bearer token of GET /metrics (docs/decisions/034); unset and no METRICS_PORT: /metrics is 404. */
  METRICS_TOKEN?: string | undefined;
  /** The internal metrics port; set, /metrics is served there only. */
  METRICS_PORT?: number | undefined;
  METRICS_HOST?: string;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

type AdapterKeys = Pick<
  z.infer<typeof envSchema>,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'KAKAO_REST_API_KEY'
  | 'KAKAO_LOCAL_BASE_URL'
>;

/** The S3 storage and Kakao geocoder keys read together; every key that is missing or left alone is a problem. */
function storageAndGeocoder(values: AdapterKeys): {
  problems: string[];
  S3: S3Config | undefined;
  KAKAO_LOCAL: Config['KAKAO_LOCAL'];
} {
  const problems: string[] = [];
  const { S3_BUCKET: bucket, S3_REGION: region } = values;
  const s3Others = (
    ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
  ).filter((key) => values[key] !== undefined);
  if (bucket === undefined && s3Others.length > 0) {
    problems.push(`S3_BUCKET: required when ${s3Others.join(', ')} is set (the bucket files are stored in)`);
  }
  if (bucket !== undefined && region === undefined) {
    problems.push(
      'S3_REGION: required with S3_BUCKET (e.g. ap-northeast-2; "auto" or "us-east-1" for most others)',
    );
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push(
      values.S3_ACCESS_KEY_ID === undefined
        ? 'S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY'
        : 'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID',
    );
  }
  if (values.KAKAO_LOCAL_BASE_URL !== undefined && values.KAKAO_REST_API_KEY === undefined) {
    problems.push('KAKAO_REST_API_KEY: required when KAKAO_LOCAL_BASE_URL is set');
  }
  return {
    problems,
    S3:
      bucket !== undefined && region !== undefined
        ? {
            bucket,
            region,
            endpoint: values.S3_ENDPOINT,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
    KAKAO_LOCAL: values.KAKAO_REST_API_KEY
      ? {
          restApiKey: values.KAKAO_REST_API_KEY,
          baseUrl: (values.KAKAO_LOCAL_BASE_URL ?? 'https://dapi.kakao.com').replace(/\/+$/, ''),
        }
      : undefined,
  };
}

/** The demo's fee account: shown when FEE_ACCOUNT_* are unset, refused with NODE_ENV=production. */
const DEMO_FEE_ACCOUNT = {
  FEE_ACCOUNT_BANK: '국민은행',
  FEE_ACCOUNT_NUMBER: '469401-01-284517',
  FEE_ACCOUNT_HOLDER: '(주)오토비드',
} as const;

const FEE_ACCOUNT_KEYS = Object.keys(DEMO_FEE_ACCOUNT) as (keyof typeof DEMO_FEE_ACCOUNT)[];

function feeAccount(
  values: Partial<Record<keyof typeof DEMO_FEE_ACCOUNT, string>>,
): Record<keyof typeof DEMO_FEE_ACCOUNT, string> {
  return {
    FEE_ACCOUNT_BANK: values.FEE_ACCOUNT_BANK ?? DEMO_FEE_ACCOUNT.FEE_ACCOUNT_BANK,
    FEE_ACCOUNT_NUMBER: values.FEE_ACCOUNT_NUMBER ?? DEMO_FEE_ACCOUNT.FEE_ACCOUNT_NUMBER,
    FEE_ACCOUNT_HOLDER: values.FEE_ACCOUNT_HOLDER ?? DEMO_FEE_ACCOUNT.FEE_ACCOUNT_HOLDER,
  };
}

const PLATFORM_BUSINESS_KEYS = [
  'PLATFORM_BUSINESS_NAME',
  'PLATFORM_BUSINESS_NUMBER',
  'PLATFORM_REPRESENTATIVE',
  'PLATFORM_BUSINESS_ADDRESS',
  'PLATFORM_BILLING_EMAIL',
] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Parses and completes the configuration. Relative paths resolve against the directory npm was
 * invoked from (INIT_CWD), because `npm start` runs the server script with cwd apps/server.
 * With the embedded database and no JWT_SECRET, a secret is generated once and kept in DATA_DIR.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, values.DATA_DIR);
  const isEmbedded = values.DATABASE_URL === undefined;
  if (values.TEST_CLOCK === true && values.NODE_ENV === 'production') {
    throw new ConfigError(['TEST_CLOCK: must not be set with NODE_ENV=production']);
  }
  if (values.NODE_ENV === 'production') {
    // Dealers transfer real money to this account: never the demo's, never by default.
    const problems = FEE_ACCOUNT_KEYS.filter((key) => values[key] === undefined).map(
      (key) => `${key}: required with NODE_ENV=production (the account dealers pay fees to)`,
    );
    if (values.FEE_ACCOUNT_NUMBER === DEMO_FEE_ACCOUNT.FEE_ACCOUNT_NUMBER) {
      problems.push('FEE_ACCOUNT_NUMBER: the demo account cannot be used with NODE_ENV=production');
    }
    // Every fee tax invoice names this business as its supplier: never the demo's.
    for (const key of PLATFORM_BUSINESS_KEYS) {
      if (values[key] === undefined) {
        problems.push(`${key}: required with NODE_ENV=production (the supplier of the fee tax invoices)`);
      }
    }
    if (values.PLATFORM_BUSINESS_NUMBER === DEMO_PLATFORM_BUSINESS.businessNumber) {
      problems.push('PLATFORM_BUSINESS_NUMBER: the demo business cannot be used with NODE_ENV=production');
    }
    if (problems.length > 0) {
      throw new ConfigError(problems);
    }
  }
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT) {
    throw new ConfigError(['METRICS_PORT: must differ from PORT (the metrics port is an internal one)']);
  }
  const adapters = storageAndGeocoder(values);
  if (adapters.problems.length > 0) {
    throw new ConfigError(adapters.problems);
  }
  const messaging = readSolapiConfig(values);
  if (messaging.problems.length > 0) {
    throw new ConfigError(messaging.problems);
  }
  const bank = bankAdapters(values, values.NODE_ENV);
  if (bank.problems.length > 0) {
    throw new ConfigError(bank.problems);
  }
  if (!isEmbedded && values.JWT_SECRET === undefined) {
    throw new ConfigError(['JWT_SECRET: required (at least 32 characters) when DATABASE_URL is set']);
  }
  return {
    NODE_ENV: values.NODE_ENV,
    PORT: values.PORT,
    HOST: values.HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: values.DATABASE_URL,
    REDIS_URL: values.REDIS_URL,
    JWT_SECRET: values.JWT_SECRET ?? persistedSecret(dataDir),
    JWT_TTL_SECONDS: values.JWT_TTL_SECONDS,
    SEED_DEMO: values.SEED_DEMO ?? isEmbedded,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    LOG_LEVEL: values.LOG_LEVEL,
    WEB_DIST_DIR: values.WEB_DIST_DIR
      ? path.resolve(baseDir, values.WEB_DIST_DIR)
      : path.resolve(serverPackageRoot(), '..', 'web', 'dist'),
    TRUST_PROXY: values.TRUST_PROXY ?? false,
    SESSION_CACHE_MS: values.SESSION_CACHE_MS,
    SELECT_WINDOW_HOURS: values.SELECT_WINDOW_HOURS,
    BANK_WEBHOOK_SECRET: values.BANK_WEBHOOK_SECRET,
    VEHICLE_REGISTRY_URL: values.VEHICLE_REGISTRY_URL,
    VEHICLE_REGISTRY_API_KEY: values.VEHICLE_REGISTRY_API_KEY,
    SOLAPI: messaging.SOLAPI,
    S3: adapters.S3,
    KAKAO_LOCAL: adapters.KAKAO_LOCAL,
    TOSS: bank.TOSS,
    OPENBANKING: bank.OPENBANKING,
    ...feeAccount(values),
    PLATFORM_BUSINESS_NAME: values.PLATFORM_BUSINESS_NAME ?? DEMO_PLATFORM_BUSINESS.name,
    PLATFORM_BUSINESS_NUMBER: values.PLATFORM_BUSINESS_NUMBER ?? DEMO_PLATFORM_BUSINESS.businessNumber,
    PLATFORM_REPRESENTATIVE: values.PLATFORM_REPRESENTATIVE ?? DEMO_PLATFORM_BUSINESS.representative,
    PLATFORM_BUSINESS_ADDRESS: values.PLATFORM_BUSINESS_ADDRESS ?? DEMO_PLATFORM_BUSINESS.address,
    PLATFORM_BILLING_EMAIL: values.PLATFORM_BILLING_EMAIL ?? DEMO_PLATFORM_BUSINESS.email,
    PHONE_CODE_WRONG_PER_PHONE_DAY: values.PHONE_CODE_WRONG_PER_PHONE_DAY,
    PHONE_CODE_WRONG_PER_IP_DAY: values.PHONE_CODE_WRONG_PER_IP_DAY,
    PHONE_CODE_WRONG_FIND_PASSWORD_DAY: values.PHONE_CODE_WRONG_FIND_PASSWORD_DAY,
    PHONE_CODE_REQUESTS_PER_HOUR: values.PHONE_CODE_REQUESTS_PER_HOUR,
    UPLOAD_FILES_PER_HOUR: values.UPLOAD_FILES_PER_HOUR,
    UPLOAD_BYTES_PER_HOUR: values.UPLOAD_BYTES_PER_HOUR,
    UPLOAD_ORPHAN_HOURS: values.UPLOAD_ORPHAN_HOURS,
    REQUEST_TIMEOUT_MS: values.REQUEST_TIMEOUT_MS,
    CONNECTION_TIMEOUT_MS: values.CONNECTION_TIMEOUT_MS,
    TEST_CLOCK: values.TEST_CLOCK ?? false,
    CHECK_ANSWERS: values.CHECK_ANSWERS ?? false,
    LOGIN_FAILURES_PER_USERNAME: values.LOGIN_FAILURES_PER_USERNAME,
    LOGIN_FAILURES_PER_IP: values.LOGIN_FAILURES_PER_IP,
    LOGIN_FAILURE_WINDOW_SECONDS: values.LOGIN_FAILURE_WINDOW_SECONDS,
    PHONE_CODE_REQUESTS_PER_IP_HOUR: values.PHONE_CODE_REQUESTS_PER_IP_HOUR,
    CODE_CHECKS_PER_IP_HOUR: values.CODE_CHECKS_PER_IP_HOUR,
    CODE_LINK_FAILURES_PER_IP_HOUR: values.CODE_LINK_FAILURES_PER_IP_HOUR,
    METRICS_TOKEN: values.METRICS_TOKEN,
    METRICS_PORT: values.METRICS_PORT,
    METRICS_HOST: values.METRICS_HOST,
  };
}

/** The generated secret survives restarts so issued tokens stay valid; readable by the owner only. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) {
      return stored;
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Boot helper: prints every bad key and exits 1 instead of throwing a stack at the user. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error('환경 설정 값이 올바르지 않습니다 (invalid configuration):');
      for (const problem of error.problems) {
        console.error(`  - ${problem}`);
      }
      process.exit(1);
    }
    throw error;
  }
}

export { envSchema };
