// Business constants of docs/spec.md §9 and docs/domain.md, in one place for server and web.

export const SUCCESS_CODES = [200, 201, 204] as const;
export const TOKEN_STORAGE_KEY = 'token';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const AUCTION_PAGE_SIZE = 12;
export const BIDDING_PAGE_SIZE = 12;
export const DEAL_PAGE_SIZE = 12;
export const NOTICE_PAGINATION_WINDOW = 10;
export const HOME_NOTICE_COUNT = 5;
export const RANDOM_REVIEW_COUNT = 4;
export const MAX_PAGE_SIZE = 100;

export const BID_UNIT_WON = 10_000;
export const MIN_BID_WON = 10_000;
export const MAX_BID_WON = 9_999_990_000;
export const RECOMMENDED_PRICE_MIN_RATIO = 0.85;
export const LOST_BID_RATIO = 0.85;

export const INSPECTION_PHOTO_COUNT = 6;
export const UPLOAD_MAX_BYTES = 5_120_000;
/** An upload's credential besides a session token (docs/decisions/016): sign-up's grant, a code link's code. */
export const UPLOAD_GRANT_HEADER = 'x-upload-grant';
export const UPLOAD_CODE_LINK_HEADER = 'x-code-link';

export const PHONE_DIGITS = 11;
export const PHONE_CODE_DIGITS = 4;
export const PHONE_CODE_TTL_MINUTES = 3;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const DEFAULT_POSITION = '대표';
/** The seller's name, as dealers see it from RESERVATION on. */
export const SELLER_NAME_MAX = 20;

export const AUCTION_START_HOUR_KST = 9;
export const AUCTION_DURATION_HOURS = 48;
export const SELECT_WINDOW_HOURS = 24;
export const FEE_DEPOSIT_WINDOW_MINUTES = 60;
/** Digits of a deal's fee-deposit reference (the code the transfer's depositor field or memo carries). */
export const DEPOSIT_REFERENCE_DIGITS = 6;
/** The trade date may be today up to this many days ahead (Asia/Seoul). */
export const RESERVATION_MAX_DAYS_AHEAD = 30;
export const NO_PROGRESS_HOURS = 48;
export const LATE_COMPLETION_HOURS = 2;

// The penalty ladder (docs/domain.md "Penalties"); the server's penalties module applies it, and every
// sentence that states it is built in rule-sentences.ts.
/** Bid cancellations without a ban, once ever, for a dealer who never completed a trade. */
export const FREE_BID_CANCELS = 1;
/** A bid or deal cancellation's ban when the dealer had none of that kind within the window. */
export const FIRST_BAN_DAYS = 7;
/** The ban of a repeated cancellation (another ban of that kind within the window). */
export const REPEAT_BAN_DAYS = 14;
/** How far back a cancellation's earlier bans count, in days. */
export const PENALTY_WINDOW_DAYS = 90;
/** No progress for NO_PROGRESS_HOURS, or completion reported after the late mark: the fixed ban. */
export const FIXED_BAN_DAYS = 14;

export const CODE_LINK_TTL_DAYS = 7;
export const SUSPENSION_REPORT_COUNT = 3;

export const BUSINESS_TIME_ZONE = 'Asia/Seoul';

export const SOCKET_NAMESPACE = '/auction';
export const SOCKET_EVENT_AUCTION_UPDATE = 'auction-update';
/** A dealer's socket asks for the updates of these auctions (the list page), in place of its previous list. */
export const SOCKET_EVENT_WATCH_AUCTIONS = 'watch-auctions';
/** The most auctions one watch-auctions call may name; a longer list is ignored. */
export const SOCKET_WATCH_MAX_AUCTIONS = 500;
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;
export const SOCKET_RECONNECTION_DELAY_MAX_MS = 5_000;
export const SOCKET_TIMEOUT_MS = 20_000;
export const AUCTION_UPDATE_MAX_PER_SECOND = 4;

export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_MS = 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1_000;

// Layout sizes (the 768 px breakpoint, header height, content width) belong to the web app alone:
// apps/web/src/lib/breakpoints.ts and apps/web/src/styles/theme.css.

export const SUPPORT_HOURS = {
  weekdays: '평일 10:00 - 18:00',
  saturday: '토요일 10:00 - 13:00',
  closed: '일요일, 공휴일 휴무',
} as const;
