// Vite build of the dealer SPA; in dev the API, uploads and the socket go to the server on :3000.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  plugins: [react(), customMedia(CUSTOM_MEDIA)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: true },
      '/uploads': { target, changeOrigin: true },
      '/socket.io': { target, changeOrigin: true, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
