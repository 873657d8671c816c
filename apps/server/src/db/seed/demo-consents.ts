// The demo's plates and owner consents (docs/domain.md "Owner consent"): every listing sent to review or past
// it carries a plate and the seller's own CONFIRMED consent (his name checked with the registry), so
// approvals and the dealers' "소유자 동의 확인" work; the first live auction's consent came from a family
// member through the SMS link; the first draft has a plate and a link waiting for its owner (README "Owner
// consent"); the rejected listings have a plate and no consent (their resubmission asks for one).
import { eq, inArray } from 'drizzle-orm';
import { HOUR_MS, OWNER_CONSENT_LINK_HOURS, type AuctionStatus } from '@autobid/shared';
import { setSeededPlates } from '../../modules/auctions/auctions.public';
import { consentSmsText, hashConsentToken } from '../../modules/auctions/owner-consents.service';
import { writeToOutbox } from '../../providers/outbox';
import { auctions, ownerConsents, sellers } from '../schema';
import type { Tx } from '../types';

/** The demo's pending link (README "Owner consent"): `/consent/demo-family-consent`. */
export const DEMO_PENDING_CONSENT_TOKEN = 'demo-family-consent';
/** The family member who consented to the first live auction, and the one asked for the draft. */
const FAMILY = { name: '이영자', phone: '01092000001' };
const FIRST_SELLER_PHONE = '01091000000';
const PENDING_OWNER = { name: '박정호', phone: '01092000002' };

const SYLLABLES = [
  '가',
  '나',
  '다',
  '라',
  '마',
  '거',
  '너',
  '더',
  '러',
  '머',
  '버',
  '서',
  '어',
  '저',
  '고',
  '노',
];
const BIKE_REGIONS = ['서울강남', '서울마포', '경기수원', '부산해운대', '인천남동', '대구수성'];

/** A plate in the Korean formats, one per listing: 12가3456 for a car, 서울강남가1234 for a motorbike. */
export function demoPlate(id: number, vehicleType: string): string {
  const syllable = SYLLABLES[id % SYLLABLES.length]!;
  const digits = String(1000 + ((id * 379) % 9000));
  if (vehicleType === 'MOTORBIKE') {
    return `${BIKE_REGIONS[id % BIKE_REGIONS.length]!}${syllable}${digits}`;
  }
  return `${10 + ((id * 7) % 89)}${syllable}${digits}`;
}

/** Statuses whose listing went to review: they need the consent the gate asks for. */
const REVIEWED: readonly AuctionStatus[] = [
  'AUDIT',
  'APPROVED',
  'PROGRESS',
  'TIME_EXPIRED',
  'DEALER_CONFIRM',
  'DEALER_DEPOSIT',
  'RESERVATION',
  'RESERVATION_COMPLETE',
  'COMPLETE',
  'TRANSACTION',
  'TRANSACTION_DELAY',
  'DEALER_CANCELED',
  'USER_CANCELED',
  'ADMIN_CANCELED',
];

export async function insertDemoConsents(tx: Tx, deps: { now: Date }): Promise<void> {
  const rows = await tx
    .select({
      id: auctions.id,
      status: auctions.status,
      vehicleType: auctions.vehicleType,
      model: auctions.model,
      version: auctions.version,
      createdAt: auctions.createdAt,
      sellerId: auctions.sellerId,
      sellerName: sellers.name,
      sellerPhone: sellers.phoneNumber,
    })
    .from(auctions)
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .where(inArray(auctions.status, [...REVIEWED, 'REGISTERED', 'REJECTED']))
    .orderBy(auctions.id);
  const familyId = rows.find((row) => row.status === 'PROGRESS')?.id;
  // The first seller's draft when he has one (README "Demo accounts"), else the first draft.
  const drafts = rows.filter((row) => row.status === 'REGISTERED');
  const pendingId = (drafts.find((row) => row.sellerPhone === FIRST_SELLER_PHONE) ?? drafts[0])?.id;
  const plates = rows.map((row) => ({ auctionId: row.id, plateNumber: demoPlate(row.id, row.vehicleType) }));
  await setSeededPlates(tx, plates);
  // One insert for every consent, in the listings' order (so their ids are those of one insert each).
  const consents: (typeof ownerConsents.$inferInsert)[] = [];
  for (const [n, row] of rows.entries()) {
    const { plateNumber } = plates[n]!;
    // Consented an hour after the listing was made (never after now).
    const consentedAt = new Date(Math.min(row.createdAt.getTime() + HOUR_MS, deps.now.getTime()));
    const common = {
      auctionId: row.id,
      sellerId: row.sellerId,
      plateNumber,
      listingVersion: row.version,
      createdAt: consentedAt,
      updatedAt: consentedAt,
    };
    if (row.id === pendingId) {
      consents.push({
        ...common,
        kind: 'DELEGATED',
        status: 'PENDING',
        ownerName: PENDING_OWNER.name,
        ownerPhone: PENDING_OWNER.phone,
        tokenHash: hashConsentToken(DEMO_PENDING_CONSENT_TOKEN),
        // A fresh link: 24 hours from the seeding.
        createdAt: deps.now,
        updatedAt: deps.now,
        expiresAt: new Date(deps.now.getTime() + OWNER_CONSENT_LINK_HOURS * HOUR_MS),
      });
      continue;
    }
    if (!REVIEWED.includes(row.status)) {
      continue;
    }
    if (row.id === familyId) {
      consents.push({
        ...common,
        kind: 'DELEGATED',
        status: 'CONFIRMED',
        ownerName: FAMILY.name,
        ownerPhone: FAMILY.phone,
        tokenHash: hashConsentToken(`demo-used-link-${row.id}`),
        expiresAt: new Date(consentedAt.getTime() + OWNER_CONSENT_LINK_HOURS * HOUR_MS),
        confirmedAt: consentedAt,
      });
      continue;
    }
    consents.push({
      ...common,
      kind: 'OWNER',
      status: 'CONFIRMED',
      ownerName: row.sellerName || '판매자',
      ownerPhone: row.sellerPhone,
      registryCheck: {
        provider: 'local',
        matched: true,
        reference: `LOCAL-DEMO-${row.id}`,
        checkedAt: consentedAt.toISOString(),
      },
      confirmedAt: consentedAt,
    });
  }
  if (!consents.length) {
    return;
  }
  const inserted = await tx
    .insert(ownerConsents)
    .values(consents)
    .returning({ id: ownerConsents.id, auctionId: ownerConsents.auctionId });
  const pending = rows.find((row) => row.id === pendingId);
  if (pending) {
    const link = `/consent/${DEMO_PENDING_CONSENT_TOKEN}`;
    await writeToOutbox(tx, {
      channel: 'SMS',
      to: PENDING_OWNER.phone,
      template: 'OWNER_CONSENT_REQUEST',
      body: consentSmsText({
        plateNumber: demoPlate(pending.id, pending.vehicleType),
        model: pending.model,
        link,
      }),
      payload: {
        auctionId: pending.id,
        consentId: inserted.find((consent) => consent.auctionId === pending.id)?.id,
        link,
      },
    });
  }
}
