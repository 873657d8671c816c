// Deal factories over HTTP: a spec builds the deal it needs, brought to the step it tests, through the real
// server's routes (docs/domain.md "Auction lifecycle", "Fees", "Completion", "Handover", "Title transfer")
// instead of looking for one in the seed (e2e/README.md "State through the API"). They need a server of the
// spec's own with DEAL_SERVER_ENV: the clock opens and ends the auctions (docs/decisions/012) and the fee is
// paid by the signed bank webhook.
import { api, kstDayKey, type AuctionDetail, type ListingRequest, type PriceClaim } from '@autobid/shared';
import { TEST_WEBHOOK_SECRET, postBankDeposit } from './clock';
import {
  callApi,
  createLiveAuctions,
  endAuctions,
  placeBid,
  type CreatedDealer,
  type LiveAuction,
} from './factories';

/** What a spec building deals starts its own server with (`browserSuite({ serverEnv })`). */
export const DEAL_SERVER_ENV = { TEST_CLOCK: 'true', BANK_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } as const;

/**
 * How far a deal is brought, each step after the one before:
 * ENDED       the auction ended (TIME_EXPIRED) with the dealer's bid on top, the seller's selection open;
 * SELECTED    the seller selected that bid (DEALER_CONFIRM);
 * CONFIRMED   the dealer confirmed (DEALER_DEPOSIT, the 60-minute fee window running);
 * PAID        the fee arrived by the bank's signed notice with the deal's code (RESERVATION);
 * RESERVED    the dealer fixed the trade date (RESERVATION_COMPLETE, the handover step);
 * COMPLETED   the dealer completed at the winning price (TRANSACTION, the title transfer WAITING).
 */
export const DEAL_STEPS = ['ENDED', 'SELECTED', 'CONFIRMED', 'PAID', 'RESERVED', 'COMPLETED'] as const;
export type DealStep = (typeof DEAL_STEPS)[number];

export type DealSpec = {
  /** The seller's phone (010 and 8 digits), new to the server: one per deal. */
  sellerPhone: string;
  step: DealStep;
  /** The dealer's winning bid in won (a multiple of 10,000); 3,000,000 by default. */
  price?: number;
  /** The listing's fields (a model of its own finds the deal on a screen). */
  overrides?: Partial<ListingRequest>;
  /** RESERVED and later: the trade date, days after the server's Seoul today (0, today, by default). */
  tradeDayOffset?: number;
};

export type CreatedDeal = {
  auctionId: number;
  /** The dealer's winning bid. */
  biddingId: number;
  /** The winning price in won. */
  price: number;
  model: string;
  step: DealStep;
  seller: { phone: string; token: string };
  dealer: CreatedDealer;
};

const DEFAULT_PRICE = 3_000_000;
const DEFAULT_MODEL = 'CB125R';

/** A 1x1 PNG: the server checks the bytes of an upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh access token of the dealer (the clock moved since the one it was created with). */
export async function dealerToken(baseUrl: string, dealer: Pick<CreatedDealer, 'username' | 'password'>) {
  const { accessToken } = await callApi(baseUrl, api.dealers.login, null, {
    body: { username: dealer.username, password: dealer.password },
  });
  return accessToken;
}

/** An image uploaded with `token` (the author of the record that takes it); its stored URL. */
export async function uploadImage(baseUrl: string, token: string, name = 'photo.png', bytes = TINY_PNG) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  const uploaded = await callApi(baseUrl, api.files.upload, token, { body: form });
  return uploaded.url;
}

/** The auction as its dealer reads it (the deal, the fee and its transfer details, the server's now). */
export async function dealerDetail(
  baseUrl: string,
  token: string,
  auctionId: number,
): Promise<AuctionDetail> {
  return callApi(baseUrl, api.auctions.detail, token, { params: { id: auctionId } });
}

const reached = (spec: DealSpec, step: DealStep) => DEAL_STEPS.indexOf(spec.step) >= DEAL_STEPS.indexOf(step);

/**
 * Deals of one `dealer` (createDealer, bank account verified), one per spec, in one round on a
 * DEAL_SERVER_ENV server: each seller lists and the operator approves, the clock opens the auctions, the
 * dealer bids, the clock ends them (about two and a half days later), then each deal goes on to its step by
 * the seller's, the dealer's and the bank's routes. In the order given.
 */
