// The seller app's calls (docs/domain.md "Calls the spec leaves out": `/v1/sellers/...`): phone login, the
// seller's own listings with their bids, and the selection of a winning bid.
import { z } from 'zod';
import { AUCTION_STATUSES } from '../enums';
import { phoneCodeInput, phoneInput } from './account';
import { rowId } from './request';

export const SELLER_MESSAGES = {
  notSeller: '이 번호로 등록된 매물이 없습니다. 매물을 등록한 휴대폰 번호로 로그인해주세요.',
  biddingRequired: '낙찰할 입찰을 선택해주세요.',
  selected: '낙찰자를 선택했습니다. 딜러의 확인을 기다려주세요.',
} as const;

/** `POST /v1/sellers/auth/phone/request` */
export const sellerPhoneRequest = z.object({ phone: phoneInput });
export type SellerPhoneRequest = z.input<typeof sellerPhoneRequest>;

/** `POST /v1/sellers/login` → `{ accessToken }` (loginResponse) */
export const sellerLoginRequest = z.object({ phone: phoneInput, authCode: phoneCodeInput });
export type SellerLoginRequest = z.input<typeof sellerLoginRequest>;

/** One of the seller's listings (`GET /v1/sellers/auctions`). */
export const sellerAuctionListItem = z.object({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  /** The Korean label of the status (AUCTION_STATUS_LABELS). */
  statusLabel: z.string(),
  model: z.string(),
  brandName: z.string().nullable(),
  year: z.number().int().nullable(),
  image: z.string(),
  hopePrice: z.number().int().nullable(),
  endDate: z.string().nullable(),
  selectExpireAt: z.string().nullable(),
  maxBiddingPrice: z.number().int(),
  bidderCount: z.number().int(),
  createdAt: z.string(),
});
export type SellerAuctionListItem = z.infer<typeof sellerAuctionListItem>;

/** An active bid as the seller sees it: the dealer's agency and masked name (김*수). */
export const sellerBid = z.object({
  id: z.number().int(),
  price: z.number().int(),
  biddingAt: z.string(),
  isSelected: z.boolean(),
  dealer: z.object({ name: z.string(), agencyName: z.string() }),
});
export type SellerBid = z.infer<typeof sellerBid>;

/** `GET /v1/sellers/auctions/{id}`: the listing, its active bids (highest first) and whether a bid can be selected now. */
export const sellerAuctionDetail = sellerAuctionListItem.extend({
  bids: z.array(sellerBid),
  /** TIME_EXPIRED and before selectExpireAt. */
  canSelect: z.boolean(),
  selectedBiddingId: z.number().int().nullable(),
});
export type SellerAuctionDetail = z.infer<typeof sellerAuctionDetail>;

/** `POST /v1/sellers/auctions/{id}/select` → dealActionResponse */
export const sellerSelectRequest = z.object({
  biddingId: rowId(SELLER_MESSAGES.biddingRequired),
});
export type SellerSelectRequest = z.input<typeof sellerSelectRequest>;
