import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEMO_PLATFORM_BUSINESS } from './providers/e-invoice';

/** A real-looking supplier of the fee tax invoices (production requires one). */
const REAL_PLATFORM_BUSINESS = {
  PLATFORM_BUSINESS_NAME: '(주)실제오토',
  PLATFORM_BUSINESS_NUMBER: '220-81-62536',
  PLATFORM_REPRESENTATIVE: '이대표',
  PLATFORM_BUSINESS_ADDRESS: '서울특별시 중구 세종대로 110',
  PLATFORM_BILLING_EMAIL: 'tax@real.example',
};

describe('loadConfig', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'autobid-config-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('uses the embedded defaults and persists a generated secret with mode 0600', async () => {
    const config = loadConfig({ INIT_CWD: dir });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      JWT_TTL_SECONDS: 604_800,
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      SELECT_WINDOW_HOURS: 24,
    });
    expect(path.isAbsolute(config.WEB_DIST_DIR)).toBe(true);
    expect(config.WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    const file = path.join(dir, 'data', 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(config.JWT_SECRET);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(64);
    // Stable across restarts.
    expect(loadConfig({ INIT_CWD: dir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it('requires JWT_SECRET with DATABASE_URL and then defaults SEED_DEMO to false', () => {
    expect(() => loadConfig({ INIT_CWD: dir, DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(
      ConfigError,
    );
    const config = loadConfig({
      INIT_CWD: dir,
      DATABASE_URL: 'postgres://x@localhost/db',
      JWT_SECRET: 'x'.repeat(32),
      PORT: '8080',
      SEED_DEMO: '',
      SELECT_WINDOW_HOURS: '48',
    });
    expect(config).toMatchObject({
      SEED_DEMO: false,
      PORT: 8080,
      PUBLIC_URL: 'http://localhost:8080',
      SELECT_WINDOW_HOURS: 48,
    });
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({
        INIT_CWD: dir,
        PORT: 'abc',
        JWT_SECRET: 'short',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        SELECT_WINDOW_HOURS: '0',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(keys.sort()).toEqual(['JWT_SECRET', 'LOG_LEVEL', 'PORT', 'SEED_DEMO', 'SELECT_WINDOW_HOURS']);
    }
  });

  it('trusts no proxy by default; takes a hop count or proxy addresses and refuses anything else', () => {
    const base = { INIT_CWD: dir, JWT_SECRET: 'y'.repeat(40) };
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '0', '11', '10.0.0.0/33', 'proxy.example.com', '1.2.3', ',']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('shows the demo fee account outside production; production refuses to start without a real one', () => {
    const base = { INIT_CWD: dir, JWT_SECRET: 'y'.repeat(40), ...REAL_PLATFORM_BUSINESS };
    expect(loadConfig(base)).toMatchObject({
      FEE_ACCOUNT_BANK: '국민은행',
      FEE_ACCOUNT_NUMBER: '469401-01-284517',
      FEE_ACCOUNT_HOLDER: '(주)오토비드',
    });
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
    };
    // Every missing key is listed at once.
    expect(problemsOf({}).map((p) => p.split(':')[0])).toEqual([
      'FEE_ACCOUNT_BANK',
      'FEE_ACCOUNT_NUMBER',
      'FEE_ACCOUNT_HOLDER',
    ]);
    expect(problemsOf({ FEE_ACCOUNT_BANK: '신한은행', FEE_ACCOUNT_NUMBER: ' ' })).toEqual([
      expect.stringMatching(/^FEE_ACCOUNT_NUMBER: /),
      expect.stringMatching(/^FEE_ACCOUNT_HOLDER: /),
    ]);
    const real = {
      FEE_ACCOUNT_BANK: '신한은행',
      FEE_ACCOUNT_NUMBER: '110-123-456789',
      FEE_ACCOUNT_HOLDER: '(주)실제',
    };
    expect(problemsOf({ ...real, FEE_ACCOUNT_NUMBER: '469401-01-284517' })).toEqual([
      'FEE_ACCOUNT_NUMBER: the demo account cannot be used with NODE_ENV=production',
    ]);
    expect(loadConfig({ ...base, NODE_ENV: 'production', ...real })).toMatchObject(real);
  });

  it("names the demo business as the invoices' supplier outside production; production requires a real one", () => {
    const base = { INIT_CWD: dir, JWT_SECRET: 'y'.repeat(40) };
    expect(loadConfig(base)).toMatchObject({
      PLATFORM_BUSINESS_NAME: DEMO_PLATFORM_BUSINESS.name,
      PLATFORM_BUSINESS_NUMBER: DEMO_PLATFORM_BUSINESS.businessNumber,
    });
    // Typed without dashes, kept as 000-00-00000; a number whose check digit is wrong is refused.
    expect(loadConfig({ ...base, PLATFORM_BUSINESS_NUMBER: '2208162536' }).PLATFORM_BUSINESS_NUMBER).toBe(
      '220-81-62536',
    );
    expect(() => loadConfig({ ...base, PLATFORM_BUSINESS_NUMBER: '2208162537' })).toThrow(
      /PLATFORM_BUSINESS_NUMBER/,
    );
    expect(() => loadConfig({ ...base, PLATFORM_BILLING_EMAIL: 'not-an-email' })).toThrow(
      /PLATFORM_BILLING_EMAIL/,
    );
    const fee = {
      FEE_ACCOUNT_BANK: '신한은행',
      FEE_ACCOUNT_NUMBER: '110-123-456789',
      FEE_ACCOUNT_HOLDER: '(주)실제',
    };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...fee, NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({}).map((p) => p.split(':')[0])).toEqual(Object.keys(REAL_PLATFORM_BUSINESS));
    expect(
      problemsOf({
        ...REAL_PLATFORM_BUSINESS,
        PLATFORM_BUSINESS_NUMBER: DEMO_PLATFORM_BUSINESS.businessNumber,
      }),
    ).toEqual(['PLATFORM_BUSINESS_NUMBER: the demo business cannot be used with NODE_ENV=production']);
    expect(problemsOf(REAL_PLATFORM_BUSINESS)).toEqual([]);
  });

  it('takes the abuse limits from the environment with the documented defaults', () => {
    const base = { INIT_CWD: dir, JWT_SECRET: 'y'.repeat(40) };
    expect(loadConfig(base)).toMatchObject({
      LOGIN_FAILURES_PER_USERNAME: 10,
      LOGIN_FAILURES_PER_IP: 30,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      PHONE_CODE_REQUESTS_PER_IP_HOUR: 20,
      CODE_CHECKS_PER_IP_HOUR: 60,
      CODE_LINK_FAILURES_PER_IP_HOUR: 20,
    });
    expect(loadConfig({ ...base, LOGIN_FAILURES_PER_USERNAME: '5' }).LOGIN_FAILURES_PER_USERNAME).toBe(5);
    expect(() => loadConfig({ ...base, LOGIN_FAILURES_PER_USERNAME: '0' })).toThrow(
      /LOGIN_FAILURES_PER_USERNAME/,
    );
  });

  it('resolves DATA_DIR against INIT_CWD and keeps absolute paths', () => {
    expect(loadConfig({ INIT_CWD: dir, DATA_DIR: 'store', JWT_SECRET: 'y'.repeat(40) }).DATA_DIR).toBe(
      path.join(dir, 'store'),
    );
    expect(loadConfig({ INIT_CWD: dir, DATA_DIR: '/srv/x', JWT_SECRET: 'y'.repeat(40) }).DATA_DIR).toBe(
      '/srv/x',
    );
  });
});
