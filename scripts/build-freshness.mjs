// Whether `npm start` may skip the build (scripts/start.mjs): the make rule, by modification times.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
function newest(entry) {
  if (!existsSync(entry)) {
    return 0;
  }
  const stat = statSync(entry);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let latest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    latest = Math.max(latest, newest(path.join(entry, child)));
  }
  return latest;
}

/**
 * Whether the last build is newer than everything it reads: `stamp` (written after a successful build) exists,
 * every output exists, and no input (file, or anything under a folder; paths relative to `root`) changed since.
 */
export function isBuildCurrent({ root, inputs, outputs, stamp }) {
  if (!existsSync(stamp) || outputs.some((file) => !existsSync(path.join(root, file)))) {
    return false;
  }
  const built = statSync(stamp).mtimeMs;
  return inputs.every((input) => newest(path.join(root, input)) <= built);
}
