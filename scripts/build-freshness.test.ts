// `npm start` skips the build only when nothing the build reads changed since the last one (scripts/start.mjs).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildCurrent } from './build-freshness.mjs';

describe('isBuildCurrent', () => {
  let root: string;
  const at = (relative: string, seconds: number) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    utimesSync(file, seconds, seconds);
  };
  const current = () =>
    isBuildCurrent({
      root,
      inputs: ['src', 'package-lock.json'],
      outputs: ['dist/server.js'],
      stamp: path.join(root, 'dist/.build-stamp'),
    });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'autobid-freshness-'));
    at('src/a/deep.ts', 1_000);
    at('package-lock.json', 1_000);
    at('dist/server.js', 2_000);
    // Folders get their own times too: set them old, as a checkout leaves them.
    for (const dir of ['src/a', 'src', 'dist']) {
      utimesSync(path.join(root, dir), 1_000, 1_000);
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no stamp or an output is missing', () => {
    expect(current()).toBe(false);
    at('dist/.build-stamp', 2_000);
    expect(current()).toBe(true);
    rmSync(path.join(root, 'dist/server.js'));
    expect(current()).toBe(false);
  });

  it('builds again when a file deep in a source folder or the lockfile is newer than the stamp', () => {
    at('dist/.build-stamp', 2_000);
    expect(current()).toBe(true);
    at('src/a/deep.ts', 3_000);
    expect(current()).toBe(false);
    at('dist/.build-stamp', 4_000);
    expect(current()).toBe(true);
    at('package-lock.json', 5_000);
    expect(current()).toBe(false);
  });
});
