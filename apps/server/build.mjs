// Bundles src/server.ts to dist/server.js: @autobid/shared is bundled, every server dependency stays external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@autobid/shared');

await build({
  entryPoints: ['src/server.ts'],
  // SERVER_OUTFILE: another bundle beside dist/ (e.g. dist-x/server.js) for a parallel e2e run; it must stay
  // inside this package so the external dependencies resolve.
  outfile: process.env.SERVER_OUTFILE ?? 'dist/server.js',
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
  absWorkingDir: new URL('.', import.meta.url).pathname,
  logLevel: 'info',
});
