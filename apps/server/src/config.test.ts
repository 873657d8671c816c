import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('resolves DATA_DIR against INIT_CWD and keeps absolute paths', () => {
    expect(loadConfig({ INIT_CWD: dir, DATA_DIR: 'store', JWT_SECRET: 'y'.repeat(40) }).DATA_DIR).toBe(
      path.join(dir, 'store'),
    );
    expect(loadConfig({ INIT_CWD: dir, DATA_DIR: '/srv/x', JWT_SECRET: 'y'.repeat(40) }).DATA_DIR).toBe(
      '/srv/x',
    );
  });
});
