// Bundles src/server.ts to dist/server.js: @autobid/shared is bundled, every server dependency stays external.
// Beside it, dist/pglite-template.tar.gz: the embedded database created and migrated (src/db/template.ts), which
// a first start loads instead of creating one; dist/seed-assets/: the seed's pictures and demo password hashes
// (src/db/seed/make-seed-assets.ts), which a first start copies instead of making.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@autobid/shared');

// SERVER_OUTFILE: another bundle beside dist/ (e.g. dist-x/server.js) for a parallel e2e run; it must stay
// inside this package so the external dependencies resolve.
const packageDir = new URL('.', import.meta.url).pathname;
const outfile = path.resolve(packageDir, process.env.SERVER_OUTFILE ?? 'dist/server.js');
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pglite, zod/v4...) are external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __autobidCreateRequire } from 'node:module'; const require = __autobidCreateRequire(import.meta.url);",
  },
  absWorkingDir: packageDir,
  logLevel: 'info',
};
await build({ ...options, entryPoints: ['src/server.ts'], outfile });

const outdir = path.dirname(outfile);
/** Bundles a build-time script beside the server bundle, runs it with `output`, then removes it. */
async function runMaker(entry, output) {
  const maker = path.join(outdir, `make-${path.basename(entry, '.ts')}.js`);
  await build({ ...options, entryPoints: [entry], outfile: maker, sourcemap: false, logLevel: 'warning' });
  try {
    execFileSync(process.execPath, [maker, output], { stdio: 'inherit' });
  } finally {
    rmSync(maker, { force: true });
  }
}
await runMaker('src/db/template.ts', path.join(outdir, 'pglite-template.tar.gz'));
await runMaker('src/db/seed/make-seed-assets.ts', path.join(outdir, 'seed-assets'));