export async function createDeals(
  baseUrl: string,
  dealer: CreatedDealer,
  specs: DealSpec[],
): Promise<CreatedDeal[]> {
  const live: LiveAuction[] = await createLiveAuctions(
    baseUrl,
    specs.map((spec) => ({ phone: spec.sellerPhone, overrides: spec.overrides })),
  );
  let token = await dealerToken(baseUrl, dealer);
  const bids: number[] = [];
  for (const [index, auction] of live.entries()) {
    bids.push(await placeBid(baseUrl, token, auction.auctionId, specs[index]?.price ?? DEFAULT_PRICE));
  }
  await endAuctions(baseUrl);
  token = await dealerToken(baseUrl, dealer);

  const deals: CreatedDeal[] = [];
  for (const [index, spec] of specs.entries()) {
    const auction = live[index]!;
    const auctionId = auction.auctionId;
    const biddingId = bids[index]!;
    const price = spec.price ?? DEFAULT_PRICE;
    const params = { id: auctionId };
    if (reached(spec, 'SELECTED')) {
      await callApi(baseUrl, api.sellers.select, auction.sellerToken, { params, body: { biddingId } });
    }
    if (reached(spec, 'CONFIRMED')) {
      await callApi(baseUrl, api.deals.confirm, token, { params });
    }
    if (reached(spec, 'PAID')) {
      // The transfer as the dealer's detail asks for it: the fee, the depositor label and the deal's code.
      const waiting = await dealerDetail(baseUrl, token, auctionId);
      const transfer = waiting.deal?.transfer;
      if (waiting.status !== 'DEALER_DEPOSIT' || !transfer || waiting.fee === null) {
        throw new Error(`auction ${auctionId} should wait for its fee: ${waiting.status}`);
      }
      const paid = await postBankDeposit(baseUrl, {
        transactionId: `deal-${auctionId}-${transfer.depositReference}`,
        amount: waiting.fee,
        depositorName: transfer.depositorName,
        memo: transfer.depositReference,
        receivedAt: new Date(waiting.serverNow),
      });
      const paidAuctionId = (paid.body as { data?: { paidAuctionId?: number | null } }).data?.paidAuctionId;
      if (paid.status !== 200 || paidAuctionId !== auctionId) {
        throw new Error(
          `the fee of auction ${auctionId} was not paid: ${paid.status} ${JSON.stringify(paid.body)}`,
        );
      }
    }
    if (reached(spec, 'RESERVED')) {
      const { serverNow } = await dealerDetail(baseUrl, token, auctionId);
      const day = kstDayKey(new Date(serverNow).getTime() + (spec.tradeDayOffset ?? 0) * 86_400_000);
      await callApi(baseUrl, api.deals.reserve, token, { params, body: { reservedAt: `${day}T00:00:00` } });
    }
    if (reached(spec, 'COMPLETED')) {
      await callApi(baseUrl, api.deals.complete, token, {
        params,
        body: {
          finalPrice: price,
          inspectionResult: '외관 양호, 시동 정상',
          inspectionImage1: await uploadImage(baseUrl, token, 'inspection.png'),
          earlyTradeConfirmed: (spec.tradeDayOffset ?? 0) > 0,
        },
      });
    }
    deals.push({
      auctionId,
      biddingId,
      price,
      model: spec.overrides?.model ?? DEFAULT_MODEL,
      step: spec.step,
      seller: { phone: auction.phone, token: auction.sellerToken },
      dealer,
    });
  }
  return deals;
}

/** One deal of `dealer` brought to `spec.step` (createDeals with one spec). */
export async function createDeal(
  baseUrl: string,
  dealer: CreatedDealer,
  spec: DealSpec,
): Promise<CreatedDeal> {
  const [deal] = await createDeals(baseUrl, dealer, [spec]);
  if (!deal) {
    throw new Error('no deal created');
  }
  return deal;
}

/**
 * The dealer's price claim on a RESERVED deal (docs/domain.md "Handover"): the first item of the listing's sheet,
 * `amount` won off (10,000 by default) with a handover photo uploaded now (after the trade date was set).
 */
export async function openPriceClaim(
  baseUrl: string,
  deal: CreatedDeal,
  options: { amount?: number; observed?: string } = {},
): Promise<PriceClaim> {
  const token = await dealerToken(baseUrl, deal.dealer);
  const view = await callApi(baseUrl, api.priceClaims.view, token, {
    params: { id: deal.auctionId },
  });
  const item = view.sheet[0];
  if (!view.canClaim || !item) {
    throw new Error(`auction ${deal.auctionId} takes no claim (canClaim ${String(view.canClaim)})`);
  }
  return callApi(baseUrl, api.priceClaims.open, token, {
    params: { id: deal.auctionId },
    body: {
      items: [
        {
          item: item.key,
          observed: options.observed ?? '현장에서 확인하니 점검표와 달랐습니다.',
          amount: options.amount ?? 10_000,
          reason: '현장 사진 참고',
          photos: [await uploadImage(baseUrl, token, 'handover.png')],
        },
      ],
    },
  });
}

/** The seller accepts the claim: the deal's agreed price is the winning price less the claim's total. */
export async function acceptPriceClaim(
  baseUrl: string,
  deal: CreatedDeal,
  claimId: number,
): Promise<PriceClaim> {
  return callApi(baseUrl, api.priceClaims.accept, deal.seller.token, {
    params: { id: deal.auctionId, claimId },
  });
}

/**
 * The dealer's proof of the title transfer on a COMPLETED deal (docs/domain.md "Title transfer"): an image
 * uploaded by the dealer, its kind 사용신고필증 and the masking confirmed; it waits for the seller (SUBMITTED).
 */
export async function submitTransferProof(baseUrl: string, deal: CreatedDeal): Promise<void> {
  const token = await dealerToken(baseUrl, deal.dealer);
  await callApi(baseUrl, api.titleTransfers.submit, token, {
    params: { id: deal.auctionId },
    body: {
      document: { url: await uploadImage(baseUrl, token, 'proof.png'), kind: 'USE_REPORT' },
      maskingConfirmed: true,
    },
  });
}

/**
 * The seller confirms the title transfer whose proof the dealer sent (submitTransferProof): the trade is
 * COMPLETE (docs/domain.md "Title transfer").
 */
export async function confirmTitleTransfer(baseUrl: string, deal: CreatedDeal): Promise<void> {
  await callApi(baseUrl, api.titleTransfers.sellerConfirm, deal.seller.token, {
    params: { id: deal.auctionId },
  });
}
