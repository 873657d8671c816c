// Every error code the API answers with (the envelope's `errorCode`), each with its HTTP status (ADR 007).
export const ERROR_STATUS = {
  // Request shape and transport (the error handler and request limits).
  INVALID_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  FORBIDDEN_CHARACTER: 400,
  BAD_IDEMPOTENCY_KEY: 400,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  /** An abuse limit (docs/decisions/017): too many requests from one address. */
  TOO_MANY_REQUESTS: 429,
  /** The readiness check: the database does not answer. */
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,

  // Identity and access.
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  /** Too many failed logins for one username (or from one address) in the window (docs/decisions/017). */
  LOGIN_TOO_MANY_ATTEMPTS: 429,
  DEALER_NOT_APPROVED: 403,
  DEALER_SUSPENDED: 403,
  DEALER_BANNED: 409,
  CURRENT_PASSWORD_WRONG: 400,
  NO_MATCHING_DEALER: 400,

  // Sign-up and profile.
  USERNAME_TAKEN: 409,
  ALREADY_APPROVED: 409,
  PHONE_TAKEN: 409,
  PHONE_NOT_VERIFIED: 400,
  REGION_INVALID: 400,
  INVALID_IMAGE: 400,

  // Phone codes.
  PHONE_CODE_EXPIRED: 400,
  PHONE_CODE_MISMATCH: 400,
  PHONE_CODE_LOCKED: 429,
  PHONE_CODE_IP_LOCKED: 429,
  PHONE_CODE_TOO_MANY_ATTEMPTS: 429,
  PHONE_CODE_TOO_MANY_REQUESTS: 429,

  // Bank-account verification.
  BANK_CODE_UNKNOWN: 400,
  BANK_ACCOUNT_FORMAT: 400,
  BANK_ACCOUNT_NOT_REQUESTED: 400,
  BANK_ACCOUNT_EXPIRED: 400,
  BANK_ACCOUNT_MISMATCH: 400,
  BANK_ACCOUNT_ALREADY_VERIFIED: 409,
  BANK_ACCOUNT_TOO_MANY_ATTEMPTS: 429,
  BANK_ACCOUNT_TOO_MANY_REQUESTS: 429,

  // Auctions and bids.
  AUCTION_NOT_FOUND: 404,
  BID_NOT_FOUND: 404,
  AUCTION_NOT_IN_PROGRESS: 409,
  AUCTION_ENDED: 409,
  ALREADY_BID: 409,
  BID_LIMIT_RESTRICTED: 409,
  BID_NOT_HIGHER: 409,
  BID_ALREADY_CANCELED: 409,
  BANK_ACCOUNT_REQUIRED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  /** Saved searches (docs/domain.md "Saved searches"). */
  SAVED_SEARCH_NOT_FOUND: 404,
  SAVED_SEARCH_LIMIT: 409,
  SAVED_SEARCH_NAME_TAKEN: 409,

  // Deals.
  DEAL_NOT_WINNER: 409,
  DEAL_WRONG_STATE: 409,
  AUCTION_TRANSITION_REFUSED: 409,
  DEAL_ALREADY_COMPLETED: 409,
  DEAL_BIDDER_UNAVAILABLE: 409,
  DEPOSIT_EXPIRED: 409,
  DEPOSIT_NOT_CONFIRMED: 409,
  RESERVED_AT_INVALID: 400,
  RESERVED_AT_PAST: 400,
  RESERVED_AT_TOO_FAR: 400,
  PRICE_REASON_REQUIRED: 400,
  INSPECTION_IMAGE_REQUIRED: 400,
  EARLY_TRADE_UNCONFIRMED: 400,
  INSPECTION_IMAGE_INVALID: 400,
  CANCEL_REASON_REQUIRED: 400,

  // Handover: the condition sheet, price claims and their disputes (docs/domain.md "Handover").
  CONDITION_REPORT_INVALID: 400,
  PRICE_CLAIM_INVALID: 400,
  PRICE_CLAIM_PHOTO_INVALID: 400,
  PRICE_CLAIM_NOT_FOUND: 404,
  PRICE_CLAIM_NOT_ALLOWED: 409,
  PRICE_CLAIM_WRONG_STATE: 409,
  // Title transfer (docs/domain.md "Title transfer").
  TRANSFER_DOCUMENT_INVALID: 400,
  TRANSFER_NOT_FOUND: 404,
  TRANSFER_WRONG_STATE: 409,
  TRANSFER_LINK_INVALID: 401,
  /** A completion at a price other than the winning (or agreed) one without an accepted claim. */
  PRICE_ADJUSTMENT_REQUIRED: 409,
  DISPUTE_NOT_FOUND: 404,
  DISPUTE_ALREADY_DECIDED: 409,
  DISPUTE_INVALID: 400,
  DEDUCTION_GUIDE_INVALID: 400,

  // Reviews, code links, sellers, content.
  REVIEW_INVALID: 400,
  REVIEW_NOT_ALLOWED: 409,
  REVIEW_ALREADY_WRITTEN: 409,
  REPORT_NOT_ALLOWED: 409,
  REPORT_ALREADY_FILED: 409,
  CODE_INVALID: 401,
  CODE_PURPOSE: 409,
  SELLER_NOT_FOUND: 404,
  /** The seller asked to close the account while a listing, deal or claim is open (docs/domain.md "Retention"). */
  SELLER_HAS_OPEN_TRADES: 409,
  NOTICE_NOT_FOUND: 404,

  // Listings: the seller's draft, submission, withdrawal and the operator's review.
  LISTING_INCOMPLETE: 400,
  LISTING_BRAND_INVALID: 400,
  LISTING_PHOTO_INVALID: 400,
  LISTING_NOT_EDITABLE: 409,
  LISTING_STALE: 409,
  LISTING_NOT_SUBMITTABLE: 409,
  LISTING_NOT_WITHDRAWABLE: 409,
  LISTING_ALREADY_WITHDRAWN: 409,
  LISTING_NOT_IN_REVIEW: 409,
  SELLER_NAME_REQUIRED: 409,

  // Owner consent (docs/domain.md "Owner consent").
  /** SUBMIT or APPROVE of a listing without a CONFIRMED consent for its plate. */
  OWNER_CONSENT_REQUIRED: 409,
  OWNER_CONSENT_PLATE_REQUIRED: 409,
  OWNER_CONSENT_NOT_CHANGEABLE: 409,
  /** The vehicle registry does not know the name as the plate's owner. */
  OWNER_NAME_MISMATCH: 422,
  OWNER_CONSENT_NOT_FOUND: 404,
  /** The link expired, was used or was replaced. */
  OWNER_CONSENT_GONE: 410,
  /** OWNER_CONSENT_LINKS_PER_DAY links already sent by this seller or to this phone in 24 hours. */
  OWNER_CONSENT_TOO_MANY_LINKS: 429,

  // Fee tax invoices (a dealer's own only).
  TAX_INVOICE_NOT_FOUND: 404,

  // Uploads.
  UPLOAD_MISSING: 400,
  UPLOAD_INVALID: 400,
  UPLOAD_WRONG_TYPE: 400,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_TOO_MANY_FILES: 400,
  UPLOAD_QUOTA_EXCEEDED: 429,
  UPLOAD_GRANT_INVALID: 401,

  // Webhooks.
  WEBHOOK_BAD_SIGNATURE: 401,
  WEBHOOK_STALE: 400,
  WEBHOOK_NOT_CONFIGURED: 503,

  // Operator requests (API and command line).
  ADMIN_REQUEST_REFUSED: 400,
  ADMIN_NOT_FOUND: 404,
  ADMIN_CONFLICT: 409,
  /** A STAFF operator on an ADMIN-only call (operator accounts, refunds). */
  ADMIN_ONLY: 403,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
