// The database schema: every entity of docs/spec.md §3 and docs/domain.md. Migrations in ../../drizzle are generated from it.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  AUCTION_STATUSES,
  DEALER_STATUSES,
  DEALER_TIERS,
  DISPUTE_OPENERS,
  DISPUTE_OUTCOMES,
  DISPUTE_STATUSES,
  OPERATOR_ROLES,
  OUTBOX_DELIVERY_STATUSES,
  OWNER_CONSENT_KINDS,
  OWNER_CONSENT_STATUSES,
  PRICE_CLAIM_STATUSES,
  RELAY_PARTIES,
  RETENTION_RUN_STATUSES,
  TAX_INVOICE_KINDS,
  TITLE_TRANSFER_STATUSES,
  TRANSFER_CONFIRMERS,
  TRANSFER_DOCUMENT_KINDS,
  VEHICLE_TYPES,
  VIRTUAL_ACCOUNT_STATUSES,
  type ConditionReport,
} from '@autobid/shared';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** `column in (...)` over a shared list, so the check constraint and the TypeScript type share one source. */
const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const won = (name: string) => bigint(name, { mode: 'number' });
/** A reference to another table's row by its id (`target` read late: tables refer to ones declared later). */
const ref = (name: string, target: () => AnyPgColumn, actions?: { onDelete: 'cascade' }) =>
  integer(name).references(target, actions);

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull().default(''),
    image: text('image').notNull().default(''),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    position: text('position').notNull().default('대표'),
    status: text('status', { enum: DEALER_STATUSES }).notNull().default('AUDIT'),
    reason: text('reason').notNull().default(''),
    rejectedAt: ts('rejected_at'),
    approvedAt: ts('approved_at'),
    agencyName: text('agency_name').notNull().default(''),
    agencyNumber: text('agency_number').notNull().default(''),
    agencyAddress: text('agency_address').notNull().default(''),
    agencyAddressDetail: text('agency_address_detail').notNull().default(''),
    agencyRegistrationImage: text('agency_registration_image').notNull().default(''),
    /** 사업자등록번호, 10 digits (identity); null for a dealer from before it was asked. */
    businessNumber: text('business_number'),
    businessCard: text('business_card').notNull().default(''),
    longitude: doublePrecision('longitude').notNull().default(0),
    latitude: doublePrecision('latitude').notNull().default(0),
    region1: text('region1').notNull().default(''),
    region2: text('region2').notNull().default(''),
    region3: text('region3').notNull().default(''),
    mainBrands: jsonb('main_brands').$type<string[]>().notNull().default([]),
    isBankAccountAuth: boolean('is_bank_account_auth').notNull().default(false),
    bankCode: text('bank_code').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    penaltyExpiredAt: ts('penalty_expired_at'),
    /** Set when reports reach the suspension count, or by an operator; cleared by an operator. */
    suspendedAt: ts('suspended_at'),
    /** Why the dealer is suspended (the reports, or the operator's reason); '' when not suspended. */
    suspensionReason: text('suspension_reason').notNull().default(''),
    hopeTransactionPercentage: doublePrecision('hope_transaction_percentage').notNull().default(0),
    /** Bumped when earlier access tokens must stop working (password change); tokens carry it. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Identity changes (name, agency name, company phone, business number) waiting for an operator: the
     * approved values stay in their columns until approval applies these; null when nothing waits.
     */
    pendingIdentity: jsonb('pending_identity').$type<{
      name?: string;
      agencyName?: string;
      agencyNumber?: string;
      businessNumber?: string;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dealers_username_key').on(t.username),
    // A phone belongs to one dealer.
    uniqueIndex('dealers_phone_key').on(t.phoneNumber),
    check('dealers_status_check', oneOf(t.status, DEALER_STATUSES)),
  ],
);

export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** Bumped by the seller's logout: earlier access tokens stop working (docs/decisions/018). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The account was closed at the seller's request: name and phone anonymised (docs/domain.md "Retention"). */
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sellers_phone_key').on(t.phoneNumber)],
);

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** ADMIN: everything; STAFF: everything but operator accounts and refunds. */
    role: text('role', { enum: OPERATOR_ROLES }).notNull().default('STAFF'),
    /** A disabled operator can no longer sign in, and earlier tokens stop working. */
    disabledAt: ts('disabled_at'),
    /** Bumped when earlier access tokens must stop working (password reset, role change, disabling). */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_username_key').on(t.username),
    check('operators_role_check', oneOf(t.role, OPERATOR_ROLES)),
  ],
);

