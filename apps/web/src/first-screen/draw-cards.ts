// The list's first cards in plain DOM, drawn before the app loads so a phone shows the first photos sooner; the
// app's render then replaces them, so this is the very markup React writes for AuctionCardList with the heart
// disabled (draw-cards.test.tsx holds the two equal). It goes into a classic script ahead of the app: no React,
// router or schema code, only the card's pure pieces. Item text is only ever set as text, never as markup.
import { countdown, type AuctionListItem, formatNumber } from '@autobid/shared';
import {
  ABOVE_FOLD_CARDS,
  accidentBadges,
  cardImage,
  fuelBadge,
  formatMileage,
} from '@/components/ui/auction-card-parts';
import { cn } from '@/lib/cn';

/** The CSS-module class maps of auction-grid, auction-card and countdown (the built ones, in the page). */
export type FirstCardClasses = {
  grid: Record<string, string>;
  card: Record<string, string>;
  countdown: Record<string, string>;
};

const SVG_NS = 'http://www.w3.org/2000/svg';

type Attributes = Record<string, string | undefined>;

/** An element with its attributes in the order given, leaving out the unset ones, as React does. */
function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  setAttributes(node, attributes);
  node.append(...children);
  return node;
}

function svgElement(doc: Document, tag: string, attributes: Attributes, ...children: Node[]): SVGElement {
  const node = doc.createElementNS(SVG_NS, tag);
  setAttributes(node, attributes);
  node.append(...children);
  return node;
}

function setAttributes(node: Element, attributes: Attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) {
      node.setAttribute(name, value);
    }
  }
}

/** LineIcon (components/ui/line-icon.tsx) at size 13 with its default stroke. */
function lineIcon(doc: Document, className: string | undefined, ...shapes: SVGElement[]): SVGElement {
  return svgElement(
    doc,
    'svg',
    {
      class: className,
      viewBox: '0 0 24 24',
      width: '13',
      height: '13',
      'aria-hidden': 'true',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
    },
    ...shapes,
  );
}

/** Countdown (components/ui/countdown.tsx) as it renders at `nowMs`. */
function countdownTime(
  doc: Document,
  endDate: string | null,
  classes: Record<string, string>,
  nowMs: number,
) {
  const end = endDate === null ? null : new Date(endDate).getTime();
  const value = end === null ? null : countdown(end, nowMs);
  return element(
    doc,
    'time',
    {
      class: cn(classes.countdown, value?.isWarning && classes.warning),
      datetime: end === null ? undefined : new Date(end).toISOString(),
      'data-warning': value?.isWarning ? 'true' : undefined,
    },
    value?.text ?? '00:00:00',
  );
}

