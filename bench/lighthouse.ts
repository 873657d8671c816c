// Lighthouse 12 (mobile, default simulated throttling, performance only) on the production build served the way
// `npm start` serves it (the web build beside the server bundle, PGlite, demo data): `/`, `/login` and the
// auction list of the demo dealer, each beside a baseline page measured in the same run: a static HTML page of the
// same byte size served by the same server, so a busy host shows as a busy baseline. The target (docs/benchmarks.md):
// score ≥ 90, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 200 ms on every page. `npx tsx bench/lighthouse.ts [--quick]` runs it
// alone (--quick: one run a page, else the median of 3); LIGHTHOUSE_REPORTS=<dir> keeps each run's full report there.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import type { BenchSection } from './lib/harness';
import { buildServer, repoRoot, startServer } from './lib/processes';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const TARGET = { score: 90, lcpMs: 2000, cls: 0.05, tbtMs: 200 };
/** Each page with the build's HTML file for it (apps/web/vite.config.ts writes prerendered/<path>.html). */
const PAGES = [
  { path: '/', html: 'prerendered/index.html', signedIn: false },
  { path: '/login', html: 'prerendered/login.html', signedIn: false },
  { path: '/auction/list', html: 'prerendered/auction/list.html', signedIn: true },
] as const;

/**
 * The baseline of a page: a static page (no script, no stylesheet, no font, no image) of exactly the byte size of
 * the page's own HTML, written into the bench's own web build (never the product's) with its .br and .gz as the
 * build makes them, so the server answers it the way it answers the page. Its text is the page's HTML as a comment
 * (so it compresses alike), after one visible heading for Lighthouse's first paint.
 */
async function writeBaselinePage(webDist: string, page: (typeof PAGES)[number]): Promise<string> {
  const size = (await readFile(path.join(webDist, page.html))).length;
  const name = `bench-baseline-${page.path.replace(/\W+/g, '_')}.html`;
  const head =
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><title>baseline</title></head><body><h1>오토비드 baseline</h1><!--';
  const tail = '--></body></html>\n';
  const room = size - Buffer.byteLength(head + tail);
  let filler = (await readFile(path.join(webDist, page.html), 'utf8'))
    .replace(/-/g, '_')
    .replace(/[^\x20-\x7e\n]/g, '.');
  filler = filler.slice(0, Math.max(0, room)).padEnd(room, ' ');
  const html = Buffer.from(head + filler + tail);
  if (html.length !== size) {
    throw new Error(`baseline for ${page.path}: ${html.length} bytes, not ${size}`);
  }
  const file = path.join(webDist, name);
  await Promise.all([
    writeFile(file, html),
    writeFile(`${file}.br`, brotliCompressSync(html)),
    writeFile(`${file}.gz`, gzipSync(html, { level: 9 })),
  ]);
  return `/${name}`;
}

/**
 * A bench-only page written into the bench's own web build: it stores the dealer token the way the web app keeps
 * its session (localStorage "token", apps/web/src/lib/storage.ts), so the list, not the login redirect, is
 * measured; with the note a former visit leaves ("approvedToken": this token's profile read APPROVED), as for a
 * dealer who has opened the app before, so the list's first page is asked for beside the profile call. Lighthouse's storage reset clears caches but leaves localStorage alone. A file, not an inline
 * script: the Content-Security-Policy allows none (docs/decisions/017).
 */
const SESSION_PAGE = 'bench-session.html';
const SESSION_READY_TITLE = 'session stored';

async function writeSessionPage(webDist: string): Promise<void> {
  await writeFile(
    path.join(webDist, SESSION_PAGE),
    '<!doctype html><title>bench</title><script src="/bench-session.js"></script>\n',
  );
  await writeFile(
    path.join(webDist, 'bench-session.js'),
    [
      'const token = decodeURIComponent(location.hash.slice(1));',
      "localStorage.setItem('token', token);",
      "localStorage.setItem('approvedToken', token);",
      `document.title = '${SESSION_READY_TITLE}';`,
      '',
    ].join('\n'),
  );
}

/** The web app as `npm run build` makes it (apps/web's vite build), into a directory of the bench's own. */
async function buildWeb(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'autobid-lighthouse-web-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'inherit',
  });
  return dist;
}

async function dealerToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/dealers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dealer', password: 'dealer1234' }),
  });
  const { data } = (await response.json()) as { data?: { accessToken?: string } };
  if (!data?.accessToken) {
    throw new Error(`the demo dealer could not log in (${response.status})`);
  }
  return data.accessToken;
}

/** A fresh Chromium profile; with a token, one whose localStorage already holds the dealer's session. */
async function startChrome(origin: string, token?: string): Promise<LaunchedChrome> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    startingUrl: token ? `${origin}/${SESSION_PAGE}#${encodeURIComponent(token)}` : 'about:blank',
  });
  if (!token) {
    return chrome;
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as {
      title: string;
    }[];
    if (targets.some((target) => target.title === SESSION_READY_TITLE)) {
      return chrome;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  chrome.kill();
  throw new Error('the bench session page did not store the token within 15 s');
}

type Run = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  kb: number;
  finalUrl: string;
};

