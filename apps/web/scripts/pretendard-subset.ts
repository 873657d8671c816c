// Vite plugin: one small Pretendard file with only the glyphs the app's own text uses (docs/decisions/043), made
// with HarfBuzz (subset-font) when the config loads and kept in a cache until that text changes.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** What the stylesheet imports the subset as (src/styles/fonts.css): an alias of the cache directory. */
const ALIAS = '@pretendard-subset';
const FILE = 'pretendard-subset.woff2';
/** The font's licence (SIL OFL 1.1), shipped beside it in every build as the licence asks. */
const LICENSE_FILE = 'fonts/pretendard-OFL.txt';
/** The weights the styles use (400 to 800); the variable font's other weights are cut away. */
const WEIGHTS = { min: 400, max: 800 };
const SOURCE = /\.(?:tsx?|css|html)$/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every character a user can read in the app's own text: printable ASCII and each other character written in
 * apps/web (its sources and index.html), packages/shared (messages the server also sends) and apps/server/src
 * (its messages, the reference data every list and filter shows, and the demo data `npm start` seeds). A
 * seller's or dealer's free text outside it falls back to the full font's unicode-range files (src/main.tsx).
 */
async function usedText(webRoot: string): Promise<string> {
  const repoRoot = path.join(webRoot, '..', '..');
  const files = [
    path.join(webRoot, 'index.html'),
    ...(await sourceFiles(path.join(webRoot, 'src'))),
    ...(await sourceFiles(path.join(repoRoot, 'packages', 'shared', 'src'))),
    ...(await sourceFiles(path.join(repoRoot, 'apps', 'server', 'src'))),
  ];
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code += 1) {
    characters.add(String.fromCharCode(code));
  }
  for (const file of files) {
    for (const character of await readFile(file, 'utf8')) {
      if (character.codePointAt(0)! > 0x7e) {
        characters.add(character);
      }
    }
  }
  return [...characters].sort().join('');
}

export function pretendardSubset(): Plugin {
  const webRoot = fileURLToPath(new URL('..', import.meta.url));
  const fontPackage = path.dirname(
    createRequire(path.join(webRoot, 'package.json')).resolve('pretendard/package.json'),
  );
  return {
    name: 'autobid-pretendard-subset',
    async config() {
      const fontFile = path.join(fontPackage, 'dist/web/variable/woff2/PretendardVariable.woff2');
      const cacheDir = path.join(webRoot, 'node_modules', '.pretendard-subset');
      const text = await usedText(webRoot);
      const key = createHash('sha256')
        .update(JSON.stringify({ text, WEIGHTS, font: fontFile }))
        .digest('hex');
      const keyFile = path.join(cacheDir, `${FILE}.key`);
      const isFresh =
        existsSync(path.join(cacheDir, FILE)) &&
        existsSync(keyFile) &&
        (await readFile(keyFile, 'utf8')) === key;
      if (!isFresh) {
        // Layout closure kept: tabular figures (font-variant-numeric) are reached through GSUB.
        // The name table keeps the copyright (0) and the licence (13, 14) beside the names (1-6).
        const subset = await subsetFont(await readFile(fontFile), text, {
          targetFormat: 'woff2',
          variationAxes: { wght: WEIGHTS },
          preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
        });
        await mkdir(cacheDir, { recursive: true });
        await writeFile(path.join(cacheDir, FILE), subset);
        await writeFile(keyFile, key);
      }
      return { resolve: { alias: { [ALIAS]: cacheDir } } };
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) {
        return;
      }
      this.emitFile({
        type: 'asset',
        fileName: LICENSE_FILE,
        source: await readFile(path.join(fontPackage, 'dist/LICENSE.txt')),
      });
    },
    // The preload scanner finds the font in the HTML, before the stylesheet that names it has been parsed.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(FILE),
        );
        if (!font) {
          return [];
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font.fileName}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