/** AuctionCard (components/ui/auction-card.tsx) as the list shows it: a row card with its bidder count. */
function card(
  doc: Document,
  item: AuctionListItem,
  isAboveFold: boolean,
  classes: FirstCardClasses,
  nowMs: number,
) {
  const styles = classes.card;
  const image = cardImage(item);
  const fuel = fuelBadge(item.fuel);
  const path = (d: string) => svgElement(doc, 'path', { d });
  const circle = (cx: string, cy: string, r: string) => svgElement(doc, 'circle', { cx, cy, r });

  const badges = element(doc, 'span', { class: styles.badges });
  for (const badge of accidentBadges(item.accident)) {
    badges.append(
      element(doc, 'span', { class: badge === '무사고' ? styles.badgeClean : styles.badgeAccident }, badge),
    );
  }
  if (fuel) {
    badges.append(element(doc, 'span', { class: styles.badgeFuel }, fuel));
  }
  const media = element(doc, 'span', { class: styles.media });
  if (image) {
    // React sets an <img>'s src after its other attributes, so the browser knows it is lazy before it loads it.
    media.append(
      element(doc, 'img', {
        alt: '',
        loading: isAboveFold ? 'eager' : 'lazy',
        fetchpriority: isAboveFold ? 'high' : 'auto',
        src: image,
      }),
    );
  }
  media.append(badges);

  const brand = element(doc, 'span', { class: styles.brand });
  if (item.brand?.logo) {
    brand.append(
      element(doc, 'img', {
        alt: item.brand.name,
        title: item.brand.name,
        class: styles.logo,
        src: item.brand.logo,
      }),
    );
  } else if (item.brand) {
    brand.append(element(doc, 'span', { class: styles.brandName }, item.brand.name));
  }
  if (item.year !== null) {
    brand.append(element(doc, 'span', { class: styles.year }, `${item.year}년`));
  }

  const body = element(
    doc,
    'span',
    { class: styles.body },
    element(
      doc,
      'span',
      { class: styles.topRow },
      brand,
      element(
        doc,
        'span',
        { class: styles.timer },
        lineIcon(doc, styles.timerIcon, circle('12', '13', '8'), path('M12 9v4l2.5 2M9 2h6')),
        countdownTime(doc, item.endDate, classes.countdown, nowMs),
      ),
    ),
    element(doc, 'strong', { class: styles.model }, item.model),
    element(
      doc,
      'span',
      { class: styles.facts },
      element(doc, 'span', {}, `${item.region1} ${item.region2}`),
      element(doc, 'span', { class: styles.dot, 'aria-hidden': 'true' }, '·'),
      element(doc, 'span', {}, formatMileage(item.mileage)),
    ),
  );
  if (item.ownerConsentConfirmed) {
    body.append(
      element(
        doc,
        'span',
        { class: styles.consent },
        lineIcon(doc, undefined, path('M5 12.5l4.2 4.2L19 7')),
        '소유자 동의 확인',
      ),
    );
  }
  body.append(
    element(
      doc,
      'span',
      { class: cn(styles.bidders, item.bidderCount > 0 && styles.biddersSome) },
      lineIcon(doc, undefined, circle('12', '8', '4'), path('M4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5')),
      `입찰 ${formatNumber(item.bidderCount)}명`,
    ),
  );

  const heart = element(
    doc,
    'button',
    {
      type: 'button',
      class: cn(styles.heart, item.isLiked && styles.heartOn),
      'aria-label': item.isLiked ? '관심 해제' : '관심 등록',
      'aria-pressed': String(item.isLiked),
      disabled: '',
    },
    svgElement(
      doc,
      'svg',
      { viewBox: '0 0 24 24', width: '20', height: '20', 'aria-hidden': 'true' },
      svgElement(doc, 'path', {
        d: 'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.8 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.3 0 5.5 3.1 4.3 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z',
        fill: item.isLiked ? 'currentColor' : 'none',
        stroke: 'currentColor',
        'stroke-width': '1.8',
        'stroke-linejoin': 'round',
      }),
    ),
  );

  return element(
    doc,
    'article',
    { class: cn(styles.card, styles.rowOnMobile) },
    // A react-router <Link>: the app has no basename, so its href is the path itself.
    element(
      doc,
      'a',
      { class: styles.link, href: `/auction/detail/${item.id}`, 'data-discover': 'true' },
      media,
      body,
    ),
    heart,
  );
}

/**
 * The list's <ul> with one <li> per item, exactly as AuctionCardList renders it with likeDisabled (the heart
 * cannot be used before React takes over).
 */
export function drawFirstCards(
  doc: Document,
  items: readonly AuctionListItem[],
  classes: FirstCardClasses,
  nowMs: number,
): HTMLUListElement {
  return element(
    doc,
    'ul',
    { class: classes.grid.grid },
    ...items.map((item, index) =>
      element(doc, 'li', {}, card(doc, item, index < ABOVE_FOLD_CARDS, classes, nowMs)),
    ),
  );
}

/** The drawn cards' countdowns again at `nowMs` (they tick like the app's until the app draws its own). */
export function tickCountdowns(
  doc: Document,
  list: ParentNode,
  classes: FirstCardClasses,
  nowMs: number,
): void {
  for (const time of list.querySelectorAll('time[datetime]')) {
    time.replaceWith(countdownTime(doc, time.getAttribute('datetime'), classes.countdown, nowMs));
  }
}
