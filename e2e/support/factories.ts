// Factories over HTTP: a spec builds the listing it needs through the real server's routes (a seller lists and
// submits, the operator decides, docs/domain.md "Listings") instead of looking for a suitable one in the seed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  REQUIRED_LISTING_PHOTO_TYPES,
  api,
  clearConditionReport,
  routePath,
  type ApiRoute,
  type ListingRequest,
} from '@autobid/shared';
import { operatorToken } from './outbox';
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

async function call<T>(
  baseUrl: string,
  route: Pick<ApiRoute, 'method' | 'path'>,
  token: string,
  options: { params?: unknown; body?: unknown } = {},
): Promise<T> {
  const isForm = options.body instanceof FormData;
  const response = await fetch(`${baseUrl}/api${routePath(route, options.params)}`, {
    method: route.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(options.body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${route.method} ${route.path} answered ${response.status}: ${text}`);
  }
  return (JSON.parse(text) as { data: T }).data;
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
    const form = new FormData();
    form.append('file', demoPhoto(), `${type}.png`);
    const uploaded = await call<{ url: string }>(baseUrl, api.files.upload, token, { body: form });
    images.push({ type, image: uploaded.url });
  }
  const { id } = await call<{ id: number }>(baseUrl, api.listings.create, token, {
    body: { ...COMPLETE_LISTING, images, ...options.overrides },
  });
  const created = { id, phone: options.phone, sellerToken: token };
  if (options.status === 'REGISTERED') {
    return created;
  }
  // The review needs the seller's name (docs/domain.md "Listings") and the owner's consent: the seller's own,
  // checked with the local vehicle registry (docs/domain.md "Owner consent").
  await call(baseUrl, api.sellers.updateMe, token, { body: { name: FACTORY_SELLER_NAME } });
  await call(baseUrl, api.ownerConsents.request, token, {
    params: { id },
    body: { kind: 'OWNER', ownerName: FACTORY_SELLER_NAME },
  });
  await call(baseUrl, api.listings.submit, token, { params: { id } });
  if (options.status === 'AUDIT') {
    return created;
  }
  const operator = await operatorToken(baseUrl);
  if (options.status === 'APPROVED') {
    await call(baseUrl, api.consoleListings.approve, operator, { params: { id } });
  } else {
    await call(baseUrl, api.consoleListings.reject, operator, {
      params: { id },
      body: { reason: FACTORY_REJECT_REASON },
    });
  }
  return created;
}