/**
 * Every operator action, written in the same transaction as the change: append-only (a trigger refuses
 * UPDATE and DELETE, migration 0004). `before`/`after` hold only the fields the action changed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for the operator command line working on the database directly (actor "cli"). */
    operatorId: ref('operator_id', () => operators.id),
    /** The operator's username at the time of the action. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actor, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('brands_name_type_key').on(t.name, t.vehicleType),
    check('brands_vehicle_type_check', oneOf(t.vehicleType, VEHICLE_TYPES)),
  ],
);

export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    sellerId: ref('seller_id', () => sellers.id).notNull(),
    brandId: ref('brand_id', () => brands.id),
    status: text('status', { enum: AUCTION_STATUSES }).notNull().default('REGISTERED'),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull().default('MOTORBIKE'),
    model: text('model').notNull().default(''),
    year: integer('year'),
    /** Null while a draft has no mileage yet; dealer views read it as 0. */
    mileage: integer('mileage'),
    /** '' while a draft has none chosen (as purpose and license_plate_desuetude). */
    fuel: text('fuel').notNull().default(''),
    color: text('color').notNull().default(''),
    condition: text('condition').notNull().default(''),
    hopePrice: won('hope_price'),
    warrantyExpirationDate: text('warranty_expiration_date').notNull().default(''),
    region1: text('region1').notNull().default(''),
    region2: text('region2').notNull().default(''),
    region3: text('region3').notNull().default(''),
    /** ROAD | MOUNTAIN | CIRCUIT */
    purpose: text('purpose').notNull().default(''),
    /** REGISTERED shows as registered, anything else as de-registered. */
    licensePlateDesuetude: text('license_plate_desuetude').notNull().default(''),
    officialIncome: text('official_income').notNull().default(''),
    secondaryKey: text('secondary_key').notNull().default(''),
    /** Accident parts, comma-separated; "없음" means accident-free. */
    accident: text('accident').notNull().default('없음'),
    /** Filter flag derived from accident: true with accident history. */
    hasAccident: boolean('has_accident').notNull().default(false),
    repair: text('repair').notNull().default(''),
    structureChange: text('structure_change').notNull().default(''),
    otherRepair: text('other_repair').notNull().default(''),
    etc: text('etc').notNull().default(''),
    /**
     * 차량번호 (a car) or 사용신고 번호 (a motorbike); '' while a draft has none. Dealers see it masked until
     * the fee is paid (docs/domain.md "Owner consent").
     */
    plateNumber: text('plate_number').notNull().default(''),
    /** The structured condition sheet (docs/domain.md "Handover"); null while a draft has none. */
    conditionReport: jsonb('condition_report').$type<ConditionReport>(),
    /** The listing's `version` an operator approved: the sheet dealers bid on (frozen from AUDIT on). */
    approvedVersion: integer('approved_version'),
    viewCount: integer('view_count').notNull().default(0),
    /** Denormalised in the bid transaction so the list needs no aggregate. */
    maxBiddingPrice: won('max_bidding_price').notNull().default(0),
    bidderCount: integer('bidder_count').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    /** Counts the seller's saves: a save from a form that started from an older one is refused (409). */
    version: integer('version').notNull().default(1),
    /** When the seller last sent the listing to review (AUDIT): the operator's queue is ordered by it. */
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    startAt: ts('start_at'),
    endDate: ts('end_date'),
    selectExpireAt: ts('select_expire_at'),
    /** When the status last changed: the no-progress rule counts from here. */
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auctions_status_end_idx').on(t.status, t.endDate, t.id),
    // The live list (docs/decisions/019-auction-list-count-cache.md): its pages in end order and its filtered
    // counts as index-only scans over the live set alone.
    index('auctions_live_list_idx')
      .on(t.endDate, t.id, t.brandId, t.region1, t.region2, t.hasAccident, t.purpose)
      .where(sql`${t.status} = 'PROGRESS'`),
    index('auctions_status_brand_idx').on(t.status, t.brandId),
    // The price guide's comparables (docs/domain.md "Price guidance"): same brand and model, year ±1.
    index('auctions_price_guide_idx').on(t.brandId, t.model, t.year),
    index('auctions_status_region_idx').on(t.status, t.region1, t.region2),
    index('auctions_seller_idx').on(t.sellerId),
    index('auctions_status_submitted_idx').on(t.status, t.submittedAt),
    check('auctions_status_check', oneOf(t.status, AUCTION_STATUSES)),
    check('auctions_vehicle_type_check', oneOf(t.vehicleType, VEHICLE_TYPES)),
  ],
);

export const auctionImages = pgTable(
  'auction_images',
  {
    id: serial('id').primaryKey(),
    auctionId: ref('auction_id', () => auctions.id, { onDelete: 'cascade' }).notNull(),
    /** MAIN | LEFT_SIDE | RIGHT_SIDE | FRONT | REAR | DASHBOARD | ETC */
    type: text('type').notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('auction_images_auction_idx').on(t.auctionId, t.sortOrder)],
);

