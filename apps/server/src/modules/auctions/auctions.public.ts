// What other modules may use of the auctions module (the auction and its deal): the row types, the read
// helpers others build on, how a list shows auctions, the lifecycle's one mover and one lock, the listing's
// value writes, its opening rule and notices, and the status change's `auction-update`.
export { auctionPage, mainImageOf } from './auction-pages';
export type { AuctionRow, DealRow } from './auctions.repository';
export { cancelDealInForce, type DealCanceledBy } from './deal-in-force';
export { sendClosingAlerts } from './closing-alerts';
export { dealerTrustOf, expectedPriceOf, marketCutFigures } from './dealer-trust';
export {
  overrideDealerTier,
  refreshAllDealerScores,
  refreshDealerScore,
  refreshDealerScores,
  oneDealerFigures,
  oneDealerMoments,
  scoreOfFigures,
  scoresOf,
  type DealerScoreDeps,
} from './dealer-score';
export { claimsForSeller, isFeeForfeit, openDisputes } from './price-claims.service';
export { activeBidsOf } from './active-bids';
export { auctionOpensAtOf, auctionOpensAtSql } from './auction-opening';
export { listFiltersOf, progressConditions, type ListFilterWords } from './auction-filters';
export { auctionSearchCondition, auctionWithSellerColumns } from './auction-search';
export { apply, applyAll, lockAuction, tryApply } from './lifecycle';
export {
  sellersOfListings,
  sendSellerNotice,
  sendWithdrawnNotices,
  type ListingNoticeEvent,
} from './listing-notices';
export { readListingValues, requestedAtOf } from './listing-values';
export { ownerConsentOfListing, voidConsentOfChangedPlate } from './owner-consents.service';
export { insertListing, replaceListing, setSeededPlates, type ListingColumns } from './listing-writes';
export { emitStatus } from './status-events';
export { anonymiseEndedTrades } from './trade-anonymising';
export { transferFigures, transferForSeller } from './title-transfers.service';
export { BANK, CLOCK, operatorActor, type LifecycleActor } from './transitions';
export { dealOfAuction, dealsOfAuction, type DealWithDealer } from './deal-history';
export { SYSTEM_CANCEL_REASONS, createDealsService } from './deals.service';
export { payOnArrival, payWithDepositIn, referenceOfDeposit, refundFeeIn } from './fee-payment';
export {
  markVirtualAccountCanceled,
  markVirtualAccountPaid,
  sweepFeeVirtualAccounts,
  virtualAccountOfOrder,
  type FeeVirtualAccountDeps,
} from './fee-virtual-accounts';
export { OPERATOR_DEAL_MESSAGES, createOperatorSelection } from './operator-selection';
