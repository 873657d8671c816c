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
  await page
    .waitForFunction(
      (frames) => {
        const holder = window as { __e2eStill?: { signature: string; frames: number } };
        const moving = document.getAnimations().some((animation) => {
          const iterations = animation.effect?.getTiming().iterations ?? 1;
          return iterations !== Infinity && (animation.pending || animation.playState === 'running');
        });
        // A lazy image below the fold never loads until scrolled to: only the ones in view count.
        // A lazy image the browser will not load either: not rendered (inside a closed <details>), outside the
        // window, or clipped away by a scrolling ancestor (a photo strip's later photos).
        const inView = (image: HTMLImageElement) => {
          if (!image.checkVisibility()) {
            return false;
          }
          const box = image.getBoundingClientRect();
          let [top, right, bottom, left] = [box.top, box.right, box.bottom, box.left];
          for (let parent = image.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
              const clip = parent.getBoundingClientRect();
              [top, right, bottom, left] = [
                Math.max(top, clip.top),
                Math.min(right, clip.right),
                Math.min(bottom, clip.bottom),
                Math.max(left, clip.left),
              ];
            }
          }
          return (
            bottom > Math.max(top, 0) &&
            top < window.innerHeight &&
            right > Math.max(left, 0) &&
            left < window.innerWidth
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
    )
    .catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nStill moving: ${await whatMoves(page)}`);
    });
}

/** What kept `waitForStill` waiting, for its timeout message: finite animations running and images loading. */
async function whatMoves(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const running = document
        .getAnimations()
        .filter((animation) => (animation.effect?.getTiming().iterations ?? 1) !== Infinity)
        .filter((animation) => animation.pending || animation.playState === 'running')
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name =
            'animationName' in animation ? String(animation.animationName) : animation.constructor.name;
          return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''}`;
        });
      const loading = Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => `image ${image.currentSrc || image.src} (${image.loading || 'eager'})`);
      const fonts = document.fonts.status === 'loaded' ? [] : ['fonts loading'];
      return [...running, ...loading, ...fonts].join('; ') || 'the layout or text changed between frames';
    })
    .catch(() => 'the page could not say');
}