export const biddings = pgTable(
  'biddings',
  {
    id: serial('id').primaryKey(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    price: won('price').notNull(),
    isSelected: boolean('is_selected').notNull().default(false),
    biddingAt: ts('bidding_at').notNull().defaultNow(),
    canceledAt: ts('canceled_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    // One active bid per dealer per auction.
    uniqueIndex('biddings_active_key')
      .on(t.auctionId, t.dealerId)
      .where(sql`${t.canceledAt} is null`),
    uniqueIndex('biddings_idempotency_key').on(t.dealerId, t.idempotencyKey),
    index('biddings_auction_price_idx').on(t.auctionId, t.price),
    index('biddings_dealer_idx').on(t.dealerId, t.biddingAt),
  ],
);

/**
 * Each raise of a bid in place (`PATCH /v1/dealers/auction/bidding/{id}`): the bid keeps its id and takes the
 * higher price; this row keeps what it was, and the raise's Idempotency-Key as the bid row keeps the bid's.
 */
export const bidRaises = pgTable(
  'bid_raises',
  {
    id: serial('id').primaryKey(),
    biddingId: ref('bidding_id', () => biddings.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    fromPrice: won('from_price').notNull(),
    toPrice: won('to_price').notNull(),
    raisedAt: ts('raised_at').notNull().defaultNow(),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('bid_raises_idempotency_key').on(t.dealerId, t.idempotencyKey),
    index('bid_raises_bidding_idx').on(t.biddingId),
    check('bid_raises_higher', sql`${t.toPrice} > ${t.fromPrice}`),
  ],
);

/**
 * The outbid Alimtalk a dealer was sent for an auction: at most one per auction per dealer, ever (the key
 * makes a second notice impossible, across restarts and racing bids; docs/domain.md "Bids").
 */
export const outbidNotices = pgTable(
  'outbid_notices',
  {
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    /** The bid that passed the dealer's own. */
    biddingId: ref('bidding_id', () => biddings.id).notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.dealerId] })],
);

export const auctionLikes = pgTable(
  'auction_likes',
  {
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.auctionId] })],
);

/** One deal per auction once the seller selects a bid; carries the fee and every step's time. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    biddingId: ref('bidding_id', () => biddings.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    sellerId: ref('seller_id', () => sellers.id).notNull(),
    price: won('price').notNull(),
    fee: integer('fee'),
    selectedAt: ts('selected_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    depositDeadline: ts('deposit_deadline'),
    depositConfirmedAt: ts('deposit_confirmed_at'),
    reservedAt: ts('reserved_at'),
    reservationEnteredAt: ts('reservation_entered_at'),
    completedAt: ts('completed_at'),
    /** Completed before its trade date, which the dealer confirmed (docs/domain.md "Completion"). */
    completedEarly: boolean('completed_early').notNull().default(false),
    finalPrice: won('final_price'),
    priceChangeReason: text('price_change_reason').notNull().default(''),
    inspectionResult: text('inspection_result').notNull().default(''),
    inspectionImages: jsonb('inspection_images').$type<string[]>().notNull().default([]),
    /**
     * The price the deal completes at when it is not the winning price: set by a claim the seller accepted or
     * an operator's decision of its dispute (docs/domain.md "Handover").
     */
    agreedPrice: won('agreed_price'),
    /** When the deal's last price claim was settled (accepted, decided, withdrawn): completion's grace starts. */
    claimSettledAt: ts('claim_settled_at'),
    canceledAt: ts('canceled_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** DEALER | SELLER | ADMIN | SYSTEM */
    canceledBy: text('canceled_by'),
    feeRefundedAt: ts('fee_refunded_at'),
    /**
     * The deal's own fee-deposit reference, issued at confirmation and shown only to its dealer: the
     * transfer must carry it (memo or depositor field). Unique for good, so it can never pay another deal.
     */
    depositReference: text('deposit_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one deal in force per auction; cancelled and released deals stay as history.
    uniqueIndex('deals_auction_live_key')
      .on(t.auctionId)
      .where(sql`${t.canceledAt} is null`),
    index('deals_auction_idx').on(t.auctionId, t.id),
    index('deals_dealer_idx').on(t.dealerId),
    index('deals_completed_idx')
      .on(t.completedAt, t.auctionId)
      .where(sql`${t.completedAt} is not null`),
    uniqueIndex('deals_deposit_reference_key').on(t.depositReference),
  ],
);

/**
 * The registered owner's consent to advertise the vehicle (docs/domain.md "Owner consent"): the seller's own
 * (registry check) or another owner's through a single-use SMS link. A listing needs a CONFIRMED one to be
 * sent to review and approved.
 */
