// The auction card's pure pieces, with no React: the card (auction-card.tsx) and the list's first cards drawn
// before the app loads (first-screen/draw-cards.ts) both use them, so the two read an auction the same way.
import { FUEL_LABELS, type AuctionListItem, formatNumber } from '@autobid/shared';

/**
 * A list's cards in view before any scroll (up to three rows on a phone, one row of a wide grid and more): they
 * are `isAboveFold`, their photos load first, not lazily (the page's LCP).
 */
export const ABOVE_FOLD_CARDS = 4;

/** The side photo reads best in a grid; fall back to the main image. */
export function cardImage(item: Pick<AuctionListItem, 'images' | 'image'>): string {
  const side =
    item.images.find((img) => img.type === 'LEFT_SIDE') ??
    item.images.find((img) => img.type === 'RIGHT_SIDE');
  return side?.image ?? item.image;
}

/** "없음" reads as "무사고"; comma-separated parts become separate badges. */
export function accidentBadges(accident: string): string[] {
  const parts = accident
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part) => (part === '없음' ? '무사고' : part));
}

/** The fuel badge's text; none for petrol (most vehicles) or no fuel. */
export function fuelBadge(fuel: string): string | null {
  if (!fuel || fuel === 'GASOLINE') {
    return null;
  }
  return (FUEL_LABELS as Record<string, string | undefined>)[fuel] ?? fuel;
}

export function formatMileage(km: number): string {
  return `${formatNumber(km)}km`;
}
