// Seller rules: phone login (4-digit SMS code; a new phone becomes a seller once it proves the code), the
// seller's own listings with their active bids, and the selection of a winner.
import {
  AUCTION_MESSAGES,
  auctionStatusLabel,
  maskName,
  type DealActionResponse,
  type LoginResponse,
  type PagedList,
  type PageQuery,
  type PhoneCodeResponse,
  type SellerAuctionDetail,
  type SellerAuctionListItem,
  type SellerLoginRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { imagesOf, type AuctionRow } from '../auctions/auctions.public';
import { createDealsService } from '../deals/deals.service';
import {
  confirmPhoneCode,
  consumeVerifiedPhone,
  normalizePhone,
  phoneCodeDeps,
  requestPhoneCode,
  type PhoneCodeCaller,
} from '../phone-codes/phone-codes.service';
import {
  activeBidsOf,
  findOrCreateSellerByPhone,
  findSellerAuction,
  listSellerAuctions,
} from './sellers.repository';

const PURPOSE = 'SELLER_LOGIN' as const;

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);

function listItem(auction: AuctionRow, brandName: string | null, image: string): SellerAuctionListItem {
  return {
    id: auction.id,
    status: auction.status,
    statusLabel: auctionStatusLabel(auction.status),
    model: auction.model,
    brandName,
    year: auction.year,
    image,
    hopePrice: auction.hopePrice,
    endDate: toIso(auction.endDate),
    selectExpireAt: toIso(auction.selectExpireAt),
    maxBiddingPrice: auction.maxBiddingPrice,
    bidderCount: auction.bidderCount,
    createdAt: auction.createdAt.toISOString(),
  };
}

const mainImage = (images: { type: string; url: string }[] | undefined) =>
  (images?.find((image) => image.type === 'MAIN') ?? images?.[0])?.url ?? '';

export function createSellersService(ctx: AppContext) {
  const deps = phoneCodeDeps(ctx);
  const deals = createDealsService(ctx);

  const ownAuction = async (sellerId: number, auctionId: number) => {
    const row = await findSellerAuction(ctx.db, sellerId, auctionId);
    // Someone else's listing answers as if it did not exist.
    if (!row) {
      throw notFound();
    }
    return row;
  };

  return {
    async requestCode(phone: string, caller: PhoneCodeCaller = {}): Promise<PhoneCodeResponse> {
      // Known or not, the phone gets a code: the answer says nothing about who has listings.
      const { expiresAt } = await requestPhoneCode(ctx.db, { phone, purpose: PURPOSE }, deps, caller);
      return { expiresAt: expiresAt.toISOString() };
    },

    async login(input: SellerLoginRequest, caller: PhoneCodeCaller = {}): Promise<LoginResponse> {
      const phone = normalizePhone(input.phone);
      await confirmPhoneCode(ctx.db, { phone, purpose: PURPOSE, code: input.authCode }, deps, caller);
      await consumeVerifiedPhone(ctx.db, { phone, purpose: PURPOSE }, deps);
      // A phone without a seller yet becomes one: the seller then lists and names itself (PUT /v1/sellers/me).
      const seller = await findOrCreateSellerByPhone(ctx.db, phone);
      return { accessToken: await ctx.tokens.sign({ id: seller.id, role: 'seller' }) };
    },

    async list(sellerId: number, query: PageQuery): Promise<PagedList<SellerAuctionListItem>> {
      const offset = (query.page - 1) * query.size;
      const { rows, total } = await listSellerAuctions(ctx.db, sellerId, { limit: query.size, offset });
      const images = await imagesOf(
        ctx.db,
        rows.map((row) => row.auction.id),
      );
      return {
        items: rows.map((row) => listItem(row.auction, row.brandName, mainImage(images.get(row.auction.id)))),
        total,
        size: query.size,
        page: query.page,
        isLast: offset + rows.length >= total,
      };
    },

    async detail(sellerId: number, auctionId: number): Promise<SellerAuctionDetail> {
      const { auction, brandName } = await ownAuction(sellerId, auctionId);
      const [images, bids] = await Promise.all([
        imagesOf(ctx.db, [auction.id]),
        activeBidsOf(ctx.db, auction.id),
      ]);
      const now = ctx.clock.now();
      return {
        ...listItem(auction, brandName, mainImage(images.get(auction.id))),
        bids: bids.map((bid) => ({
          id: bid.id,
          price: bid.price,
          biddingAt: bid.biddingAt.toISOString(),
          isSelected: bid.isSelected,
          dealer: { name: maskName(bid.dealerName), agencyName: bid.agencyName },
        })),
        canSelect:
          auction.status === 'TIME_EXPIRED' &&
          auction.selectExpireAt !== null &&
          now < auction.selectExpireAt &&
          bids.length > 0,
        selectedBiddingId: bids.find((bid) => bid.isSelected)?.id ?? null,
      };
    },

    async select(sellerId: number, auctionId: number, biddingId: number): Promise<DealActionResponse> {
      await ownAuction(sellerId, auctionId);
      return deals.selectBid({ auctionId, biddingId, sellerId });
    },
  };
}
