// Waiting for the screen to settle, without vitest (screenshots.ts runs it under plain tsx too).
import type { Page, Request } from 'playwright-core';
import { UI_TIMEOUT_MS } from './timeouts';

/** API calls of each page still without an answer (Socket.IO's transport is not a call). */
const inFlight = new WeakMap<Page, Set<Request>>();

const isApiCall = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/');
};

/** Counts the page's API calls in flight, for `waitForSettled` (newPage does it for every test page). */
export function trackApiCalls(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (isApiCall(request)) {
      pending.add(request);
    }
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has no API call in flight and stands still (`waitForStill`), and no call started
 * meanwhile: the screen with its data, without the fixed half second of quiet that Playwright's `networkidle`
 * waits for (and never reaches while a socket polls).
 */
export async function waitForSettled(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) {
    throw new Error('waitForSettled needs a page made by newPage (support/browser.ts)');
  }
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.waitForFunction(() => true, undefined, { polling: 'raf' });
    if (pending.size === 0) {
      await waitForStill(page, Math.max(1, deadline - Date.now()));
      if (pending.size === 0) {
        return;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(
        `API calls still in flight after ${timeout} ms: ${[...pending].map((r) => r.url()).join(', ')}`,
      );
    }
  }
}

/** Consecutive animation frames with the same layout that `waitForStill` asks for. */
const STILL_FRAMES = 3;

/**
 * Waits until the screen stands still: fonts and the images in view (or not lazy) loaded, no finite CSS animation or transition
 * running (a spinner's endless one does not count), and the page's size, element count and text unchanged
 * over a few animation frames. Use it where a screenshot or a check needs the layout to have settled (a
 * new viewport, a slide-in, a dialog opening) instead of a fixed pause.
 */
export async function waitForStill(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  await page.evaluate(() => {
    delete (window as { __e2eStill?: unknown }).__e2eStill;
  });
  await page.waitForFunction(
    (frames) => {
      const holder = window as { __e2eStill?: { signature: string; frames: number } };
      const moving = document.getAnimations().some((animation) => {
        const iterations = animation.effect?.getTiming().iterations ?? 1;
        return iterations !== Infinity && (animation.pending || animation.playState === 'running');
      });
      // A lazy image below the fold never loads until scrolled to: only the ones in view count.
      const inView = (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return (
          box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
        );
      };
      const loading =
        document.fonts.status !== 'loaded' ||
        Array.from(document.images).some(
          (image) => !image.complete && (image.loading !== 'lazy' || inView(image)),
        );
      const root = document.documentElement;
      const signature = [
        root.scrollWidth,
        root.scrollHeight,
        window.innerWidth,
        window.innerHeight,
        document.getElementsByTagName('*').length,
        document.body.innerText.length,
      ].join(':');
      const last = holder.__e2eStill;
      holder.__e2eStill = {
        signature,
        frames: !moving && !loading && last?.signature === signature ? last.frames + 1 : 0,
      };
      return holder.__e2eStill.frames >= frames;
    },
    STILL_FRAMES,
    { polling: 'raf', timeout },
  );
}
