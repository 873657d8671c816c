// The registered owner's consent before a listing may be sent to review (docs/domain.md "Owner consent"):
// the seller as the owner (his name checked with the vehicle registry, his phone verified by his login), or
// another owner (family, a company) through a single-use SMS link that lives 24 hours and is confirmed with a
// code to the owner's phone (the phone-code limits apply). The lifecycle's SUBMIT and APPROVE need the
// CONFIRMED consent for the listing's plate (lifecycle.ts).
import { createHash, randomBytes } from 'node:crypto';
import {
  HOUR_MS,
  OWNER_CONSENT_LINK_HOURS,
  OWNER_CONSENT_LINKS_PER_DAY,
  OWNER_CONSENT_MESSAGES,
  OWNER_CONSENT_PLATFORM,
  SELLER_EDITABLE_STATUSES,
  AUCTION_MESSAGES,
  maskName,
  maskPhone,
  type OwnerConsentConfirmed,
  type OwnerConsentInput,
  type OwnerConsentSummary,
  type PhoneCodeResponse,
  type PublicOwnerConsent,
} from '@autobid/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { brands, sellers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.public';
import {
  consumeVerifiedPhone,
  phoneCodesFor,
  type PhoneCodeCaller,
} from '../phone-codes/phone-codes.service';
import type { AuctionRow } from './auctions.repository';
import { findAuction } from './deals.repository';
import { lockAuction } from './lifecycle';
import {
  cancelOpenConsents,
  confirmPendingConsent,
  consentByTokenHash,
  consentSummaryOf,
  consentSummaryOfListing,
  expireConsent,
  insertConsent,
  recentLinksOf,
  type OwnerConsentRow,
} from './owner-consents.repository';

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
const linkNotFound = () => new AppError('OWNER_CONSENT_NOT_FOUND', OWNER_CONSENT_MESSAGES.linkNotFound);
const linkGone = (expired: boolean) =>
  new AppError(
    'OWNER_CONSENT_GONE',
    expired ? OWNER_CONSENT_MESSAGES.linkExpired : OWNER_CONSENT_MESSAGES.linkUsed,
  );

/** The link's token is only in the SMS; the row keeps its sha-256. */
export const hashConsentToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function consentSmsText(input: { plateNumber: string; model: string; link: string }): string {
  return `[${OWNER_CONSENT_PLATFORM}] ${input.model} (${input.plateNumber}) 차량의 중고차 판매 광고에 소유자 동의가 요청되었습니다. 24시간 안에 확인해주세요: ${input.link}`;
}

const isEditable = (status: string) => (SELLER_EDITABLE_STATUSES as readonly string[]).includes(status);

async function sellerOf(db: DbOrTx, sellerId: number) {
  const [row] = await db
    .select({ name: sellers.name, phone: sellers.phoneNumber })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return row ?? null;
}

