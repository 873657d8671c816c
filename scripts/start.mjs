#!/usr/bin/env node
// `npm start`: builds the web app and the server only when a source is newer than the last build (as make
// would), then runs the server in this process's place. A tree built once starts in seconds (
// first 200 <= 5 s on a built tree); `npm start -- --rebuild` (or AUTOBID_REBUILD=1) builds regardless.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Written after a successful build; its time is the build's. */
const STAMP = path.join(root, 'apps/server/dist/.build-stamp');
/** What a build reads: sources, configs, the lockfile (a changed dependency rebuilds too). */
const INPUTS = [
  'package-lock.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/server/package.json',
];
const OUTPUTS = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

const rebuild = process.argv.includes('--rebuild') || process.env.AUTOBID_REBUILD === '1';
if (rebuild || !isBuildCurrent({ root, inputs: INPUTS, outputs: OUTPUTS, stamp: STAMP })) {
  run(['run', 'build']);
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
} else {
  console.log('npm start: the build is current (npm start -- --rebuild builds anyway)');
}
// npm passes signals to this process; the server gets them too as its child in the foreground group.
const server = spawnSync('npm', ['run', 'start', '-w', '@autobid/server'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
