// Finds the server package root (the folder of the package.json named @autobid/server) from any file inside it,
// so paths work the same from src (tsx, vitest) and from the dist bundle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@autobid/server';

let cached: string | null = null;

export function serverPackageRoot(): string {
  if (cached) {
    return cached;
  }
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
        if (parsed.name === PACKAGE_NAME) {
          cached = dir;
          return dir;
        }
      } catch {
        // An unreadable manifest is not ours; keep walking up.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`cannot find the ${PACKAGE_NAME} package root above ${fileURLToPath(import.meta.url)}`);
    }
    dir = parent;
  }
}
