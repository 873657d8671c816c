// The browser suite waits on conditions only (an element's state, a response, waitForStill in
// e2e/support/still.ts), never for a fixed time: a pause is too short on a busy machine and wasted on an idle one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2eDir = path.resolve(import.meta.dirname, '..', 'e2e');

/**
 * Fixed pauses: playwright's waitForTimeout, its `networkidle` (a fixed 500 ms without a request, never reached
 * while a socket polls: `waitForSettled` waits for the page's own calls instead), a sleep helper, a promise
 * resolved by a timer.
 */
const FIXED_SLEEPS: RegExp[] = [
  /\bwaitForTimeout\s*\(/,
  /['"]networkidle['"]/,
  /\bsleep\s*\(/i,
  /\bdelay\s*\(\s*\d/,
  /setTimeout\s*\(\s*(?:resolve|r|res|done|\(\s*\)\s*=>\s*(?:resolve|r|res|done)\s*\(\s*\))\s*[,)]/,
  /import\s*\{[^}]*\bsetTimeout\b[^}]*\}\s*from\s*['"](?:node:)?timers\/promises['"]/,
];

/** The lines of `source` that pause for a fixed time, as `line: text`. */
export function fixedSleeps(source: string): string[] {
  return source
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => FIXED_SLEEPS.some((pattern) => pattern.test(text)))
    .map(({ text, line }) => `${line}: ${text.trim()}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) {
      return [];
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return /\.(?:ts|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('e2e waits on conditions, never for a fixed time', () => {
  it('recognises the fixed pauses it forbids', () => {
    expect(fixedSleeps('await page.waitForTimeout(300);')).toEqual(['1: await page.waitForTimeout(300);']);
    expect(fixedSleeps('x\nawait new Promise((resolve) => setTimeout(resolve, 250));')).toHaveLength(1);
    expect(fixedSleeps('await new Promise((r) => setTimeout(() => r(), 100));')).toHaveLength(1);
    expect(fixedSleeps("import { setTimeout as pause } from 'node:timers/promises';")).toHaveLength(1);
    expect(fixedSleeps('await sleep(500);')).toHaveLength(1);
    expect(fixedSleeps("await page.waitForLoadState('networkidle');")).toHaveLength(1);
    expect(fixedSleeps("await page.goto('/home', { waitUntil: 'networkidle' });")).toHaveLength(1);
  });

  it('lets conditions and timeouts through', () => {
    expect(fixedSleeps('const timer = setTimeout(() => resolve(false), ms);')).toEqual([]);
    expect(fixedSleeps('await waitForStill(page);')).toEqual([]);
    expect(fixedSleeps("await locator.waitFor({ state: 'visible', timeout });")).toEqual([]);
    expect(fixedSleeps('await waitForSettled(page);')).toEqual([]);
  });

  it('finds none in e2e/', () => {
    const files = sourceFiles(e2eDir);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      fixedSleeps(readFileSync(file, 'utf8')).map((hit) => `${path.relative(e2eDir, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
