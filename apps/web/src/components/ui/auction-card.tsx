// One auction as a card linking to its detail: side photo, accident/fuel badges, brand, year, live countdown,
// model, region, mileage, optionally the bidder count, and an optional heart button (kept outside the link so
// it is not nested in it), and "소유자 동의 확인" when the registered owner's consent is confirmed (docs/domain.md
// "Owner consent"). `rowOnMobile` lays it out as a photo-left row on a phone, so a list reads compactly.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber, type AuctionListItem } from '@autobid/shared';
import { accidentBadges, cardImage, formatMileage, fuelBadge } from './auction-card-parts';
import { Countdown } from './countdown';
import { LineIcon } from './line-icon';
import styles from './auction-card.module.css';
import { cn } from '@/lib/cn';

/** "소유자 동의 확인": the registered owner consented to the listing (the card and the dealer's detail). */
export function OwnerConsentBadge() {
  return (
    <span className={styles.consent}>
      <LineIcon size={13}>
        <path d="M5 12.5l4.2 4.2L19 7" />
      </LineIcon>
      소유자 동의 확인
    </span>
  );
}

type AuctionCardProps = {
  item: AuctionListItem;
  /** Defaults to the auction detail. */
  to?: string;
  /** Shows the heart button when given. */
  onToggleLike?: (item: AuctionListItem) => void;
  likeDisabled?: boolean;
  /** Extra rows under the facts (e.g. the viewer's bid in bid history). */
  footer?: ReactNode;
  /** Replaces the countdown (e.g. a result badge once the auction ended). */
  status?: ReactNode;
  /** "입찰 N명" under the facts (a live auction's competition). */
  showBidderCount?: boolean;
  /** A horizontal card (photo left, facts right) on a phone instead of a full-width photo card. */
  rowOnMobile?: boolean;
  /** The first cards of a list, in view at once: their photo loads first, not lazily (the page's LCP). */
  isAboveFold?: boolean;
};

export function AuctionCard({
  item,
  to,
  onToggleLike,
  likeDisabled,
  footer,
  status,
  showBidderCount = false,
  rowOnMobile = false,
  isAboveFold = false,
}: AuctionCardProps) {
  const image = cardImage(item);
  const fuel = fuelBadge(item.fuel);
  return (
    <article className={cn(styles.card, rowOnMobile && styles.rowOnMobile)}>
      <Link to={to ?? `/auction/detail/${item.id}`} className={styles.link}>
        <span className={styles.media}>
          {image ? (
            <img
              src={image}
              alt=""
              loading={isAboveFold ? 'eager' : 'lazy'}
              fetchPriority={isAboveFold ? 'high' : 'auto'}
            />
          ) : null}
          <span className={styles.badges}>
            {accidentBadges(item.accident).map((badge) => (
              <span key={badge} className={badge === '무사고' ? styles.badgeClean : styles.badgeAccident}>
                {badge}
              </span>
            ))}
            {fuel ? <span className={styles.badgeFuel}>{fuel}</span> : null}
          </span>
        </span>
        <span className={styles.body}>
          <span className={styles.topRow}>
            <span className={styles.brand}>
              {item.brand?.logo ? (
                <img
                  src={item.brand.logo}
                  alt={item.brand.name}
                  title={item.brand.name}
                  className={styles.logo}
                />
              ) : item.brand ? (
                <span className={styles.brandName}>{item.brand.name}</span>
              ) : null}
              {item.year !== null ? <span className={styles.year}>{item.year}년</span> : null}
            </span>
            <span className={styles.timer}>
              {status ?? (
                <>
                  <LineIcon size={13} className={styles.timerIcon}>
                    <circle cx="12" cy="13" r="8" />
                    <path d="M12 9v4l2.5 2M9 2h6" />
                  </LineIcon>
                  <Countdown endDate={item.endDate} />
                </>
              )}
            </span>
          </span>
          <strong className={styles.model}>{item.model}</strong>
          <span className={styles.facts}>
            <span>
              {item.region1} {item.region2}
            </span>
            <span className={styles.dot} aria-hidden="true">
              ·
            </span>
            <span>{formatMileage(item.mileage)}</span>
          </span>
          {item.ownerConsentConfirmed ? <OwnerConsentBadge /> : null}
          {showBidderCount ? (
            <span className={cn(styles.bidders, item.bidderCount > 0 && styles.biddersSome)}>
              <LineIcon size={13}>
                <circle cx="12" cy="8" r="4" />
                <path d="M4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5" />
              </LineIcon>
              입찰 {formatNumber(item.bidderCount)}명
            </span>
          ) : null}
          {footer ? <span className={styles.footer}>{footer}</span> : null}
        </span>
      </Link>
      {onToggleLike ? (
        <button
          type="button"
          className={cn(styles.heart, item.isLiked && styles.heartOn)}
          aria-label={item.isLiked ? '관심 해제' : '관심 등록'}
          aria-pressed={item.isLiked}
          disabled={likeDisabled}
          onClick={() => onToggleLike(item)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.8 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.3 0 5.5 3.1 4.3 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z"
              fill={item.isLiked ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
    </article>
  );
}
