// The browser stage's setup: which Chromium it takes, when it installs Debian's, and the one line when it cannot.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without types
import { MISSING_MESSAGE, planBrowser } from './browser-setup.mjs';

type Probe = {
  chromiumPath?: string;
  exists: (file: string) => boolean;
  isRoot: boolean;
  hasApt: boolean;
  hasNpmChromium: boolean;
  hasCjkFonts: boolean;
};

const nothing: Probe = {
  exists: () => false,
  isRoot: false,
  hasApt: false,
  hasNpmChromium: false,
  hasCjkFonts: false,
};
const having =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('planBrowser', () => {
  it('takes CHROMIUM_PATH first, and refuses one that does not exist instead of looking elsewhere', () => {
    const probe = { ...nothing, chromiumPath: '/opt/chrome/chrome', hasCjkFonts: true };
    expect(planBrowser({ ...probe, exists: having('/opt/chrome/chrome', '/usr/bin/chromium') })).toEqual({
      kind: 'use',
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
      fonts: 'ok',
    });
    expect(
      planBrowser({ ...probe, exists: having('/usr/bin/chromium'), isRoot: true, hasApt: true }),
    ).toEqual({
      kind: 'missing',
      message: 'CHROMIUM_PATH is set to /opt/chrome/chrome, which does not exist.',
    });
  });

  it('takes a system Chromium, and installs the Korean fonts beside it only as root with apt', () => {
    const probe = { ...nothing, exists: having('/usr/bin/chromium-browser') };
    expect(planBrowser(probe)).toMatchObject({
      kind: 'use',
      path: '/usr/bin/chromium-browser',
      fonts: 'warn',
    });
    expect(planBrowser({ ...probe, isRoot: true, hasApt: true })).toMatchObject({
      kind: 'use',
      fonts: 'apt',
    });
  });

  it("installs Debian's chromium and fonts-noto-cjk as root with apt, before an npm package's browser", () => {
    const probe = { ...nothing, isRoot: true, hasApt: true, hasNpmChromium: true };
    expect(planBrowser(probe)).toEqual({ kind: 'apt', packages: ['chromium', 'fonts-noto-cjk'] });
    expect(planBrowser({ ...probe, hasCjkFonts: true })).toEqual({ kind: 'apt', packages: ['chromium'] });
  });

  it("takes an npm package's Chromium without root, else says what to install", () => {
    expect(planBrowser({ ...nothing, hasApt: true, hasNpmChromium: true })).toEqual({ kind: 'npm-package' });
    expect(planBrowser({ ...nothing, hasApt: true })).toEqual({ kind: 'missing', message: MISSING_MESSAGE });
  });
});

describe('scripts/browser-setup.mjs', () => {
  it('stops with one line and exit 1 when CHROMIUM_PATH names no file', () => {
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'browser-setup.mjs')], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'CHROMIUM_PATH is set to /nonexistent/chromium, which does not exist.',
    ]);
    expect(run.stdout).toBe('');
  });
});
