// A listing's values as the seller entered them (`listingValues`), read from its auction row and photos: the
// seller's own page and edit form and the operator's review show the same thing; and when it was sent to
// review.
import { AUCTION_IMAGE_TYPES, type AuctionImageType, type listingValues } from '@autobid/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/dates';
import { mainImageOf } from './auction-pages';
import { imagesOf, type AuctionRow } from './auctions.repository';

const isImageType = (type: string): type is AuctionImageType =>
  (AUCTION_IMAGE_TYPES as readonly string[]).includes(type);

/** The typed photos in their order (a row with an unknown type is left out). */
export const listingImages = (images: readonly { type: string; url: string }[]) =>
  images.flatMap((image) => (isImageType(image.type) ? [{ type: image.type, image: image.url }] : []));

export function listingValuesOf(
  auction: AuctionRow,
  images: readonly { type: string; url: string }[],
): z.infer<typeof listingValues> {
  return {
    brandId: auction.brandId,
    vehicleType: auction.vehicleType,
    model: auction.model,
    year: auction.year,
    mileage: auction.mileage,
    fuel: auction.fuel,
    color: auction.color,
    condition: auction.condition,
    accident: auction.accident,
    repair: auction.repair,
    structureChange: auction.structureChange,
    otherRepair: auction.otherRepair,
    warrantyExpirationDate: auction.warrantyExpirationDate,
    purpose: auction.purpose,
    licensePlateDesuetude: auction.licensePlateDesuetude,
    officialIncome: auction.officialIncome,
    secondaryKey: auction.secondaryKey,
    etc: auction.etc,
    region1: auction.region1,
    region2: auction.region2,
    region3: auction.region3,
    hopePrice: auction.hopePrice,
    plateNumber: auction.plateNumber,
    images: listingImages(images),
    conditionReport: auction.conditionReport,
    version: auction.version,
  };
}

/** The listing's values with its photos, and the photo a list shows first (the seller's page, the console). */
export async function readListingValues(db: DbOrTx, auction: AuctionRow) {
  const images = (await imagesOf(db, [auction.id])).get(auction.id) ?? [];
  return { values: listingValuesOf(auction, images), mainImage: mainImageOf(images) };
}

/**
 * When the listing was sent to review: its recorded submission, or for one in review without it (sent before
 * submissions were recorded) when it entered review (docs/domain.md "Operator console").
 */
export const requestedAtOf = (auction: AuctionRow) =>
  toIso(auction.submittedAt ?? (auction.status === 'AUDIT' ? auction.statusChangedAt : null));
