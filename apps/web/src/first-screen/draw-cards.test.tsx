// The first cards drawn before the app loads are the very markup React renders for the list (AuctionCardList with
// the heart disabled), so the app's render replaces them without a visible change: the same string for every
// branch of AuctionCard, and item text that looks like markup stays text.
// React's client render is the reference, not renderToStaticMarkup: it is what replaces the drawn cards, and the
// server's string differs from any DOM's (JSX attribute names such as fetchPriority, an <img>'s src first, image
// preload links ahead of the list).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuctionListItem } from '@autobid/shared';
import cardStyles from '@/components/ui/auction-card.module.css';
import countdownStyles from '@/components/ui/countdown.module.css';
import { AuctionCardList } from '@/dealer/features/auctions-list/components/auction-card-list';
import gridStyles from '@/dealer/features/auctions-list/components/auction-grid.module.css';
import { auctionDetailFixture } from '@/testing/fixtures';
import { drawFirstCards, tickCountdowns } from './draw-cards';

const NOW = new Date('2026-11-22T05:00:00.000Z');
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

const BRAND = { id: 3, name: 'BMW', logo: '/uploads/bmw.png', vehicleType: 'MOTORBIKE' as const };

/** Every branch of the card: photo, badges, brand, year, countdown, consent, bidders, heart, fold. */
const ITEMS: AuctionListItem[] = [
  auctionDetailFixture({
    id: 1,
    images: [
      { type: 'RIGHT_SIDE', image: '/uploads/right-1.jpg' },
      { type: 'LEFT_SIDE', image: '/uploads/left-1.jpg' },
    ],
    image: '/uploads/main-1.jpg',
    accident: '없음',
    fuel: 'GASOLINE',
    brand: BRAND,
    endDate: inHours(5),
    bidderCount: 0,
    isLiked: false,
    ownerConsentConfirmed: true,
  }),
  auctionDetailFixture({
    id: 2,
    images: [
      { type: 'FRONT', image: '/uploads/front-2.jpg' },
      { type: 'RIGHT_SIDE', image: '/uploads/right-2.jpg' },
    ],
    image: '/uploads/main-2.jpg',
    accident: '판금, 교환 ,, 없음',
    fuel: 'DIESEL',
    brand: { ...BRAND, id: 4, name: '혼다', logo: '' },
    endDate: inHours(1),
    bidderCount: 3,
    isLiked: true,
    ownerConsentConfirmed: false,
  }),
  auctionDetailFixture({
    id: 3,
    images: [{ type: 'MAIN', image: '/uploads/main-3.jpg' }],
    image: '/uploads/main-3.jpg',
    accident: '',
    fuel: 'HYDROGEN',
    brand: null,
    year: null,
    endDate: inHours(-2),
    bidderCount: 1_234,
    model: 'R & D <special> "edition"',
  }),
  auctionDetailFixture({
    id: 4,
    images: [],
    image: '',
    fuel: '',
    endDate: null,
    mileage: 1_250_000,
    bidderCount: 12_345,
  }),
  auctionDetailFixture({ id: 5, image: '/uploads/main-5.jpg', endDate: inHours(3), isLiked: true }),
  auctionDetailFixture({ id: 6, image: '/uploads/main-6.jpg', endDate: inHours(2.99), fuel: 'ELECTRIC' }),
];

const CLASSES = { grid: gridStyles, card: cardStyles, countdown: countdownStyles };

/** React's list, rendered at NOW. */
function reactList(items: readonly AuctionListItem[]): string {
  const { container } = render(
    <MemoryRouter>
      <AuctionCardList items={items} likeDisabled onToggleLike={() => {}} />
    </MemoryRouter>,
  );
  return container.querySelector('ul')!.outerHTML;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('drawFirstCards', () => {
  it("draws exactly React's markup for the list, for every branch of the card", () => {
    const drawn = drawFirstCards(document, ITEMS, CLASSES, NOW.getTime());
    expect(drawn.outerHTML).toBe(reactList(ITEMS));
    // The fixtures do reach the branches they are for.
    const images = [...drawn.querySelectorAll(':scope > li > article > a > span > img')];
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('loading')])).toEqual([
      ['/uploads/left-1.jpg', 'eager'],
      ['/uploads/right-2.jpg', 'eager'],
      ['/uploads/main-3.jpg', 'eager'],
      ['/uploads/main-5.jpg', 'lazy'],
      ['/uploads/main-6.jpg', 'lazy'],
    ]);
    expect([...drawn.querySelectorAll('time')].map((time) => time.getAttribute('data-warning'))).toEqual([
      null,
      'true',
      'true',
      null,
      null,
      'true',
    ]);
    expect(drawn.textContent).toContain('입찰 1,234명');
  });

  it('draws the countdown of the time it is given', () => {
    const later = NOW.getTime() + 2 * HOUR + 30_000;
    const drawn = drawFirstCards(document, ITEMS.slice(0, 1), CLASSES, later);
    expect(drawn.querySelector('time')?.textContent).toBe('02:59:30');
    vi.setSystemTime(later);
    expect(drawn.outerHTML).toBe(reactList(ITEMS.slice(0, 1)));
  });

  it('ticks its countdowns again, as the app would draw them at that time', () => {
    const drawn = drawFirstCards(document, ITEMS, CLASSES, NOW.getTime());
    const later = NOW.getTime() + 2 * HOUR + 30_000;
    tickCountdowns(document, drawn, CLASSES, later);
    vi.setSystemTime(later);
    expect(drawn.outerHTML).toBe(reactList(ITEMS));
  });

  it("sets an item's text as text, never as markup", () => {
    const attack = '<img src=x onerror="window.pwned=1">';
    const item = auctionDetailFixture({
      id: 9,
      model: attack,
      region1: attack,
      accident: `${attack},판금`,
      fuel: attack,
      brand: { ...BRAND, name: attack, logo: '' },
    });
    const drawn = drawFirstCards(document, [item], CLASSES, NOW.getTime());
    expect(drawn.querySelector('img[onerror]')).toBeNull();
    expect(drawn.querySelector('strong')?.textContent).toBe(attack);
    expect(drawn.outerHTML).toBe(reactList([item]));
  });
});
