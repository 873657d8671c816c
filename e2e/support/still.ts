// Waiting for the screen to settle, without vitest (screenshots.ts runs it under plain tsx too).
import type { Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from './browser';

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
