// Factories over HTTP: a spec builds the listings, dealers, live auctions and bids it needs through the real
// server's routes (a seller lists and submits, the operator decides, docs/domain.md "Listings"; a dealer signs
// up and is approved, docs/domain.md "Dealers"; the clock opens and ends auctions, docs/decisions/012) instead
// of looking for a suitable record in the seed (e2e/README.md "State through the API").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUCTION_DURATION_HOURS,
  REQUIRED_LISTING_PHOTO_TYPES,
  UPLOAD_GRANT_HEADER,
  api,
  clearConditionReport,
  routePath,
  routeQuery,
  type ApiRoute,
  type ListingRequest,
  type RouteData,
  type RouteInput,
  type TakesNothing,
} from '@autobid/shared';
import { advanceClock, minutesPastNextSeoulNine } from './clock';
import { operatorToken, readBankMemo, readSmsCode } from './outbox';
import { sellerToken } from './seller';
import { serverJsPath } from './server';

/** The statuses a listing reaches without moving the clock: the seller's draft, review and the decision. */
export type ListingStatus = 'REGISTERED' | 'AUDIT' | 'APPROVED' | 'REJECTED';

export type CreatedListing = { id: number; phone: string; sellerToken: string };

/** A motorbike listing complete but for its photos (steps 1, 2 and 4 of the form). */
const COMPLETE_LISTING = {
  brandId: 1,
  model: 'CB125R',
  year: 2021,
  mileage: 12_500,
  fuel: 'GASOLINE',
  color: '흰색',
  accident: '없음',
  purpose: 'ROAD',
  licensePlateDesuetude: 'REGISTERED',
  officialIncome: '정식 수입',
  secondaryKey: '있음',
  region1: '서울특별시',
  region2: '강남구',
  region3: '역삼동',
  hopePrice: 3_500_000,
  // A 사용신고 번호 the local vehicle registry does not list: any owner's name matches it.
  plateNumber: '서울마포가7351',
  // Brand 1 (혼다) is a motorbike: its sheet, all clear (docs/domain.md "Handover").
  conditionReport: clearConditionReport('MOTORBIKE'),
} satisfies ListingRequest;

export const FACTORY_SELLER_NAME = '김판매';
export const FACTORY_REJECT_REASON = '번호판이 보이는 사진으로 다시 올려주세요.';

/** What a call hands its route (`params`, `query`, `body`, typed by the route's schemas) and extra headers. */
export type CallOptions<R extends ApiRoute> = RouteInput<R> & { headers?: Record<string, string> };

/**
 * One call of the route table with a bearer token (null for a public route): the envelope's data, typed by the
 * route's response schema. `query` becomes the search string (`routeQuery`); a FormData body goes as multipart.
 */