async function measure(url: string, chrome: LaunchedChrome, reportsDir: string | undefined): Promise<Run> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  const result = await lighthouse(url, flags);
  if (!result) {
    throw new Error(`lighthouse gave no result for ${url}`);
  }
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (reportsDir) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    await writeFile(path.join(reportsDir, name), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
    fcpMs: Math.round(value('first-contentful-paint')),
    kb: Math.round(value('total-byte-weight') / 102.4) / 10,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** One Lighthouse run in a fresh Chromium, run again (up to twice) when a busy machine loses the trace. */
async function measureOnce(
  url: string,
  origin: string,
  token: string | undefined,
  reportsDir: string | undefined,
  notes: string[],
): Promise<Run> {
  for (let attempt = 0; ; attempt += 1) {
    const chrome = await startChrome(origin, token);
    try {
      return await measure(url, chrome, reportsDir);
    } catch (error) {
      // On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): that run again.
      if (attempt >= 2) {
        throw error;
      }
      notes.push(
        `${new URL(url).pathname}: a run was repeated (${error instanceof Error ? error.message : String(error)})`,
      );
    } finally {
      chrome.kill();
    }
  }
}

export async function benchLighthouse(opts: { quick: boolean }): Promise<BenchSection> {
  const runs = opts.quick ? 1 : 3;
  const reportsDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportsDir) {
    await mkdir(reportsDir, { recursive: true });
  }
  // LIGHTHOUSE_WEB_DIST: a web build made already (an experiment's); the bench still writes its pages into it.
  const [webDist] = await Promise.all([process.env.LIGHTHOUSE_WEB_DIST ?? buildWeb(), buildServer()]);
  await writeSessionPage(webDist);
  const baselines = await Promise.all(PAGES.map((page) => writeBaselinePage(webDist, page)));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'autobid-lighthouse-data-'));
  // PGlite in a fresh directory, seeded with the demo data at start, as `npm start` does on a first run.
  const server = await startServer(
    { databaseUrl: '', dataDir },
    { WEB_DIST_DIR: webDist, SEED_DEMO: 'true' },
  );
  const rows: BenchSection['rows'] = [];
  const notes: string[] = [];
  const loads: number[] = [];
  try {
    const token = await dealerToken(server.url);
    for (const [index, page] of PAGES.entries()) {
      // LIGHTHOUSE_ONLY=/auction/list: that page alone (a quicker look while working on it).
      if (process.env.LIGHTHOUSE_ONLY && process.env.LIGHTHOUSE_ONLY !== page.path) {
        continue;
      }
      const measured: Run[] = [];
      const baseline: Run[] = [];
      // Page and baseline in turn, so both see the same load.
      for (let run = 0; run < runs; run += 1) {
        loads.push(os.loadavg()[0]!);
        measured.push(
          await measureOnce(
            `${server.url}${page.path}`,
            server.url,
            page.signedIn ? token : undefined,
            reportsDir,
            notes,
          ),
        );
        baseline.push(
          await measureOnce(`${server.url}${baselines[index]!}`, server.url, undefined, reportsDir, notes),
        );
      }
      const wrongPage = measured.find((run) => new URL(run.finalUrl).pathname !== page.path);
      if (wrongPage) {
        notes.push(`${page.path} ended on ${wrongPage.finalUrl}: the figures are not the page's own`);
      }
      const pick = (from: Run[], key: Exclude<keyof Run, 'finalUrl'>) => median(from.map((run) => run[key]));
      const row = {
        page: page.signedIn ? `${page.path} (dealer)` : page.path,
        score: pick(measured, 'score'),
        'LCP ms': pick(measured, 'lcpMs'),
        CLS: pick(measured, 'cls'),
        'TBT ms': pick(measured, 'tbtMs'),
        'FCP ms': pick(measured, 'fcpMs'),
        'transferred KB': pick(measured, 'kb'),
        'baseline score': pick(baseline, 'score'),
        'baseline LCP ms': pick(baseline, 'lcpMs'),
        'baseline TBT ms': pick(baseline, 'tbtMs'),
        'score ratio': Math.round((pick(measured, 'score') / pick(baseline, 'score')) * 100) / 100,
        'LCP ratio': Math.round((pick(measured, 'lcpMs') / pick(baseline, 'lcpMs')) * 100) / 100,
        runs,
      };
      const met =
        !wrongPage &&
        row.score >= TARGET.score &&
        row['LCP ms'] <= TARGET.lcpMs &&
        row.CLS <= TARGET.cls &&
        row['TBT ms'] <= TARGET.tbtMs;
      rows.push({ ...row, met });
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (!process.env.LIGHTHOUSE_WEB_DIST) {
      await rm(webDist, { recursive: true, force: true });
    }
  }
  notes.push(
    `${runs === 1 ? 'one run a page' : `median of ${runs} runs a page, each metric on its own`}, each run beside a run of the page's baseline (a static page of its HTML's byte size from the same server); ratios are page ÷ baseline; load average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} over the runs (${os.cpus().length} CPUs)`,
  );
  return {
    name: 'Lighthouse 12 mobile (simulated throttling), production build, PGlite demo data',
    target: `performance ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}, TBT ≤ ${TARGET.tbtMs} ms on every page`,
    met: rows.length === PAGES.length && rows.every((row) => row.met === true),
    rows,
    notes,
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const section = await benchLighthouse({
    quick: process.argv.includes('--quick') || process.env.BENCH_QUICK === '1',
  });
  console.log(`\n${section.name}\ntarget: ${section.target}`);
  console.table(section.rows);
  for (const note of section.notes ?? []) {
    console.log(`- ${note}`);
  }
  console.log(section.met ? 'target met' : 'target NOT met');
}
