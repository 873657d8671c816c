// The configuration as the boot reads it, for the tests of an adapter's keys: `loadEnv` parses an environment
// (a throw-away DATA_DIR, nothing else set), `configProblems` answers the problems a bad one stops the boot with.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../src/config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'autobid-config-env-'));

export function loadEnv(env: Record<string, string>): Config {
  return loadConfig({ INIT_CWD: dataDir, DATA_DIR: dataDir, ...env });
}

/** The listed problems of `env` (none when it loads). */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadEnv(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}
