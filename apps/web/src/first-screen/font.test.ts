// The font on a prerendered page's first paint (font.ts): in the font at once where this browser has loaded this
// build's font, else in the system's faces with the font asked for after the first screen is painted, drawn once
// it is in, and remembered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadFont } from '@/lib/preload';
import { FIRST_PAINT_WAIT_MS } from './first-paint';
import { chooseFont, FONT_FAMILY, FONT_LATER_CLASS, FONT_SEEN_KEY, rememberFont } from './font';

const URL_NOW = '/assets/pretendard-subset-NEW.woff2';
const root = document.documentElement;
const fontPreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => ({
    href: link.getAttribute('href'),
    type: link.getAttribute('type'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

/** A document.fonts whose load() resolves as `settle` says, counting its calls. */
function fakeFonts() {
  let settle: (faces: unknown[]) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    (font: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        expect(font).toBe(`1em "${FONT_FAMILY}"`);
        settle = resolve;
        fail = reject;
      }),
  );
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  return { load, arrive: () => settle([{}]), fail: () => fail(new Error('network')) };
}

/** A promise resolved by hand: the first screen's paint. */
function paint() {
  let painted = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    painted = resolve;
  });
  return { promise, painted };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  delete (document as { fonts?: unknown }).fonts;
});

describe('chooseFont', () => {
  it('paints in the font at once, preloaded, where this browser has loaded this build’s font', async () => {
    const fonts = fakeFonts();
    localStorage.setItem(FONT_SEEN_KEY, URL_NOW);
    chooseFont(URL_NOW, new Promise(() => undefined));
    expect(root.classList.contains(FONT_LATER_CLASS)).toBe(false);
    expect(fontPreloads()).toEqual([{ href: URL_NOW, type: 'font/woff2', crossOrigin: '' }]);
    await settled();
    expect(fonts.load).not.toHaveBeenCalled();
  });

  for (const [label, seen] of [
    ['has never loaded it', null],
    ['loaded an earlier build’s font', '/assets/pretendard-subset-OLD.woff2'],
  ] as const) {
    it(`paints in the system's faces and asks for the font after the paint where this browser ${label}`, async () => {
      const fonts = fakeFonts();
      if (seen) {
        localStorage.setItem(FONT_SEEN_KEY, seen);
      }
      const first = paint();
      chooseFont(URL_NOW, first.promise);
      expect(root.classList.contains(FONT_LATER_CLASS)).toBe(true);
      expect(fontPreloads()).toEqual([]);
      await settled();
      expect(fonts.load).not.toHaveBeenCalled();

      first.painted();
      await settled();
      expect(fonts.load).toHaveBeenCalledTimes(1);
      // Still the system's faces while the font is on its way: one layout with the font, when it is in.
      expect(root.classList.contains(FONT_LATER_CLASS)).toBe(true);
      expect(localStorage.getItem(FONT_SEEN_KEY)).toBe(seen);

      fonts.arrive();
      await settled();
      expect(root.classList.contains(FONT_LATER_CLASS)).toBe(false);
      expect(localStorage.getItem(FONT_SEEN_KEY)).toBe(URL_NOW);
    });
  }

  it('asks for the font after FIRST_PAINT_WAIT_MS when no paint comes (a hidden tab), once', async () => {
    vi.useFakeTimers();
    const fonts = fakeFonts();
    const first = paint();
    chooseFont(URL_NOW, first.promise);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(fonts.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fonts.load).toHaveBeenCalledTimes(1);
    first.painted();
    await vi.runAllTimersAsync();
    expect(fonts.load).toHaveBeenCalledTimes(1);
  });

  it('draws in the next faces and remembers nothing when the font fails to load', async () => {
    const fonts = fakeFonts();
    chooseFont(URL_NOW, Promise.resolve());
    await settled();
    fonts.fail();
    await settled();
    expect(root.classList.contains(FONT_LATER_CLASS)).toBe(false);
    expect(localStorage.getItem(FONT_SEEN_KEY)).toBeNull();
  });

  it('leaves the page as it is when the build named no font', async () => {
    chooseFont(undefined, Promise.resolve());
    await settled();
    expect(root.className).toBe('');
    expect(fontPreloads()).toEqual([]);
  });
});

describe('preloadFont', () => {
  it('asks for the font at once, in the font from the start (a page that paints nothing before the app)', () => {
    preloadFont(URL_NOW);
    expect(fontPreloads()).toEqual([{ href: URL_NOW, type: 'font/woff2', crossOrigin: '' }]);
    expect(root.classList.contains(FONT_LATER_CLASS)).toBe(false);
  });
});

describe('rememberFont', () => {
  it('notes the font’s URL once it has loaded (the app’s own pages, src/main.tsx)', async () => {
    const fonts = fakeFonts();
    const remembered = rememberFont(URL_NOW);
    expect(localStorage.getItem(FONT_SEEN_KEY)).toBeNull();
    fonts.arrive();
    await remembered;
    expect(localStorage.getItem(FONT_SEEN_KEY)).toBe(URL_NOW);
  });

  it('notes nothing where the browser has no font loading API', async () => {
    await rememberFont(URL_NOW);
    expect(localStorage.getItem(FONT_SEEN_KEY)).toBeNull();
  });
});
