// Bundles src/server.ts to dist/server.js (and its chunks, dist/server-chunk-*.js): @autobid/shared is bundled,
// every server dependency stays external.
// Beside it, dist/pglite-template/: the embedded database created and migrated (src/db/template.ts), which
// a first start copies instead of creating one; dist/seed-assets/: the seed's pictures and demo password hashes
// (src/db/seed/make-seed-assets.ts), which a first start copies instead of making.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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
const outdir = path.dirname(outfile);
// Split at dynamic imports: server.ts starts opening the database before it loads start.ts (and pdf-lib, sharp
// load only when first used), so each such module and its dependencies are a chunk of their own beside the entry.
const chunkPrefix = `${path.basename(outfile, '.js')}-chunk-`;
mkdirSync(outdir, { recursive: true });
for (const name of readdirSync(outdir)) {
  if (name.startsWith(chunkPrefix)) {
    rmSync(path.join(outdir, name), { force: true });
  }
}
await build({
  ...options,
  entryPoints: { [path.basename(outfile, '.js')]: 'src/server.ts' },
  outdir,
  splitting: true,
  chunkNames: `${chunkPrefix}[hash]`,
});

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
await runMaker('src/db/template.ts', path.join(outdir, 'pglite-template'));
await runMaker('src/db/seed/make-seed-assets.ts', path.join(outdir, 'seed-assets'));
