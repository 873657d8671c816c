// Vite build of the dealer SPA; in dev the API, uploads and the socket go to the server on :3000.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CUSTOM_MEDIA } from './src/lib/breakpoints';

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

/**
 * After the build, x.br and x.gz beside every text file of the output (the server sends them with
 * Content-Encoding: apps/server/src/plugins/web-app.ts), at the highest levels: paid once per build, not per
 * request. A file whose compressed form is not smaller gets none.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'autobid-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
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
  plugins: [react(), customMedia(CUSTOM_MEDIA), precompress()],
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