export function createOwnerConsentsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'sms' | 'vehicleRegistry'>,
) {
  const codes = phoneCodesFor(ctx, 'OWNER_CONSENT');

  /** The seller's listing that may take a consent: his own (else 404), a draft or rejected, with a plate. */
  const assertRequestable = (row: AuctionRow | null, sellerId: number): AuctionRow => {
    if (!row || row.sellerId !== sellerId) {
      throw notFound();
    }
    if (!isEditable(row.status)) {
      throw new AppError('OWNER_CONSENT_NOT_CHANGEABLE', OWNER_CONSENT_MESSAGES.notChangeable);
    }
    if (!row.plateNumber) {
      throw new AppError('OWNER_CONSENT_PLATE_REQUIRED', OWNER_CONSENT_MESSAGES.plateRequired);
    }
    return row;
  };

  /** The PENDING consent behind a link: 404 unknown, 410 used, replaced or past its 24 hours. */
  const livePending = async (token: string): Promise<OwnerConsentRow> => {
    const row = await consentByTokenHash(ctx.db, hashConsentToken(token));
    if (!row) {
      throw linkNotFound();
    }
    const now = ctx.clock.now();
    if (row.status === 'PENDING' && row.expiresAt !== null && row.expiresAt <= now) {
      await expireConsent(ctx.db, row.id, now);
      throw linkGone(true);
    }
    if (row.status !== 'PENDING') {
      throw linkGone(row.status === 'EXPIRED');
    }
    return row;
  };

  return {
    /**
     * OWNER: the registry must know the seller's name as the plate's owner (422 at the name, nothing written),
     * then the consent is CONFIRMED at once. DELEGATED: a PENDING consent and the SMS link to the owner. Either
     * replaces (CANCELED) the listing's earlier consent.
     */
    async request(
      sellerId: number,
      auctionId: number,
      input: OwnerConsentInput,
    ): Promise<OwnerConsentSummary> {
      const checked = assertRequestable(await findAuction(ctx.db, auctionId), sellerId);
      const now = ctx.clock.now();
      const registry =
        input.kind === 'OWNER'
          ? await ctx.vehicleRegistry
              .checkOwner({ plateNumber: checked.plateNumber, ownerName: input.ownerName }, now)
              .catch((error: unknown) => {
                // The registry service down or refusing: say so, write nothing (docs/domain.md "Owner consent").
                throw new AppError('SERVICE_UNAVAILABLE', OWNER_CONSENT_MESSAGES.registryUnavailable, {
                  cause: error,
                });
              })
          : null;
      if (registry && !registry.matched) {
        throw new AppError('OWNER_NAME_MISMATCH', OWNER_CONSENT_MESSAGES.nameMismatch);
      }
      const row = await ctx.db.transaction(async (tx) => {
        // Under the listing's lock: a save changing the plate meanwhile is seen here.
        const listing = assertRequestable(await lockAuction(tx, auctionId), sellerId);
        if (listing.plateNumber !== checked.plateNumber) {
          throw new AppError('LISTING_STALE', OWNER_CONSENT_MESSAGES.plateRequired);
        }
        await cancelOpenConsents(tx, auctionId, now);
        const common = {
          auctionId,
          sellerId,
          kind: input.kind,
          plateNumber: listing.plateNumber,
          ownerName: input.ownerName,
          listingVersion: listing.version,
          createdAt: now,
          updatedAt: now,
        };
        // One audit row per request (no name or phone in it: the record keeps those, under the retention map).
        const audited = async (consent: OwnerConsentRow) => {
          await writeAudit(
            tx,
            { operatorId: null, actor: `seller:${sellerId}` },
            {
              action: 'OWNER_CONSENT_REQUEST',
              targetType: 'AUCTION',
              targetId: auctionId,
              targetLabel: listing.model,
              after: {
                consentId: consent.id,
                kind: consent.kind,
                status: consent.status,
                plateNumber: consent.plateNumber,
                listingVersion: consent.listingVersion,
              },
            },
          );
          return consent;
        };
        if (input.kind === 'OWNER') {
          const seller = await sellerOf(tx, sellerId);
          return audited(
            await insertConsent(tx, {
              ...common,
              status: 'CONFIRMED',
              ownerPhone: seller?.phone ?? '',
              registryCheck: registry,
              confirmedAt: now,
            }),
          );
        }
        // The link is an SMS to a third party: a few a day per seller and per phone.
        const since = new Date(now.getTime() - 24 * HOUR_MS);
        if (
          (await recentLinksOf(tx, { sellerId, ownerPhone: input.ownerPhone, since })) >=
          OWNER_CONSENT_LINKS_PER_DAY
        ) {
          throw new AppError('OWNER_CONSENT_TOO_MANY_LINKS', OWNER_CONSENT_MESSAGES.tooManyLinks);
        }
        const token = randomBytes(24).toString('base64url');
        const link = `${ctx.config.PUBLIC_URL}/consent/${token}`;
        const created = await insertConsent(tx, {
          ...common,
          status: 'PENDING',
          ownerPhone: input.ownerPhone,
          tokenHash: hashConsentToken(token),
          expiresAt: new Date(now.getTime() + OWNER_CONSENT_LINK_HOURS * HOUR_MS),
        });
        await ctx.sms(tx, {
          to: input.ownerPhone,
          template: 'OWNER_CONSENT_REQUEST',
          body: consentSmsText({ plateNumber: listing.plateNumber, model: listing.model, link }),
          payload: { auctionId, consentId: created.id, link },
        });
        return audited(created);
      });
      const summary = consentSummaryOf(row, row.plateNumber, now);
      if (!summary) {
        throw new Error('owner consent without a summary');
      }
      return summary;
    },

    /** What the owner is asked to consent to (the link's page). */
    async view(token: string): Promise<PublicOwnerConsent> {
      const consent = await livePending(token);
      const auction = await findAuction(ctx.db, consent.auctionId);
      if (!auction) {
        throw linkNotFound();
      }
      const [brand] = auction.brandId
        ? await ctx.db.select({ name: brands.name }).from(brands).where(eq(brands.id, auction.brandId))
        : [];
      const seller = await sellerOf(ctx.db, consent.sellerId);
      return {
        platform: OWNER_CONSENT_PLATFORM,
        vehicleType: auction.vehicleType,
        brandName: brand?.name ?? null,
        model: auction.model,
        year: auction.year,
        plateNumber: consent.plateNumber,
        sellerName: maskName(seller?.name ?? ''),
        ownerName: consent.ownerName,
        ownerPhone: maskPhone(consent.ownerPhone),
        expiresAt: (consent.expiresAt ?? ctx.clock.now()).toISOString(),
      };
    },

    /** A code to the owner's phone, under the phone-code limits (per phone and caller). */
    async requestCode(token: string, caller: PhoneCodeCaller): Promise<PhoneCodeResponse> {
      const consent = await livePending(token);
      return codes.request(consent.ownerPhone, caller);
    },

    /**
     * The owner's code confirms the consent once: two confirmations at once, one wins (the conditional
     * PENDING -> CONFIRMED), the other is refused 410 like any later one. Wrong codes count as the phone's.
     */
    async confirm(token: string, code: string, caller: PhoneCodeCaller): Promise<OwnerConsentConfirmed> {
      const consent = await livePending(token);
      try {
        await codes.confirm(consent.ownerPhone, code, caller);
      } catch (error) {
        // Another confirmation won meanwhile (and used the code up): this one is late, not wrong.
        const current = await consentByTokenHash(ctx.db, hashConsentToken(token));
        if (current && current.status !== 'PENDING') {
          throw linkGone(current.status === 'EXPIRED');
        }
        throw error;
      }
      const now = ctx.clock.now();
      const confirmed = await ctx.db.transaction(async (tx) => {
        const row = await confirmPendingConsent(tx, consent.id, now);
        if (!row) {
          return null;
        }
        await consumeVerifiedPhone(tx, { phone: row.ownerPhone, purpose: 'OWNER_CONSENT' }, ctx);
        await writeAudit(
          tx,
          { operatorId: null, actor: `owner-consent:${row.id}` },
          {
            action: 'OWNER_CONSENT_CONFIRM',
            targetType: 'AUCTION',
            targetId: row.auctionId,
            targetLabel: (await findAuction(tx, row.auctionId))?.model ?? '',
            after: {
              consentId: row.id,
              kind: row.kind,
              status: row.status,
              plateNumber: row.plateNumber,
              listingVersion: row.listingVersion,
            },
          },
        );
        return row;
      });
      if (!confirmed) {
        const current = await consentByTokenHash(ctx.db, hashConsentToken(token));
        throw linkGone(current?.status === 'EXPIRED' || current?.status === 'PENDING');
      }
      return { status: 'CONFIRMED', confirmedAt: now.toISOString() };
    },
  };
}

/** The listing's standing consent as the seller's, the dealer's and the operator's detail show it. */
export function ownerConsentOfListing(
  db: DbOrTx,
  auction: { id: number; plateNumber: string },
  now: Date,
): Promise<OwnerConsentSummary | null> {
  return consentSummaryOfListing(db, auction, now);
}

/** A saved listing whose plate changed loses its consent (docs/domain.md "Owner consent"). */
export function voidConsentOfChangedPlate(db: DbOrTx, auctionId: number, plateNumber: string, now: Date) {
  return cancelOpenConsents(db, auctionId, now, { unlessPlate: plateNumber });
}
