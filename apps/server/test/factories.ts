// Test data builders: each test creates exactly what it needs.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { feeForPrice, startOfKstDay, type AuctionStatus, type DealerStatus } from '@autobid/shared';
import {
  auctionImages,
  auctionLikes,
  auctions,
  biddings,
  deals,
  dealers,
  faqs,
  notices,
  operators,
  ownerConsents,
  reports,
  reviews,
  sellers,
  uploadedFiles,
} from '../src/db/schema';
import type { Db } from '../src/db/types';
import { hashPassword } from '../src/lib/password';

export const DEFAULT_PASSWORD = 'password1';

let passwordHash: Promise<string> | null = null;
const defaultHash = () => (passwordHash ??= hashPassword(DEFAULT_PASSWORD));

const unique = () => randomBytes(4).toString('hex');
let phoneCounter = 0;
const nextPhone = () =>
  `010${String(Date.now() % 10_000).padStart(4, '0')}${String(++phoneCounter % 10_000).padStart(4, '0')}`;

type DealerInsert = typeof dealers.$inferInsert;

export async function createDealer(
  db: Db,
  overrides: Partial<Omit<DealerInsert, 'status'>> & { status?: DealerStatus; password?: string } = {},
) {
  const { password, ...rest } = overrides;
  const [row] = await db
    .insert(dealers)
    .values({
      username: `dealer${unique()}`,
      passwordHash: password ? await hashPassword(password) : await defaultHash(),
      name: '김딜러',
      phoneNumber: nextPhone(),
      email: 'dealer@example.com',
      agencyName: '오토상사',
      status: 'APPROVED',
      // An approved dealer has usually verified a bank account once (needed before a first bid).
      isBankAccountAuth: (rest.status ?? 'APPROVED') === 'APPROVED',
      ...rest,
    })
    .returning();
  if (!row) {
    throw new Error('dealer not created');
  }
  return row;
}

export async function createSeller(db: Db, overrides: Partial<typeof sellers.$inferInsert> = {}) {
  const [row] = await db
    .insert(sellers)
    .values({ name: '이판매', phoneNumber: nextPhone(), ...overrides })
    .returning();
  if (!row) {
    throw new Error('seller not created');
  }
  return row;
}

export async function createOperator(db: Db, overrides: Partial<typeof operators.$inferInsert> = {}) {
  const [row] = await db
    .insert(operators)
    .values({ username: `op${unique()}`, passwordHash: await defaultHash(), name: '운영자', ...overrides })
    .returning();
  if (!row) {
    throw new Error('operator not created');
  }
  return row;
}

/** The plate the factories' listings carry unless told otherwise. */
export const TEST_PLATE = '12가3456';

/**
 * The registered owner's CONFIRMED consent (the seller as the owner) for the listing's current plate, as the
 * seller's registry check leaves it (docs/domain.md "Owner consent"): what SUBMIT and APPROVE need.
 */