export const ownerConsents = pgTable(
  'owner_consents',
  {
    id: serial('id').primaryKey(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    sellerId: ref('seller_id', () => sellers.id).notNull(),
    kind: text('kind', { enum: OWNER_CONSENT_KINDS }).notNull(),
    status: text('status', { enum: OWNER_CONSENT_STATUSES }).notNull().default('PENDING'),
    /** The plate the consent is for: a changed plate needs a new consent. */
    plateNumber: text('plate_number').notNull(),
    ownerName: text('owner_name').notNull(),
    /** The owner's phone (DELEGATED) or the seller's verified one (OWNER); blanked by retention. */
    ownerPhone: text('owner_phone').notNull(),
    /** What the vehicle registry answered: {provider, matched, checkedAt, reference}. */
    registryCheck: jsonb('registry_check').$type<Record<string, unknown>>(),
    /** sha-256 of the link's token (DELEGATED); the token itself is only in the SMS. */
    tokenHash: text('token_hash'),
    expiresAt: ts('expires_at'),
    confirmedAt: ts('confirmed_at'),
    /** The listing version consented to. */
    listingVersion: integer('listing_version').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('owner_consents_auction_idx').on(t.auctionId, t.id),
    uniqueIndex('owner_consents_token_key').on(t.tokenHash),
    uniqueIndex('owner_consents_open_key')
      .on(t.auctionId)
      .where(sql`${t.status} in ('PENDING', 'CONFIRMED')`),
    check('owner_consents_kind_check', oneOf(t.kind, OWNER_CONSENT_KINDS)),
    check('owner_consents_status_check', oneOf(t.status, OWNER_CONSENT_STATUSES)),
  ],
);

/** The buyer's title transfer after completion, to its legal deadline (docs/domain.md "Title transfer"). */
export const titleTransfers = pgTable(
  'title_transfers',
  {
    id: serial('id').primaryKey(),
    dealId: ref('deal_id', () => deals.id).notNull(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    sellerId: ref('seller_id', () => sellers.id).notNull(),
    status: text('status', { enum: TITLE_TRANSFER_STATUSES }).notNull().default('WAITING'),
    /** Trade date + 15 days. */
    dueAt: ts('due_at').notNull(),
    documentKind: text('document_kind', { enum: TRANSFER_DOCUMENT_KINDS }),
    /** The stored proof's key (private storage; served by signed link to the deal's parties and operators). */
    proofKey: text('proof_key'),
    proofMimeType: text('proof_mime_type'),
    proofUploadedAt: ts('proof_uploaded_at'),
    objectedAt: ts('objected_at'),
    objectionReason: text('objection_reason').notNull().default(''),
    /** An operator sent the proof back: the reason the dealer sees. */
    rejectReason: text('reject_reason').notNull().default(''),
    confirmedAt: ts('confirmed_at'),
    confirmedBy: text('confirmed_by', { enum: TRANSFER_CONFIRMERS }),
    confirmedOperatorId: ref('confirmed_operator_id', () => operators.id),
    remindedDay10At: ts('reminded_day10_at'),
    remindedDay14At: ts('reminded_day14_at'),
    delayedAt: ts('delayed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('title_transfers_deal_key').on(t.dealId),
    index('title_transfers_auction_idx').on(t.auctionId),
    index('title_transfers_status_due_idx').on(t.status, t.dueAt),
    index('title_transfers_dealer_idx').on(t.dealerId, t.delayedAt),
    check('title_transfers_status_check', oneOf(t.status, TITLE_TRANSFER_STATUSES)),
  ],
);

/**
 * A relay number (안심번호) standing for one party's real phone within one deal (docs/domain.md "Contact
 * relay"): allocated at the fee, ended 7 days after the transfer is confirmed or the deal is cancelled.
 */
export const contactRelays = pgTable(
  'contact_relays',
  {
    id: serial('id').primaryKey(),
    dealId: ref('deal_id', () => deals.id).notNull(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    party: text('party', { enum: RELAY_PARTIES }).notNull(),
    relayNumber: text('relay_number').notNull(),
    /** The real number the relay rings; blanked when the relay ends. */
    realPhone: text('real_phone').notNull(),
    endsAt: ts('ends_at'),
    endedAt: ts('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contact_relays_number_key')
      .on(t.relayNumber)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('contact_relays_deal_party_key')
      .on(t.dealId, t.party)
      .where(sql`${t.endedAt} is null`),
    index('contact_relays_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.endedAt} is null`),
    check('contact_relays_party_check', oneOf(t.party, RELAY_PARTIES)),
  ],
);

/** One run of the daily retention job (docs/domain.md "Retention"): what it removed, by kind. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: RETENTION_RUN_STATUSES }).notNull().default('RUNNING'),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error').notNull().default(''),
  },
  (t) => [
    index('retention_runs_started_idx').on(t.startedAt),
    check('retention_runs_status_check', oneOf(t.status, RETENTION_RUN_STATUSES)),
  ],
);

/** A dealer's price adjustment at handover, item by item against the sheet (docs/domain.md "Handover"). */
export const priceClaims = pgTable(
  'price_claims',
  {
    id: serial('id').primaryKey(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    dealId: ref('deal_id', () => deals.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    sellerId: ref('seller_id', () => sellers.id).notNull(),
    status: text('status', { enum: PRICE_CLAIM_STATUSES }).notNull().default('OPEN'),
    winningPrice: won('winning_price').notNull(),
    total: won('total').notNull(),
    memo: text('memo').notNull().default(''),
    /** The seller answers by then; the deal clock then makes it a dispute. */
    answerBy: ts('answer_by').notNull(),
    answeredAt: ts('answered_at'),
    sellerReason: text('seller_reason').notNull().default(''),
    withdrawnAt: ts('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One claim waiting (for the seller or an operator) per deal, and one settled price per deal.
    uniqueIndex('price_claims_pending_key')
      .on(t.dealId)
      .where(sql`${t.status} in ('OPEN', 'DISPUTED')`),
    uniqueIndex('price_claims_settled_key')
      .on(t.dealId)
      .where(sql`${t.status} in ('ACCEPTED', 'DECIDED')`),
    index('price_claims_auction_idx').on(t.auctionId, t.id),
    index('price_claims_open_idx')
      .on(t.answerBy)
      .where(sql`${t.status} = 'OPEN'`),
    check('price_claims_status_check', oneOf(t.status, PRICE_CLAIM_STATUSES)),
  ],
);

export const priceClaimItems = pgTable(
  'price_claim_items',
  {
    id: serial('id').primaryKey(),
    claimId: ref('claim_id', () => priceClaims.id, { onDelete: 'cascade' }).notNull(),
    /** A key of the listing's condition sheet. */
    item: text('item').notNull(),
    observed: text('observed').notNull(),
    amount: won('amount').notNull(),
    reason: text('reason').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('price_claim_items_key').on(t.claimId, t.item)],
);

/** A claim the seller rejected or left unanswered: an operator decides the price. */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    claimId: ref('claim_id', () => priceClaims.id).notNull(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('OPEN'),
    openedBy: text('opened_by', { enum: DISPUTE_OPENERS }).notNull(),
    openedAt: ts('opened_at').notNull(),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    /** The deduction granted, in won (0 when rejected). */
    amount: won('amount'),
    reason: text('reason').notNull().default(''),
    decidedBy: ref('decided_by', () => operators.id),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('disputes_claim_key').on(t.claimId),
    index('disputes_status_idx').on(t.status, t.openedAt),
    index('disputes_dealer_idx').on(t.dealerId, t.decidedAt),
    check('disputes_status_check', oneOf(t.status, DISPUTE_STATUSES)),
    check('disputes_opened_by_check', oneOf(t.openedBy, DISPUTE_OPENERS)),
  ],
);

/** The operator's usual deduction per sheet item, by vehicle type; the dealer's claim form shows it. */
export const deductionGuide = pgTable(
  'deduction_guide',
  {
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    item: text('item').notNull(),
    min: won('min').notNull(),
    max: won('max').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleType, t.item] }),
    check('deduction_guide_range_check', sql`${t.min} >= 0 and ${t.min} <= ${t.max}`),
  ],
);

/** Fee transfers reported by the bank webhook or recorded by an operator. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    dealId: ref('deal_id', () => deals.id),
    amount: integer('amount').notNull(),
    depositorName: text('depositor_name').notNull(),
    receivedAt: ts('received_at').notNull(),
    /** WEBHOOK | OPERATOR */
    source: text('source').notNull(),
    externalId: text('external_id'),
    /** The transfer memo as the bank reported it (where the deal's reference is looked for). */
    memo: text('memo').notNull().default(''),
    /**
     * A deal reference named outright: the per-deal virtual account the bank reported, or an operator's
     * match by hand. When set it alone decides the match; otherwise the name and memo are read for one.
     */
    reference: text('reference'),
    /** When this deposit paid its deal (dealId); null while it waits for a match or an operator. */
    matchedAt: ts('matched_at'),
    /** When an operator marked the money returned (a cancelled deal's fee, or a deposit that paid nothing). */
    refundedAt: ts('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposits_external_key').on(t.externalId),
    // A deposit pays one deal, and a deal is paid by one deposit, ever.
    uniqueIndex('deposits_deal_key').on(t.dealId),
  ],
);

/**
 * A fee's own virtual account (docs/domain.md "Fee virtual accounts"): issued by the payment provider when the
 * deal waits for its fee, so the dealer pays into an account that names the deal. The deposit webhook names
 * the order; the row's secret checks that the notice came from the provider that issued it.
 */
export const feeVirtualAccounts = pgTable(
  'fee_virtual_accounts',
  {
    id: serial('id').primaryKey(),
    dealId: ref('deal_id', () => deals.id).notNull(),
    /** 'local' or the payment provider's name. */
    provider: text('provider').notNull(),
    /** Our order id, sent to the provider and named by its deposit notice (also the deposit's reference). */
    orderId: text('order_id').notNull(),
    /** The provider's handle of the payment (Toss's paymentKey). */
    providerPaymentId: text('provider_payment_id'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    amount: integer('amount').notNull(),
    dueAt: ts('due_at').notNull(),
    /** The per-payment secret the provider repeats in its deposit notice. */
    secret: text('secret'),
    status: text('status').notNull().default('WAITING'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fee_virtual_accounts_order_key').on(t.orderId),
    // One account in force per deal; a cancelled or expired one stays as history.
    uniqueIndex('fee_virtual_accounts_deal_live_key')
      .on(t.dealId)
      .where(sql`${t.status} in ('WAITING', 'PAID')`),
    check('fee_virtual_accounts_status_check', oneOf(t.status, VIRTUAL_ACCOUNT_STATUSES)),
  ],
);

/**
 * A fee's 전자세금계산서 and, after a refund, its 수정세금계산서 (docs/domain.md "Tax invoices"): the supplier and
 * buyer as they were when it was issued, amounts in won (negative on an AMEND), the e-invoice provider's ids.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    dealId: ref('deal_id', () => deals.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    kind: text('kind').notNull(),
    /** The invoice an AMEND corrects. */
    amendsId: integer('amends_id'),
    /** 작성일자, the KST day of the payment or refund ('YYYY-MM-DD'). */
    writtenOn: text('written_on').notNull(),
    supplyAmount: integer('supply_amount').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    supplier: jsonb('supplier')
      .$type<{
        name: string;
        businessNumber: string;
        representative: string;
        address: string;
        email: string;
      }>()
      .notNull(),
    buyer: jsonb('buyer')
      .$type<{
        name: string;
        businessNumber: string;
        representative: string;
        address: string;
        email: string;
      }>()
      .notNull(),
    /** 'local' or the e-invoice provider's name. */
    provider: text('provider').notNull(),
    /** The provider's document id (the ASP's management key). */
    providerId: text('provider_id'),
    /** 국세청 승인번호 as the provider reported it. */
    approvalNumber: text('approval_number'),
    issuedAt: ts('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_invoices_deal_kind_key').on(t.dealId, t.kind),
    index('tax_invoices_dealer_idx').on(t.dealerId, t.writtenOn),
    index('tax_invoices_written_idx').on(t.writtenOn),
    foreignKey({ columns: [t.amendsId], foreignColumns: [t.id] }),
    check('tax_invoices_kind_check', oneOf(t.kind, TAX_INVOICE_KINDS)),
  ],
);

/**
 * A dealer's saved list filters (docs/domain.md "Saved searches"): at most 10 per dealer, each with its own
 * switch for the 09:00 digest.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    dealerId: ref('dealer_id', () => dealers.id, { onDelete: 'cascade' }).notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters')
      .$type<{ brandIds: number[]; regions: string[]; repair: string | null; purpose: string | null }>()
      .notNull(),
    notify: boolean('notify').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_dealer_idx').on(t.dealerId, t.id),
    uniqueIndex('saved_searches_dealer_name_key').on(t.dealerId, t.name),
  ],
);

/** One 09:00 digest per dealer per Seoul day: the row is the claim that makes the job idempotent. */
export const savedSearchDigests = pgTable(
  'saved_search_digests',
  {
    dealerId: ref('dealer_id', () => dealers.id, { onDelete: 'cascade' }).notNull(),
    /** The Seoul day of the opening ('YYYY-MM-DD'). */
    day: text('day').notNull(),
    /** Matching new auctions per saved search id. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.day] })],
);

/** A dealer's notification switches (docs/domain.md "Notification settings"); no row = the defaults. */
export const dealerNotificationSettings = pgTable('dealer_notification_settings', {
  dealerId: ref('dealer_id', () => dealers.id, { onDelete: 'cascade' }).primaryKey(),
  outbid: boolean('outbid').notNull().default(true),
  savedSearchDigest: boolean('saved_search_digest').notNull().default(true),
  /** Opt-in: an Alimtalk an hour before a liked auction ends without the dealer's bid. */
  closingAlerts: boolean('closing_alerts').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The closing alert of one liked auction to one dealer, sent once. */
export const closingAlerts = pgTable(
  'closing_alerts',
  {
    dealerId: ref('dealer_id', () => dealers.id, { onDelete: 'cascade' }).notNull(),
    auctionId: ref('auction_id', () => auctions.id, { onDelete: 'cascade' }).notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.auctionId] })],
);

/**
 * A dealer's measured score and tier (docs/domain.md "Dealer score and tiers"): the measures of the last 90
 * days, the tier they give, and an operator's override with its reason.
 */
export const dealerScores = pgTable(
  'dealer_scores',
  {
    dealerId: ref('dealer_id', () => dealers.id, { onDelete: 'cascade' }).primaryKey(),
    /** The tier in force (the override's when one is set). */
    tier: text('tier').notNull().default('STANDARD'),
    /** The tier the measures give. */
    measuredTier: text('measured_tier').notNull().default('STANDARD'),
    measures: jsonb('measures').$type<Record<string, number | null>>().notNull().default({}),
    /** Since when the tier is in force (a 제한's 30 days, a cure period, count from here). */
    tierSince: ts('tier_since').notNull().defaultNow(),
    overrideTier: text('override_tier'),
    overrideReason: text('override_reason').notNull().default(''),
    overrideBy: integer('override_by'),
    overrideAt: ts('override_at'),
    computedAt: ts('computed_at').notNull().defaultNow(),
  },
  (t) => [
    index('dealer_scores_tier_idx').on(t.tier, t.dealerId),
    check('dealer_scores_tier_check', oneOf(t.tier, DEALER_TIERS)),
    check('dealer_scores_measured_tier_check', oneOf(t.measuredTier, DEALER_TIERS)),
  ],
);

/** Every change of a dealer's tier with its cause (the measures, the event, or the operator and reason). */
export const dealerTierChanges = pgTable(
  'dealer_tier_changes',
  {
    id: serial('id').primaryKey(),
    dealerId: ref('dealer_id', () => dealers.id, { onDelete: 'cascade' }).notNull(),
    fromTier: text('from_tier').notNull(),
    toTier: text('to_tier').notNull(),
    /** SYSTEM (the measures) or OPERATOR (an override). */
    cause: text('cause').notNull(),
    measures: jsonb('measures').$type<Record<string, number | null>>().notNull().default({}),
    reason: text('reason').notNull().default(''),
    operatorId: integer('operator_id'),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [index('dealer_tier_changes_dealer_idx').on(t.dealerId, t.id)],
);

export const penalties = pgTable(
  'penalties',
  {
    id: serial('id').primaryKey(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    /** BID_CANCEL | DEAL_CANCEL | NO_PROGRESS | LATE_COMPLETION | REPORTS */
    kind: text('kind').notNull(),
    auctionId: ref('auction_id', () => auctions.id),
    biddingId: ref('bidding_id', () => biddings.id),
    reason: text('reason').notNull().default(''),
    banDays: integer('ban_days').notNull().default(0),
    startsAt: ts('starts_at'),
    expiresAt: ts('expires_at'),
    /** When an operator lifted the ban early (expiresAt is then set to that moment). */
    liftedAt: ts('lifted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('penalties_dealer_idx').on(t.dealerId, t.createdAt)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    sellerId: ref('seller_id', () => sellers.id).notNull(),
    auctionId: ref('auction_id', () => auctions.id),
    reason: text('reason').notNull(),
    resolvedAt: ts('resolved_at'),
    /** The operator's decision once resolved: UPHELD (the dealer was at fault) or DISMISSED. */
    decision: text('decision'),
    decisionReason: text('decision_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reports_dealer_idx').on(t.dealerId)],
);

export const reviewQuestions = pgTable('review_questions', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  questionContent: text('question_content').notNull().default(''),
  /** The "keep dealing with this seller" question, answered 5 or 1. */
  isKeepDealing: boolean('is_keep_dealing').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Reviews after COMPLETE: the winner reviews the seller, the seller reviews the dealer; once each. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    sellerId: ref('seller_id', () => sellers.id).notNull(),
    /** DEALER_TO_SELLER | SELLER_TO_DEALER */
    direction: text('direction').notNull(),
    ratings: smallint('ratings').notNull(),
    contents: text('contents').notNull().default(''),
    answers: jsonb('answers').$type<{ questionId: number; answer: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_auction_direction_key').on(t.auctionId, t.direction),
    index('reviews_dealer_idx').on(t.dealerId, t.direction),
    check('reviews_ratings_check', sql`${t.ratings} between 1 and 5`),
  ],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** HTML, sanitized before it is stored. */
    contents: text('contents').notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt, t.id)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  /** SIGNUP | HOW_TO_USE */
  category: text('category').notNull(),
  title: text('title').notNull(),
  contents: text('contents').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const bankCodes = pgTable('bank_codes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** SMS verification codes, stored hashed. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** SIGNUP | FIND_ID | FIND_PASSWORD | PROFILE */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: ts('verified_at'),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** Wrong verification-code guesses, per subject (`phone:<digits>` or `ip:<address>`), for the daily cap. */
export const codeGuessFailures = pgTable(
  'code_guess_failures',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    /** The phone-code purpose of the guess. */
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('code_guess_failures_subject_idx').on(t.subject, t.createdAt)],
);

/** A subject whose codes are locked for one Asia/Seoul day (`yyyy-MM-dd`); the row also says its owner was told. */
export const codeGuessLocks = pgTable(
  'code_guess_locks',
  {
    subject: text('subject').notNull(),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);

/** Two-step bank-account ownership check: the 1-won transfer's memo word, stored hashed. */
export const bankAccountVerifications = pgTable(
  'bank_account_verifications',
  {
    id: serial('id').primaryKey(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    wordHash: text('word_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: ts('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('bank_account_verifications_dealer_idx').on(t.dealerId, t.createdAt)],
);

/** Messaging-app code links: a random token bound to one dealer, one auction, one purpose. */
export const codeLinks = pgTable(
  'code_links',
  {
    /** SHA-256 of the token; the token itself only travels in the link. */
    codeHash: text('code_hash').primaryKey(),
    dealerId: ref('dealer_id', () => dealers.id).notNull(),
    auctionId: ref('auction_id', () => auctions.id).notNull(),
    /** DETAIL | REVIEW | COMPLETE */
    purpose: text('purpose').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('code_links_dealer_idx').on(t.dealerId, t.auctionId)],
);

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /**
     * DEALER | SELLER | OPERATOR (a session's principal) | SIGNUP (owner_id: the phone_codes row of the
     * sign-up grant, docs/decisions/016); ANONYMOUS only in databases from before that, usable by nobody.
     */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploaded_files_key').on(t.storageKey),
    // The hourly quota counts one owner's recent uploads.
    index('uploaded_files_owner_idx').on(t.ownerType, t.ownerId, t.createdAt),
    index('uploaded_files_url_idx').on(t.url),
  ],
);

/** Every message the product sends (SMS, Alimtalk, bank memo): the local providers' visible trace. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** SMS | ALIMTALK | BANK | RELAY */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The delivery state (docs/domain.md "Message delivery"): QUEUED until the worker hands it to its provider,
     * SENT when the provider accepted it, FAILED when refused or out of tries. The local stand-ins write SENT.
     */
    status: text('status').notNull().default('SENT'),
    /** Tries made so far (each one a call to the provider). */
    attempts: integer('attempts').notNull().default(0),
    /** When a QUEUED message may be tried (now, or after its back-off). */
    nextAttemptAt: ts('next_attempt_at'),
    /** A worker's lease while it sends: no other worker takes the row before this moment. */
    lockedUntil: ts('locked_until'),
    /** Which provider delivered it ('local' for the stand-ins). */
    provider: text('provider').notNull().default('local'),
    /** The provider's id for the message (its idempotency handle and the key to its delivery report). */
    providerMessageId: text('provider_message_id'),
    /** The provider's last answer (code and text), or the error of the last try. */
    lastAnswer: text('last_answer').notNull().default(''),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_created_idx').on(t.createdAt),
    index('notification_outbox_recipient_idx').on(t.recipient),
    index('notification_outbox_queue_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'QUEUED'`),
    check('notification_outbox_status_check', oneOf(t.status, OUTBOX_DELIVERY_STATUSES)),
  ],
);

/** Results of non-bid mutating calls retried with an Idempotency-Key header. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] })],
);

/**
 * The version a dealer's own pages (profile, dashboard, bid history, deal list) were read at: moved at the commit of
 * every change to a row of the dealer in a table those pages read, by the triggers of migrations 0018 and 0019, never by the
 * app (docs/decisions/045-dealer-pages-from-a-cache-their-writes-keep-true.md). A dealer without a row is at 0.
 */
export const dealerViewVersions = pgTable('dealer_view_versions', {
  dealerId: integer('dealer_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One row: the version of what every dealer's pages show of auctions (an auction's state, edits, photos, brands;
 * not its bid totals and views), moved at the commit of such a change by the triggers of migrations 0018 and 0019.
 */
export const dealerViewAuctions = pgTable(
  'dealer_view_auctions',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('dealer_view_auctions_one_row', sql`${t.id} = 1`)],
);
