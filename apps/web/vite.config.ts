// Vite build of the dealer SPA; in dev the API, uploads and the socket go to the server on :3000.
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CUSTOM_MEDIA } from './src/lib/breakpoints.ts';
import { pretendardSubset } from './scripts/pretendard-subset.ts';
import { apiTableWithoutSchemas } from './scripts/api-table.ts';

const target = 'http://localhost:3000';

/**
 * `@media (--mobile)` -> `@media (max-width: 768px)`: the CSS breakpoints come from lib/breakpoints.ts. A plain
 * transform after Vite's CSS step (not a PostCSS plugin), so rules a module pulls in with `composes` are expanded too.
 */
function customMedia(queries: Readonly<Record<string, string>>): Plugin {
  const expand = (params: string) =>
    params.replace(/\((--[\w-]+)\)/g, (_whole, name: string) => {
      const query = queries[name];
      if (!query) {
        throw new Error(`unknown custom media ${name}; add it to src/lib/breakpoints.ts`);
      }
      return query;
    });
  return {
    name: 'autobid-custom-media',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes('(--')) {
        return null;
      }
      return {
        code: code.replace(/@media([^{;]*)\{/g, (_whole, params: string) => `@media${expand(params)}{`),
        map: null,
      };
    },
  };
}

/** Text files the server may send compressed; woff2 and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** A chunk's CSS and JS with everything it imports statically (what the browser fetches with it). */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (!seen.has(key)) {
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) {
      chunkClosure(manifest, imported, seen);
    }
  }
  return seen;
}

/**
 * A prerendered page paints from its HTML, CSS and font alone: its module script and module preloads are taken out
 * and public/after-paint.js asks for them after the first paint (docs/decisions/043).
 */
function loadAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) {
    throw new Error('prerender: the page has no module script to load after paint');
  }
  const preloads: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_link, href: string) => {
      preloads.push(href);
      return '';
    });
  const loader = `<script defer src="/after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return rest.replace('</head>', `  ${loader}\n  </head>`);
}

/**
 * The list's first screen is to be seen, not used: its controls do nothing before the app draws the page over it, so
 * it is inert (no tap, no focus) and hidden from assistive technology (and from tests that find things by role) until
 * then; the app's own page replaces it whole.
 */
function inert(body: string): string {
  if (!/^<[a-z]/.test(body)) {
    throw new Error('prerender: the first screen does not start with an element');
  }
  return body.replace(/^<([a-z][\w-]*)/, '<$1 inert="" aria-hidden="true"');
}

/**
 * A page's first script (a module of src/, app/prerender.tsx `firstScript`) built on its own into one classic script
 * under assets/, named by its content's hash so it may be cached for good: it runs before the app's modules and
 * shares none of them, so it takes only what it imports (no React). Returns its URL.
 */
async function buildFirstScript(root: string, outDir: string, entry: string): Promise<string> {
  const scratch = path.join(root, 'node_modules', `.first-script-${process.pid}`);
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(root, 'src') } },
    plugins: [apiTableWithoutSchemas()],
    build: {
      outDir: scratch,
      emptyOutDir: true,
      lib: {
        entry: path.join(root, entry),
        formats: ['iife'],
        name: 'autobidFirstScript',
        fileName: () => 'script.js',
      },
    },
  });
  try {
    const code = await readFile(path.join(scratch, 'script.js'));
    const name = `${path.basename(entry).split('.')[0]}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
    await writeFile(path.join(outDir, 'assets', name), code);
    return `/assets/${name}`;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The public first screens, rendered at build time (src/app/prerender.tsx, built for Node into a directory of
 * its own) into copies of index.html under prerendered/, each with the CSS and module preloads of its lazy page:
 * the server sends them for their paths (apps/server/src/plugins/web-app.ts), so the page paints before the
 * app's script has run and its own chunks load beside the entry, not after it.
 */
