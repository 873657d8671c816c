// The list's first script (src/first-screen/first-page.ts) and the app taking its answers (lib/early-request.ts): the script
// asks for exactly the requests the app would send for the list without conditions and for the guard's profile
// (URL, token, headers), the app then asks for nothing more and reads those answers as its own (a refusal too), and
// the photo it preloads is the first card's (`cardImage`).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { cardImage } from '@/components/ui/auction-card-parts';
import { call } from '@/lib/call';
import { emptyProfile } from '@/lib/dealer-session';
import { getToken, rememberApproval, setToken } from '@/lib/storage';
import { auctionDetailFixture } from '@/testing/fixtures';
import { answer, calls, refuse, testQueryClient } from '@/testing/harness';
import { EMPTY_FILTERS } from '../filters';
import { auctionsQueryOptions, prefetchAuctions } from './get-auctions';
import { runFirstPage } from '@/first-screen/first-page';

/** Where the script leaves its request for the app (lib/early-request.ts) and its word to public/after-paint.js. */
const early = window as { autobidEarlyRequests?: unknown; autobidFirstScreen?: Promise<void> };
const PAGE_1_KEY = auctionsQueryOptions(EMPTY_FILTERS).queryKey;

const item = auctionDetailFixture({ id: 8, image: '/uploads/main.jpg' });
const PAGE = {
  items: [{ ...item, images: [{ type: 'RIGHT_SIDE' as const, image: '/uploads/right.jpg' }] }],
  page: 1,
  size: 12,
  total: 1,
  isLast: true,
};

/** The page's first script, as the browser runs it at `path`. */
function runFirstScript(path = '/auction/list') {
  window.history.replaceState(null, '', path);
  // What it returns is the `autobidFirstScreen` the tests read from the window.
  void runFirstPage();
}

const photoPreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Resolves once `check` holds (the script's answer and its photo arrive on their own). */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(check()).toBe(true);
}

const PROFILE = { ...emptyProfile, id: 7, name: '김민수', status: 'APPROVED' as const };

beforeEach(() => {
  setToken('dealer-token');
  rememberApproval(true);
  answer(api.dealers.profile, PROFILE);
});

afterEach(() => {
  early.autobidEarlyRequests = undefined;
  early.autobidFirstScreen = undefined;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  document.documentElement.classList.remove('first-screen');
  document.body.replaceChildren();
  document.getElementById('first-screen-classes')?.remove();
});

/** The list's HTML as the build writes it (apps/web/vite.config.ts): the first screen, its cards' class names. */
function firstScreenPage() {
  const classes = document.createElement('script');
  classes.type = 'application/json';
  classes.id = 'first-screen-classes';
  classes.textContent = JSON.stringify({ grid: { grid: 'grid' }, card: { card: 'card' }, countdown: {} });
  document.head.append(classes);
  document.body.innerHTML =
    '<div id="root" data-first-screen=""><h1>경매 목록</h1><p data-first-cards="">Loading..</p></div>';
}