export async function createOwnerConsent(
  db: Db,
  auction: { id: number; sellerId: number; plateNumber: string; version?: number },
  overrides: Partial<typeof ownerConsents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(ownerConsents)
    .values({
      auctionId: auction.id,
      sellerId: auction.sellerId,
      kind: 'OWNER',
      status: 'CONFIRMED',
      plateNumber: auction.plateNumber,
      ownerName: '김민수',
      ownerPhone: '01000000000',
      registryCheck: { provider: 'local', matched: true, reference: 'LOCAL-TEST', checkedAt: '' },
      confirmedAt: new Date(),
      listingVersion: auction.version ?? 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A listing as the tests want it, with the plate TEST_PLATE and the owner's confirmed consent for it unless
 * `ownerConsent: false` (a listing from before consents, or one a test gives its own).
 */
export async function createAuction(
  db: Db,
  overrides: Partial<Omit<typeof auctions.$inferInsert, 'status'>> & {
    status?: AuctionStatus;
    images?: { type: string; url: string }[];
    ownerConsent?: boolean;
  } = {},
) {
  const { images, ownerConsent = true, ...rest } = overrides;
  const sellerId = rest.sellerId ?? (await createSeller(db)).id;
  const [row] = await db
    .insert(auctions)
    .values({
      model: 'PCX125',
      year: 2022,
      region1: '서울특별시',
      region2: '강남구',
      status: 'PROGRESS',
      plateNumber: TEST_PLATE,
      ...rest,
      sellerId,
    })
    .returning();
  if (!row) {
    throw new Error('auction not created');
  }
  if (ownerConsent && row.plateNumber) {
    await createOwnerConsent(db, row);
  }
  if (images?.length) {
    await db
      .insert(auctionImages)
      .values(images.map((image, index) => ({ auctionId: row.id, sortOrder: index, ...image })));
  }
  return row;
}

export async function createBid(
  db: Db,
  values: Partial<typeof biddings.$inferInsert> & { auctionId: number; dealerId: number },
) {
  const [row] = await db
    .insert(biddings)
    .values({ price: 1_000_000, ...values })
    .returning();
  if (!row) {
    throw new Error('bid not created');
  }
  return row;
}

/** A deal for an auction: creates the selected bid when none is given. */
export async function createDeal(
  db: Db,
  values: Partial<typeof deals.$inferInsert> & { auctionId: number; dealerId: number; sellerId: number },
) {
  const biddingId =
    values.biddingId ??
    (
      await createBid(db, {
        auctionId: values.auctionId,
        dealerId: values.dealerId,
        isSelected: true,
        price: values.price ?? 1_000_000,
      })
    ).id;
  const [row] = await db
    .insert(deals)
    .values({ price: 1_000_000, ...values, biddingId })
    .returning();
  if (!row) {
    throw new Error('deal not created');
  }
  return row;
}

export async function createLike(db: Db, values: { dealerId: number; auctionId: number }) {
  await db.insert(auctionLikes).values(values);
}

export async function createReview(
  db: Db,
  values: Partial<typeof reviews.$inferInsert> & {
    auctionId: number;
    dealerId: number;
    sellerId: number;
    ratings: number;
  },
) {
  const [row] = await db
    .insert(reviews)
    .values({ direction: 'SELLER_TO_DEALER', ...values })
    .returning();
  if (!row) {
    throw new Error('review not created');
  }
  return row;
}

export async function createReport(db: Db, values: { dealerId: number; sellerId: number; reason?: string }) {
  await db.insert(reports).values({ reason: '연락 두절', ...values });
}

export async function createNotice(db: Db, overrides: Partial<typeof notices.$inferInsert> = {}) {
  const [row] = await db
    .insert(notices)
    .values({ title: `[공지] 안내 ${unique()}`, contents: '<p>내용</p>', ...overrides })
    .returning();
  if (!row) {
    throw new Error('notice not created');
  }
  return row;
}

export async function createFaq(db: Db, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  const [row] = await db
    .insert(faqs)
    .values({
      category: 'SIGNUP',
      title: '가입은 어떻게 하나요?',
      contents: '약관 동의 후 가입합니다.',
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error('faq not created');
  }
  return row;
}

/** The database's clock: bid deadlines are judged by it, so auctions that must be open use it. */
export async function dbNow(db: Db): Promise<Date> {
  const [row] = await db
    .select({ ms: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  if (!row) {
    throw new Error('no database time');
  }
  return new Date(Math.floor(row.ms));
}

/** A PROGRESS auction that ends `endsInMs` after the database's now (default one hour). */
export async function createLiveAuction(
  db: Db,
  overrides: Parameters<typeof createAuction>[1] & { endsInMs?: number } = {},
) {
  const { endsInMs = 3600_000, ...rest } = overrides;
  const now = await dbNow(db);
  return createAuction(db, {
    status: 'PROGRESS',
    startAt: new Date(now.getTime() - 3600_000),
    endDate: new Date(now.getTime() + endsInMs),
    ...rest,
  });
}

/** 00:00 Asia/Seoul of the day that contains `at`. */
export const kstMidnight = (at: Date) => startOfKstDay(at);

/**
 * An auction whose bid was selected, with its deal in `status`: each step's columns are filled as the
 * flow would have left them at `now` (default: the real time). Returns every row it made.
 */
const issuedReferences = new Set<string>();
/** A 6-digit deposit reference no other deal of this process holds. */
export function nextReference(): string {
  for (;;) {
    const reference = String(100_000 + Math.floor(Math.random() * 900_000));
    if (issuedReferences.has(reference)) {
      continue;
    }
    issuedReferences.add(reference);
    return reference;
  }
}

export async function createDealAt(
  db: Db,
  options: {
    status: AuctionStatus;
    dealerId?: number;
    price?: number;
    now?: Date;
    statusChangedAt?: Date;
    auction?: Parameters<typeof createAuction>[1];
    deal?: Partial<typeof deals.$inferInsert>;
  },
) {
  const now = options.now ?? new Date();
  const price = options.price ?? 3_000_000;
  const dealer = options.dealerId
    ? (
        await db
          .select()
          .from(dealers)
          .where(sql`${dealers.id} = ${options.dealerId}`)
      )[0]!
    : await createDealer(db);
  const seller = await createSeller(db);
  const auction = await createAuction(db, {
    status: options.status,
    sellerId: seller.id,
    startAt: new Date(now.getTime() - 72 * 3600_000),
    endDate: new Date(now.getTime() - 24 * 3600_000),
    selectExpireAt: new Date(now.getTime()),
    statusChangedAt: options.statusChangedAt ?? now,
    maxBiddingPrice: price,
    bidderCount: 1,
    ...options.auction,
  });
  const bid = await createBid(db, { auctionId: auction.id, dealerId: dealer.id, price, isSelected: true });
  const steps = ['DEALER_CONFIRM', 'DEALER_DEPOSIT', 'RESERVATION', 'RESERVATION_COMPLETE', 'COMPLETE'];
  const reached = (step: string) => steps.indexOf(options.status) >= steps.indexOf(step);
  const fee = feeForPrice(price);
  const deal = await createDeal(db, {
    auctionId: auction.id,
    dealerId: dealer.id,
    sellerId: seller.id,
    biddingId: bid.id,
    price,
    selectedAt: now,
    ...(reached('DEALER_DEPOSIT')
      ? {
          fee,
          confirmedAt: now,
          depositDeadline: new Date(now.getTime() + 60 * 60_000),
          depositReference: nextReference(),
        }
      : {}),
    ...(reached('RESERVATION') ? { depositConfirmedAt: now } : {}),
    ...(reached('RESERVATION_COMPLETE') ? { reservedAt: kstMidnight(now), reservationEnteredAt: now } : {}),
    ...(reached('COMPLETE') ? { completedAt: now, finalPrice: price } : {}),
    ...(options.status === 'DEALER_CANCELED'
      ? { canceledAt: now, canceledBy: 'DEALER', cancelReason: '취소' }
      : {}),
    ...options.deal,
  });
  return { auction, bid, deal, dealer, seller };
}

/**
 * An uploaded_files row (images a record names must be files the server stored for its uploader): the given
 * dealer's, or another owner's (`owner`: a seller, a sign-up grant's phone-code row); with neither, a row as
 * databases from before upload credentials hold (ANONYMOUS, usable by nobody, docs/decisions/016).
 */
export async function createUploadedFile(
  db: Db,
  options: {
    dealerId?: number;
    owner?: { type: 'DEALER' | 'SELLER' | 'OPERATOR' | 'SIGNUP'; id: number };
    url?: string;
    /** Where the bytes are (default: the url without its leading slash). */
    storageKey?: string;
    size?: number;
    createdAt?: Date;
  } = {},
) {
  const url = options.url ?? `/uploads/test/${unique()}.jpg`;
  const owner = options.owner ?? (options.dealerId ? { type: 'DEALER', id: options.dealerId } : null);
  await db.insert(uploadedFiles).values({
    storageKey: options.storageKey ?? url.replace(/^\//, ''),
    url,
    mimeType: 'image/jpeg',
    size: options.size ?? 1000,
    ownerType: owner?.type ?? 'ANONYMOUS',
    ownerId: owner?.id ?? null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return url;
}