async function prerenderPages(root: string, outDir: string): Promise<void> {
  const serverOut = path.join(root, 'node_modules', `.prerender-${process.pid}`);
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    publicDir: false,
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
  });
  try {
    const { FIRST_SCREEN_CLASSES, PRERENDERED_PAGES, prerender } = (await import(
      pathToFileURL(path.join(serverOut, 'prerender.js')).href
    )) as typeof import('./src/app/prerender');
    const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    /** Each first script built once, whichever pages share it. */
    const firstScripts: Record<string, Promise<string>> = {};
    const manifest = JSON.parse(
      await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    for (const page of PRERENDERED_PAGES) {
      // A module path the manifest does not know (a page moved) would leave the page without its CSS: it paints
      // unstyled and shifts when the app loads it.
      if (page.module && !manifest[page.module]) {
        throw new Error(`prerender: ${page.module} (for ${page.path}) is not in the build's manifest`);
      }
      // The shell already holds the entry's own; a lazy page's CSS and chunks would otherwise wait for the entry.
      const files = (page.module ? [...chunkClosure(manifest, page.module)] : [])
        .flatMap((key) => [...(manifest[key]?.css ?? []), manifest[key]?.file ?? ''])
        .filter((file, index, all) => file && all.indexOf(file) === index && !shell.includes(`/${file}"`));
      const links = [
        ...files
          .filter((file) => file.endsWith('.css'))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...files
          .filter((file) => file.endsWith('.js'))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      const body = page.render ? await prerender(page.path, page.render) : '';
      let html = shell
        .replace('</head>', `${links.map((link) => `  ${link}\n  `).join('')}</head>`)
        .replace(
          '<div id="root"></div>',
          page.render === 'first-screen'
            ? `<div id="root" data-first-screen="">${inert(body)}</div>`
            : `<div id="root">${body}</div>`,
        );
      if (page.render === 'first-screen') {
        // The cards' class names for the first script to draw with (src/first-screen/draw-cards.ts): data, not a
        // script (the Content-Security-Policy runs none inline).
        const classes = JSON.stringify(FIRST_SCREEN_CLASSES).replace(/</g, '\\u003c');
        html = html.replace(
          '</head>',
          `  <script type="application/json" id="first-screen-classes">${classes}</script>\n  </head>`,
        );
      }
      if (body) {
        html = loadAfterPaint(html);
      }
      if (page.firstScript) {
        // A classic script right after the charset: it runs as it arrives, waiting for no stylesheet and no module.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) {
          throw new Error('prerender: index.html has no charset meta to put the first script after');
        }
        // The font's preload is the script's to add, for a browser that has the font already (first-screen/font.ts).
        const fontPreload = /<link rel="preload" as="font" [^>]*href="([^"]+)">\s*/.exec(html);
        if (!fontPreload) {
          throw new Error('prerender: the page has no font preload for its first script to decide on');
        }
        html = html.replace(fontPreload[0], '');
        const script = await (firstScripts[page.firstScript] ??= buildFirstScript(
          root,
          outDir,
          page.firstScript,
        ));
        html = html.replace(
          charset,
          `${charset}\n    <script src="${script}" data-font="${fontPreload[1]}"></script>`,
        );
      }
      const file = path.join(
        outDir,
        'prerendered',
        `${page.path === '/' ? 'index' : page.path.slice(1)}.html`,
      );
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
    }
  } finally {
    await rm(serverOut, { recursive: true, force: true });
  }
}

/**
 * After the build: the prerendered pages, then x.br and x.gz beside every text file of the output (the server
 * sends them with Content-Encoding: apps/server/src/plugins/web-app.ts), at the highest levels: paid once per
 * build, not per request. A file whose compressed form is not smaller gets none. Not for the Node build of the
 * prerender itself.
 */
function afterBuild(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let root = '';
  let outDir = '';
  return {
    name: 'autobid-after-build',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderPages(root, outDir);
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
            gzipped.length < source.length ? writeFile(`${file}.gz`, gzipped) : undefined,
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), customMedia(CUSTOM_MEDIA), pretendardSubset(), apiTableWithoutSchemas(), afterBuild()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: true },
      '/uploads': { target, changeOrigin: true },
      '/socket.io': { target, changeOrigin: true, ws: true },
    },
  },
  // The manifest lets bench/bundle-size.ts measure what each first screen downloads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