describe("the list's first script", () => {
  it("asks for the app's own page 1 once: the app takes the answer, and preloads the first card's photo", async () => {
    answer(api.auctions.list, PAGE);
    runFirstScript();
    await until(() => calls(api.auctions.list).length === 1);
    const client = testQueryClient();
    await prefetchAuctions(client, new URLSearchParams(), { preloadFirstPhoto: true });
    expect(calls(api.auctions.list)).toHaveLength(1);
    expect(client.getQueryData(PAGE_1_KEY)?.pages[0]).toEqual(PAGE);

    // The same request the app sends when it asks itself (the script's answer is taken by now).
    const scripted = calls(api.auctions.list)[0]!;
    await testQueryClient().fetchInfiniteQuery(auctionsQueryOptions(EMPTY_FILTERS));
    const own = calls(api.auctions.list)[1]!;
    expect(scripted.url.href).toBe(own.url.href);
    expect(Object.fromEntries(scripted.headers)).toEqual(Object.fromEntries(own.headers));

    await until(() => photoPreloads().length > 0);
    expect(photoPreloads()).toEqual([cardImage(PAGE.items[0]!)]);
  });

  it('a refusal reaches the app as its own answer would: quiet ahead of the screen, the session left to the guard', async () => {
    refuse(api.auctions.list, { status: 401, message: '로그인이 필요합니다.' });
    runFirstScript();
    await until(() => calls(api.auctions.list).length === 1);
    const client = testQueryClient();
    await prefetchAuctions(client, new URLSearchParams(), { preloadFirstPhoto: true });
    expect(calls(api.auctions.list)).toHaveLength(1);
    expect(client.getQueryState(PAGE_1_KEY)?.status).toBe('error');
    expect(getToken()).toBe('dealer-token');
    expect(photoPreloads()).toEqual([]);
  });

  it("asks for the profile the guard waits for: the session's call takes it, a refusal ends the session as its own would", async () => {
    answer(api.auctions.list, PAGE);
    runFirstScript();
    await until(() => calls(api.dealers.profile).length === 1);
    expect(await call(api.dealers.profile, {}, { session: 'dealer' })).toEqual(PROFILE);
    expect(calls(api.dealers.profile)).toHaveLength(1);

    refuse(api.dealers.profile, { status: 401, message: '로그인이 필요합니다.' });
    runFirstScript();
    await until(() => calls(api.dealers.profile).length === 2);
    await expect(call(api.dealers.profile, {}, { session: 'dealer' })).rejects.toMatchObject({ status: 401 });
    expect(calls(api.dealers.profile)).toHaveLength(2);
    expect(getToken()).toBeNull();
  });

  it('is taken once: a later call for the same page asks the network', async () => {
    answer(api.auctions.list, PAGE);
    runFirstScript();
    await prefetchAuctions(testQueryClient(), new URLSearchParams());
    await prefetchAuctions(testQueryClient(), new URLSearchParams());
    expect(calls(api.auctions.list)).toHaveLength(2);
  });

  it('asks nothing for conditions in the address, another page, or a token not last read APPROVED', async () => {
    answer(api.auctions.list, PAGE);
    runFirstScript('/auction/list?brandIds=3');
    runFirstScript('/home');
    rememberApproval(false);
    runFirstScript();
    expect(early.autobidEarlyRequests).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(api.auctions.list)).toHaveLength(0);
  });

  it("is not taken by another dealer's call (the token changed since)", async () => {
    answer(api.auctions.list, PAGE);
    runFirstScript();
    setToken('another-token');
    await prefetchAuctions(testQueryClient(), new URLSearchParams());
    expect(calls(api.auctions.list)).toHaveLength(2);
    expect(calls(api.auctions.list)[1]!.headers.get('authorization')).toBe('Bearer another-token');
  });

  it("shows the build's first screen for an approved dealer and draws page 1's cards into it", async () => {
    firstScreenPage();
    const second = { ...PAGE.items[0]!, id: 9, images: [], image: '/uploads/second.jpg' };
    answer(api.auctions.list, { ...PAGE, items: [PAGE.items[0]!, second], total: 2 });
    runFirstScript();
    expect(document.documentElement.classList.contains('first-screen')).toBe(true);
    await until(() => document.querySelector('#root ul.grid') !== null);
    expect(document.querySelector('[data-first-cards]')).toBeNull();
    const card = document.querySelector('#root ul.grid > li > article.card')!;
    expect(card.querySelector('a')!.getAttribute('href')).toBe(`/auction/detail/${PAGE.items[0]!.id}`);
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/uploads/right.jpg');
    expect(card.textContent).toContain(PAGE.items[0]!.model);
    // The heart waits for the app.
    expect(card.parentElement!.querySelector('button')!.disabled).toBe(true);

    // The app's modules (public/after-paint.js) wait for the first photo to be in.
    let isDrawn = false;
    void early.autobidFirstScreen!.then(() => {
      isDrawn = true;
    });
    // The other images (the next photos, brand logos) wait for the first photo: it has the connection alone.
    const sources = () =>
      [...document.querySelectorAll('#root ul img')].map((image) => image.getAttribute('src'));
    expect(sources()[0]).toBe('/uploads/right.jpg');
    expect(
      sources()
        .slice(1)
        .every((source) => source!.startsWith('data:image/gif')),
    ).toBe(true);
    const photo = card.querySelector('img')!;
    expect(photo.complete).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isDrawn).toBe(false);
    photo.dispatchEvent(new Event('load'));
    await until(() => isDrawn);
    expect(sources()).toContain('/uploads/second.jpg');
    expect(sources().some((source) => source!.startsWith('data:'))).toBe(false);
  });

  it('draws nothing once the app has drawn the page, for an empty page 1, or for a refused one', async () => {
    firstScreenPage();
    answer(api.auctions.list, PAGE);
    runFirstScript();
    document.getElementById('root')!.removeAttribute('data-first-screen');
    await until(() => photoPreloads().length > 0);
    expect(document.querySelector('#root ul')).toBeNull();

    const banned = { ...PROFILE, penaltyExpiredAt: new Date(Date.now() + 86_400_000).toISOString() };
    for (const page of ['empty', 'refused', 'banned dealer', 'profile refused'] as const) {
      firstScreenPage();
      answer(api.auctions.list, page === 'empty' ? { ...PAGE, items: [], total: 0 } : PAGE);
      if (page === 'refused') {
        refuse(api.auctions.list, { status: 401, message: '로그인이 필요합니다.' });
      }
      // The app will draw the ban's banner above the cards: the screen waits for it rather than move them down.
      if (page === 'banned dealer') {
        answer(api.dealers.profile, banned);
      }
      if (page === 'profile refused') {
        refuse(api.dealers.profile, { status: 401, message: '로그인이 필요합니다.' });
      }
      const before = calls(api.auctions.list).length;
      runFirstScript();
      await until(() => calls(api.auctions.list).length === before + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.querySelector('[data-first-cards]')?.textContent).toBe('Loading..');
      // Nothing drawn: the app's modules need not wait.
      await early.autobidFirstScreen;
    }
  });

  it('leaves the first screen hidden for anyone else (the app decides what they see)', () => {
    firstScreenPage();
    rememberApproval(false);
    runFirstScript();
    expect(document.documentElement.classList.contains('first-screen')).toBe(false);
    expect(early.autobidFirstScreen).toBeUndefined();
  });
});
