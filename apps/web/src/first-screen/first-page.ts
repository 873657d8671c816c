// /auction/list's first script (docs/decisions/043, addendum "The list's first screen before the app"), built on
// its own into a classic script that is the first element of that page's HTML (apps/web/vite.config.ts). For a
// dealer whose token last read APPROVED (the note lib/storage.ts keeps, `wasApproved`):
// - the list's page 1 without filters and the profile the route guard waits for are asked for now, before the
//   app's modules have loaded, and the app's first call to each URL with that token takes its answer
//   (lib/early-request.ts) instead of asking again: the same requests, read and judged by the same code;
// - the page's first screen, which the build drew for a signed-in dealer whose answers have not arrived
//   (app/prerender.tsx), is shown, and as page 1 and the profile arrive its cards are drawn into it (draw-cards.ts,
//   the same markup as the app's) with the first card's photo asked for at once, the other images after that
//   photo is painted: the phone shows the list before the app has loaded. The app's modules load after that paint
//   (public/after-paint.js), and the app draws the page again over it from the same answers (src/main.tsx).
// Anyone else sees nothing of that first screen (styles/global.css) and the app decides, as on any page. A list
// with conditions in its address is asked for by the app (src/main.tsx).
import type { AuctionListItem } from '@autobid/shared';
import { cardImage } from '@/components/ui/auction-card-parts';
import { isBanned } from '@/lib/ban';
import { preloadPhoto } from '@/lib/preload';
import { drawFirstCards, tickCountdowns, type FirstCardClasses } from './draw-cards';
import { announcePainted } from './first-paint';

export const PAGE_1_URL = '/api/v1/dealers/auction/list?page=1&size=12';
export const PROFILE_URL = '/api/v1/dealers/profile';
/** The class on <html> that shows the build's first screen (styles/global.css). */
export const FIRST_SCREEN_CLASS = 'first-screen';
/** The JSON the build writes into the page: the class names of the cards (vite.config.ts). */
export const FIRST_SCREEN_CLASSES_ID = 'first-screen-classes';

type EarlyRequest = { url: string; token: string; response: Promise<Response> };
/** What the first screen needs of the profile's answer. */
type DealerStanding = { status: string; penaltyExpiredAt: string | null };

/** Once the document is parsed (the script runs in the head, before the body is there). */
function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', then, { once: true });
  } else {
    then();
  }
}

/**
 * Page 1's cards in place of the first screen's "Loading.." (while the app has not drawn the page itself); `done`
 * once the first card's photo is in (the page's largest paint), or at once when nothing is drawn.
 */
function drawCards(items: readonly AuctionListItem[], done: () => void): void {
  const slot = document.querySelector('#root[data-first-screen] [data-first-cards]');
  const classes = document.getElementById(FIRST_SCREEN_CLASSES_ID)?.textContent;
  if (!slot || !classes || items.length === 0) {
    done();
    return;
  }
  const names = JSON.parse(classes) as FirstCardClasses;
  const list = drawFirstCards(document, items, names, Date.now());
  const [photo, ...others] = list.querySelectorAll('img');
  const held = holdBack(others);
  slot.replaceWith(list);
  const root = document.getElementById('root');
  const ticking = setInterval(() => {
    if (root?.hasAttribute('data-first-screen')) {
      tickCountdowns(document, list, names, Date.now());
    } else {
      clearInterval(ticking);
    }
  }, 1000);
  if (photo) {
    whenPainted(photo, () => {
      held();
      done();
    });
  } else {
    held();
    done();
  }
}

/** After a frame has been drawn since now. */
function afterFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * `then` once `photo` is on the screen: the browser's own word (its largest-paint entry for it) where it gives one,
 * else a frame after the photo's load; and after a frame past its load at the latest when it is not the page's
 * largest paint (a larger element was drawn first) or failed.
 */
function whenPainted(photo: HTMLImageElement, then: () => void): void {
  let isDone = false;
  const once = () => {
    if (!isDone) {
      isDone = true;
      observer?.disconnect();
      then();
    }
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => (entry as { element?: Element }).element === photo)) {
            once();
          }
        })
      : null;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  const loaded = () =>
    observer ? setTimeout(() => afterFrame(once), LARGEST_PAINT_WAIT_MS) : afterFrame(once);
  if (photo.complete) {
    loaded();
  } else {
    photo.addEventListener('load', loaded, { once: true });
    photo.addEventListener('error', () => afterFrame(once), { once: true });
  }
}

/** How long after its load a photo that is not the page's largest paint is waited for. */
const LARGEST_PAINT_WAIT_MS = 300;

/** A transparent pixel: what a held-back image shows meanwhile (no broken-image box, no alt text). */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The cards' other images (photos, brand logos) wait for the first photo, the page's largest paint: on a phone's
 * connection they would otherwise share its bandwidth. Returns what lets them load.
 */
function holdBack(images: readonly HTMLImageElement[]): () => void {
  const sources = images.map((image) => image.getAttribute('src') ?? '');
  for (const image of images) {
    image.setAttribute('src', BLANK_IMAGE);
  }
  return () => images.forEach((image, index) => image.setAttribute('src', sources[index]!));
}

/** Runs the script; returns what resolves once its first screen is painted, or null when it shows none. */
export function runFirstPage(): Promise<void> | null {
  let token: string | null = null;
  try {
    token = localStorage.getItem('token');
    if (!token || localStorage.getItem('approvedToken') !== token) {
      return null;
    }
  } catch {
    // No storage: the app asks for itself.
    return null;
  }
  if (location.search || location.pathname.replace(/\/+$/, '') !== '/auction/list') {
    return null;
  }
  document.documentElement.classList.add(FIRST_SCREEN_CLASS);
  // What public/after-paint.js waits for before it loads the app's modules: the first screen's photo drawn.
  let drawn = (): void => undefined;
  const painted = announcePainted(
    new Promise<void>((resolve) => {
      drawn = resolve;
    }),
  );
  const ask = (url: string): EarlyRequest => {
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failure is the app's to report when it takes the answer; left here, it is not an unhandled rejection.
    response.catch(() => undefined);
    return { url, token, response };
  };
  const page1 = ask(PAGE_1_URL);
  const profile = ask(PROFILE_URL);
  // The dealer's standing, from the profile's answer: the cards are drawn only for a page the app will draw the same
  // (no ban banner above them, docs/spec.md §4), else the screen keeps its "Loading.." until the app draws the page.
  const standing = profile.response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((body: { data?: DealerStanding } | null) => body?.data ?? null)
    .catch(() => null);
  page1.response = page1.response.then((answer) => {
    if (answer.ok) {
      Promise.all([answer.clone().json() as Promise<{ data?: { items?: AuctionListItem[] } }>, standing])
        .then(([body, dealer]) => {
          const items = body?.data?.items ?? [];
          if (!dealer || dealer.status !== 'APPROVED' || isBanned(dealer.penaltyExpiredAt)) {
            drawn();
            return;
          }
          if (items[0]) {
            preloadPhoto(cardImage(items[0]));
          }
          whenParsed(() => drawCards(items, drawn));
        })
        .catch(drawn);
    } else {
      drawn();
    }
    return answer;
  });
  page1.response.catch(drawn);
  (window as { autobidEarlyRequests?: EarlyRequest[] }).autobidEarlyRequests = [page1, profile];
  return painted;
}
