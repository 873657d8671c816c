// axe-core in the page: runs the WCAG 2.1 A/AA rules (and the best practices) on the current screen and keeps
// a report of every screen checked, so a spec can print route x viewport x violations and fail on the
// serious and critical ones.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { waitForSettled } from './still';

/** Evaluated through the DevTools protocol: a script tag would be refused by the app's Content-Security-Policy. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

export type AxeViolation = {
  id: string;
  impact: AxeImpact | null;
  help: string;
  nodes: { target: string[]; html: string; summary: string }[];
};

export type AxeScan = {
  area: string;
  route: string;
  width: number;
  violations: AxeViolation[];
  /** How long the settle wait and axe took, in ms. */
  ms: number;
};

const BLOCKING: readonly (AxeImpact | null)[] = ['serious', 'critical'];

/** axe's result for the whole document as it is now (injects axe once per document). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    await page.evaluate(axeSource);
  }
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, options: RunOptions) => Promise<AxeResults> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // A control whose name leaves out its visible text: asked for by name, as some axe versions ship it off.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String),
        html: n.html.slice(0, 200),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
  });
}

export function isBlocking(violation: AxeViolation): boolean {
  return BLOCKING.includes(violation.impact);
}

/** Every scan of a spec file, for the table and the failure list. */
export class AxeReport {
  readonly scans: AxeScan[] = [];

  /** Waits for the screen to settle (data loaded, transitions over), runs axe and records the result. */
  async check(page: Page, area: string, route: string): Promise<AxeViolation[]> {
    const started = Date.now();
    await waitForSettled(page);
    const violations = await runAxe(page);
    this.scans.push({
      area,
      route,
      width: page.viewportSize()?.width ?? 0,
      violations,
      ms: Date.now() - started,
    });
    return violations;
  }

  blocking(area?: string): AxeScan[] {
    return this.scans
      .filter((scan) => area === undefined || scan.area === area)
      .map((scan) => ({ ...scan, violations: scan.violations.filter(isBlocking) }))
      .filter((scan) => scan.violations.length > 0);
  }

  /** One line per screen: area, route, width, serious+critical nodes, other nodes, the rule ids. */
  table(): string {
    const count = (vs: AxeViolation[]) => vs.reduce((sum, v) => sum + v.nodes.length, 0);
    const lines = this.scans.map((scan) => {
      const blocking = scan.violations.filter(isBlocking);
      const other = scan.violations.filter((v) => !isBlocking(v));
      const ids = scan.violations.map((v) => `${v.id}(${v.impact ?? '?'})`).join(' ');
      return [
        scan.area.padEnd(8),
        scan.route.padEnd(44),
        String(scan.width).padStart(5),
        String(count(blocking)).padStart(6),
        String(count(other)).padStart(6),
        String(scan.ms).padStart(6),
        ids,
      ].join(' ');
    });
    const blockingTotal = this.scans.reduce(
      (sum, scan) => sum + count(scan.violations.filter(isBlocking)),
      0,
    );
    return [
      `${'area'.padEnd(8)} ${'route'.padEnd(44)} ${'width'.padStart(5)} ${'s+c'.padStart(6)} ${'other'.padStart(6)} ${'ms'.padStart(6)} rules`,
      ...lines,
      `${this.scans.length} screens checked, ${blockingTotal} serious or critical violations (nodes)`,
    ].join('\n');
  }
}

/** The violations as a readable list: route, width, rule, impact, each node's target and html. */
export function describeViolations(scans: AxeScan[]): string {
  return scans
    .flatMap((scan) =>
      scan.violations.map((v) =>
        [
          `${scan.route} @${scan.width}px: ${v.id} (${v.impact ?? '?'}) ${v.help}`,
          ...v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.html}\n      ${n.summary}`),
        ].join('\n'),
      ),
    )
    .join('\n');
}
