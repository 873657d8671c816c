#!/usr/bin/env node
// Finds the Chromium the browser tests drive, or sets one up, before `npm run test:e2e` builds anything:
// CHROMIUM_PATH, else a system Chromium, else Debian's `chromium` and `fonts-noto-cjk` when run as root with
// apt, else a Chromium shipped inside an npm package (`@sparticuz/chromium`, when installed), else one line
// saying what to install. It never downloads a browser build of its own. The chosen path is written to
// CACHE_FILE, which e2e/support/browser.ts reads (README "Run it", e2e/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const CACHE_FILE = path.join(repoRoot, 'node_modules', '.cache', 'autobid-e2e', 'chromium-path');

/** Where Debian, Ubuntu and Chrome's own packages put the browser, in the order they are tried. */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

export const NPM_CHROMIUM = '@sparticuz/chromium';

export const MISSING_MESSAGE =
  'Browser tests need Chromium: install it with `sudo apt-get install chromium fonts-noto-cjk` ' +
  `(or \`npm install --no-save ${NPM_CHROMIUM}\`), or set CHROMIUM_PATH to a Chromium executable.`;

/**
 * What to do, from what the machine has. `probe`: { chromiumPath (env), exists(path), isRoot, hasApt,
 * hasNpmChromium, hasCjkFonts }. Answers { kind: 'use', path, source, fonts } | { kind: 'apt', packages }
 * | { kind: 'npm-package' } | { kind: 'missing', message }; `fonts` is 'ok', 'apt' (install them) or 'warn'.
 */
export function planBrowser(probe) {
  const fontPlan = () => {
    if (probe.hasCjkFonts) {
      return 'ok';
    }
    return probe.isRoot && probe.hasApt ? 'apt' : 'warn';
  };
  if (probe.chromiumPath) {
    return probe.exists(probe.chromiumPath)
      ? { kind: 'use', path: probe.chromiumPath, source: 'CHROMIUM_PATH', fonts: fontPlan() }
      : { kind: 'missing', message: `CHROMIUM_PATH is set to ${probe.chromiumPath}, which does not exist.` };
  }
  const system = SYSTEM_CHROMIUMS.find((candidate) => probe.exists(candidate));
  if (system) {
    return { kind: 'use', path: system, source: 'system', fonts: fontPlan() };
  }
  if (probe.isRoot && probe.hasApt) {
    return { kind: 'apt', packages: probe.hasCjkFonts ? ['chromium'] : ['chromium', 'fonts-noto-cjk'] };
  }
  if (probe.hasNpmChromium) {
    return { kind: 'npm-package' };
  }
  return { kind: 'missing', message: MISSING_MESSAGE };
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function hasCjkFonts() {
  const fcList = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  return fcList.status === 0 && fcList.stdout.trim() !== '';
}

function probeMachine() {
  const require = createRequire(import.meta.url);
  let hasNpmChromium = false;
  try {
    require.resolve(NPM_CHROMIUM);
    hasNpmChromium = true;
  } catch {
    hasNpmChromium = false;
  }
  return {
    chromiumPath: process.env.CHROMIUM_PATH,
    exists: existsSync,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: commandExists('apt-get'),
    hasNpmChromium,
    hasCjkFonts: hasCjkFonts(),
  };
}

function aptInstall(packages) {
  console.log(
    `==> installing Debian ${packages.join(' and ')} for the browser tests (running as root with apt)`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      throw new Error(`apt-get ${args[0]} failed (exit ${result.status}). ${MISSING_MESSAGE}`);
    }
  }
}

async function npmChromiumPath() {
  const module = await import(NPM_CHROMIUM);
  return module.default.executablePath();
}

function remember(executable) {
  mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  writeFileSync(CACHE_FILE, executable);
}

async function main() {
  let plan = planBrowser(probeMachine());
  if (plan.kind === 'apt') {
    aptInstall(plan.packages);
    plan = planBrowser(probeMachine());
  }
  switch (plan.kind) {
    case 'use':
      if (plan.fonts === 'apt') {
        aptInstall(['fonts-noto-cjk']);
      } else if (plan.fonts === 'warn') {
        console.log(
          'browser tests: no Korean font found (install fonts-noto-cjk); screenshots will show boxes',
        );
      }
      remember(plan.path);
      return;
    case 'npm-package': {
      const executable = await npmChromiumPath();
      console.log(`browser tests: Chromium from the npm package ${NPM_CHROMIUM} (${executable})`);
      remember(executable);
      return;
    }
    case 'apt':
      throw new Error(`Chromium is still missing after installing it. ${MISSING_MESSAGE}`);
    case 'missing':
      throw new Error(plan.message);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