export async function callApi<R extends ApiRoute>(
  baseUrl: string,
  route: R,
  token: string | null,
  ...[options]: TakesNothing<R> extends true ? [options?: CallOptions<R>] : [options: CallOptions<R>]
): Promise<RouteData<R>> {
  const { params, query, body, headers } = (options ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const isForm = body instanceof FormData;
  const response = await fetch(`${baseUrl}/api${routePath(route, params)}${routeQuery(query)}`, {
    method: route.method,
    headers: {
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${route.method} ${route.path} answered ${response.status}: ${text}`);
  }
  return (JSON.parse(text) as { data: RouteData<R> }).data;
}

/** A real PNG the built server ships for its demo data (the upload route checks the bytes). */
function demoPhoto(): Blob {
  const dir = path.join(path.dirname(serverJsPath), 'seed-assets');
  const file = readdirSync(dir).find((name) => name.endsWith('.png'));
  if (!file) {
    throw new Error(`no PNG among the built server's seed assets in ${dir}`);
  }
  return new Blob([readFileSync(path.join(dir, file))], { type: 'image/png' });
}

/** The demo photo uploaded with a token or sign-up's upload grant; its stored URL. */
async function uploadPhoto(
  baseUrl: string,
  credential: { token: string } | { uploadGrant: string },
  name: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', demoPhoto(), `${name}.png`);
  const uploaded = await callApi(baseUrl, api.files.upload, 'token' in credential ? credential.token : null, {
    body: form,
    headers: 'uploadGrant' in credential ? { [UPLOAD_GRANT_HEADER]: credential.uploadGrant } : {},
  });
  return uploaded.url;
}

/**
 * A new listing of the seller with this `phone` (one the seed does not know, a phone per test), brought to
 * `status` through the seller's and the operator's routes. `overrides` change the listing's fields.
 */
export async function createListing(
  baseUrl: string,
  options: { phone: string; status: ListingStatus; overrides?: Partial<ListingRequest> },
): Promise<CreatedListing> {
  const token = await sellerToken(baseUrl, options.phone);
  const images = [];
  for (const type of REQUIRED_LISTING_PHOTO_TYPES) {
    images.push({ type, image: await uploadPhoto(baseUrl, { token }, type) });
  }
  const { id } = await callApi(baseUrl, api.listings.create, token, {
    body: { ...COMPLETE_LISTING, images, ...options.overrides },
  });
  const created = { id, phone: options.phone, sellerToken: token };
  if (options.status === 'REGISTERED') {
    return created;
  }
  // The review needs the seller's name (docs/domain.md "Listings") and the owner's consent: the seller's own,
  // checked with the local vehicle registry (docs/domain.md "Owner consent").
  await callApi(baseUrl, api.sellers.updateMe, token, { body: { name: FACTORY_SELLER_NAME } });
  await callApi(baseUrl, api.ownerConsents.request, token, {
    params: { id },
    body: { kind: 'OWNER', ownerName: FACTORY_SELLER_NAME },
  });
  await callApi(baseUrl, api.listings.submit, token, { params: { id } });
  if (options.status === 'AUDIT') {
    return created;
  }
  const operator = await operatorToken(baseUrl);
  if (options.status === 'APPROVED') {
    await callApi(baseUrl, api.consoleListings.approve, operator, { params: { id } });
  } else {
    await callApi(baseUrl, api.consoleListings.reject, operator, {
      params: { id },
      body: { reason: FACTORY_REJECT_REASON },
    });
  }
  return created;
}

export type CreatedDealer = {
  id: number;
  username: string;
  password: string;
  /** A dealer access token, for the API (the browser logs in with username and password). */
  token: string;
  name: string;
  phone: string;
};

/** The factory dealers' password. */
export const FACTORY_DEALER_PASSWORD = 'dealer1234';

/**
 * A new APPROVED dealer with no deal anywhere, made as a real applicant is: the sign-up phone code read from
 * the outbox, the profile photo, business card and registration certificate uploaded under the code's upload
 * grant, the application, the operator's approval (docs/domain.md "Dealers"). `phone` (010 and 8 digits) and
 * `username` (4 to 20 lowercase letters and digits) must be new to the server: one per test. By default its
 * bank account is verified too (the 1-won check, its memo read from the outbox), so it may bid at once;
 * `bankVerified: false` leaves the bid panel's verification step in place (docs/domain.md "Bids").
 */
export async function createDealer(
  baseUrl: string,
  options: { username: string; phone: string; name?: string; bankVerified?: boolean },
): Promise<CreatedDealer> {
  const { username, phone } = options;
  const name = options.name ?? '박딜러';
  const password = FACTORY_DEALER_PASSWORD;
  await callApi(baseUrl, api.dealers.requestSignupCode, null, { body: { phone } });
  const authCode = await readSmsCode(baseUrl, phone);
  const { uploadGrant } = await callApi(baseUrl, api.dealers.confirmSignupCode, null, {
    body: { phone, authCode },
  });
  const urls: string[] = [];
  for (const document of ['profile', 'business-card', 'registration']) {
    urls.push(await uploadPhoto(baseUrl, { uploadGrant }, document));
  }
  const { id } = await callApi(baseUrl, api.dealers.signup, null, {
    body: {
      username,
      password,
      passwordConfirm: password,
      phoneNumber: phone,
      email: `${username}@autobid.test`,
      name,
      image: urls[0],
      businessCard: urls[1],
      agencyName: `${name} 모터스`,
      agencyNumber: '0212345678',
      agencyAddress: '서울특별시 강남구 역삼동 1',
      agencyAddressDetail: '2층',
      agencyRegistrationImage: urls[2],
      // A business number whose check digit is right (docs/domain.md "Dealers").
      businessNumber: '1248100998',
      position: '대표',
    },
  });
  await callApi(baseUrl, api.consoleDealers.approve, await operatorToken(baseUrl), { params: { username } });
  const { accessToken: token } = await callApi(baseUrl, api.dealers.login, null, {
    body: { username, password },
  });
  if (options.bankVerified !== false) {
    // An account number of this dealer's own, so the outbox row read is this dealer's transfer.
    const bankAccountNumber = `7${phone}`;
    const [bank] = await callApi(baseUrl, api.reference.bankCodes, null);
    await callApi(baseUrl, api.dealers.bankAuthStep1, token, {
      body: { bankAccountNumber, bankCode: bank?.code ?? '' },
    });
    await callApi(baseUrl, api.dealers.bankAuthStep2, token, {
      body: { content: await readBankMemo(baseUrl, bankAccountNumber) },
    });
  }
  return { id, username, password, token, name, phone };
}

/**
 * On a TEST_CLOCK server (docs/decisions/012): moves the clock to just past the next 09:00 Asia/Seoul, so
 * every APPROVED listing opens as a live (PROGRESS) auction of AUCTION_DURATION_HOURS. Returns the new now.
 */
export async function openAuctions(baseUrl: string): Promise<Date> {
  // The clock's only door moves it: one minute forward reads the server's now.
  const now = await advanceClock(baseUrl, 1);
  return advanceClock(baseUrl, minutesPastNextSeoulNine(now));
}

/**
 * On a TEST_CLOCK server: moves the clock past the end of the auctions the last openAuctions opened
 * (AUCTION_DURATION_HOURS after it), so they end: TIME_EXPIRED with bids (the seller selects), without
 * them as the auction clock decides. Returns the new now.
 */
export async function endAuctions(baseUrl: string): Promise<Date> {
  return advanceClock(baseUrl, AUCTION_DURATION_HOURS * 60 + 1);
}

export type LiveAuction = CreatedListing & {
  /** The dealers' routes' auction id (api.auctions.*): the listing's own id. */
  auctionId: number;
};

/**
 * Live auctions on a TEST_CLOCK server: one APPROVED listing per spec (a seller phone of its own, its
 * `overrides`), then one openAuctions. In the order given.
 */
export async function createLiveAuctions(
  baseUrl: string,
  specs: { phone: string; overrides?: Partial<ListingRequest> }[],
): Promise<LiveAuction[]> {
  const listings: CreatedListing[] = [];
  for (const spec of specs) {
    listings.push(await createListing(baseUrl, { ...spec, status: 'APPROVED' }));
  }
  await openAuctions(baseUrl);
  return listings.map((listing) => ({ ...listing, auctionId: listing.id }));
}

/** One live auction on a TEST_CLOCK server: createLiveAuctions with one listing. */
export async function createLiveAuction(
  baseUrl: string,
  spec: { phone: string; overrides?: Partial<ListingRequest> },
): Promise<LiveAuction> {
  const [auction] = await createLiveAuctions(baseUrl, [spec]);
  if (!auction) {
    throw new Error('no auction created');
  }
  return auction;
}

/** The dealer's bid of `price` won (a multiple of 10,000) on a live auction, through the bid route; its id. */
export async function placeBid(
  baseUrl: string,
  dealerToken: string,
  auctionId: number,
  price: number,
): Promise<number> {
  const bid = await callApi(baseUrl, api.auctions.placeBid, dealerToken, {
    params: { id: auctionId },
    body: { price },
  });
  return bid.id;
}

/**
 * The dealer withdraws its bid `bidId` through the cancel route; the answer is the ban it started, by the
 * penalty ladder (docs/domain.md "Penalties": a dealer's first cancel without a completed trade bans nobody,
 * the next one does).
 */
export async function cancelBid(
  baseUrl: string,
  dealerToken: string,
  bidId: number,
  reason = '입찰 실수',
): Promise<{ penaltyExpiredAt: string | null; banDays: number }> {
  return callApi(baseUrl, api.auctions.cancelBid, dealerToken, { params: { id: bidId }, body: { reason } });
}

/**
 * A dealer under a running bid ban, made as one is: createDealer, then two bids on the live auction
 * `auctionId` each withdrawn (the first cancel is free, the second bans). Returns the dealer and the ban's end.
 */
export async function createBannedDealer(
  baseUrl: string,
  options: { username: string; phone: string; name?: string; auctionId: number },
): Promise<CreatedDealer & { penaltyExpiredAt: string }> {
  const dealer = await createDealer(baseUrl, options);
  let penaltyExpiredAt: string | null = null;
  for (let attempt = 0; attempt < 2 && penaltyExpiredAt === null; attempt += 1) {
    const bidId = await placeBid(baseUrl, dealer.token, options.auctionId, 1_000_000);
    penaltyExpiredAt = (await cancelBid(baseUrl, dealer.token, bidId)).penaltyExpiredAt;
  }
  if (penaltyExpiredAt === null) {
    throw new Error(`two withdrawn bids did not ban ${options.username}`);
  }
  return { ...dealer, penaltyExpiredAt };
}
