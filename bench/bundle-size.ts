// `npm run bench` (first step): the JavaScript a first visit downloads before the page shows, gzip, for `/` and
// `/auction/list`, from a fresh production build's manifest and the classic scripts of the page's prerendered HTML;
// fails above the budget (≤ 150 KB each).
// BUNDLE_DIST=<dir> measures an existing build (with .vite/manifest.json) instead of building one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, Chunk>;

/** The first screens: the entry plus the lazy page the route loads before it renders (their HTML preloads it). */
const ROUTES: { path: string; page?: string }[] = [
  { path: '/', page: 'src/dealer/pages/landing-page.tsx' },
  { path: '/auction/list', page: 'src/dealer/features/auctions-list/auction-list-page.tsx' },
];

function build(): { dist: string; cleanup: () => void } {
  const given = process.env.BUNDLE_DIST;
  if (given) {
    return { dist: path.resolve(given), cleanup: () => undefined };
  }
  const dist = mkdtempSync(path.join(tmpdir(), 'autobid-bundle-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

/** The chunk's file and every chunk it imports statically, transitively (what the browser fetches with it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) {
    return seen;
  }
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) {
    staticClosure(manifest, imported, seen);
  }
  return seen;
}

const { dist, cleanup } = build();
try {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build.manifest must be on in apps/web/vite.config.ts`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) {
    throw new Error('the manifest has no entry chunk');
  }
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

  let over = false;
  console.log(`initial JS per first screen (gzip), budget ${BUDGET_KB} KB`);
  for (const route of ROUTES) {
    const keys = staticClosure(manifest, entry);
    if (route.page) {
      // A page moved or no longer lazy would be measured as the entry alone: fail instead.
      if (!manifest[route.page]) {
        throw new Error(`${route.page} (for ${route.path}) is not a chunk of the build's manifest`);
      }
      staticClosure(manifest, route.page, keys);
    }
    // The page's own classic scripts (public/, named in its prerendered HTML) are downloaded first too.
    const html = readFileSync(
      path.join(dist, 'prerendered', `${route.path === '/' ? 'index' : route.path.slice(1)}.html`),
      'utf8',
    );
    const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+\.js)"/g)]
      .map((match) => match[1]!)
      .filter((file) => !file.startsWith('assets/'));
    const files = [...[...keys].map((key) => manifest[key]?.file ?? key), ...scripts];
    const js = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(file), 0);
    const css = [...keys]
      .flatMap((key) => manifest[key]?.css ?? [])
      .reduce((sum, file) => sum + gzipKb(file), 0);
    const ok = js <= BUDGET_KB;
    over ||= !ok;
    console.log(
      `${route.path.padEnd(14)} JS ${js.toFixed(1).padStart(6)} KB in ${String(files.length).padStart(2)} files, CSS ${css.toFixed(1)} KB  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  if (over) {
    process.exitCode = 1;
  }
} finally {
  cleanup();
}
