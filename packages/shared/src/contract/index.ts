// The API's route table: every call of the server, by thing (docs/conventions.md "Contracts live once").
// `api.<thing>.<call>` is what the server serves, the web calls and the tests call.
import { dealRoutes } from './deals';
import { auctionRoutes } from './auctions';
import { codeLinkRoutes } from './code-links';
import { consoleAuctionRoutes } from './console-auctions';
import { testClockRoutes } from './test-clock';
import { listingRoutes } from './listings';
import { consoleListingRoutes } from './console-listings';
import { sellerRoutes } from './sellers';
import { contentRoutes } from './content';
import { consoleContentRoutes } from './console-content';
import { reviewRoutes } from './reviews';
import { referenceRoutes } from './reference';
import { mapRoutes } from './maps';
import { fileRoutes } from './files';
import { bankWebhookRoutes } from './bank-webhook';
import { consoleDepositRoutes } from './console-deposits';
import { consolePenaltyRoutes } from './console-penalties';
import { consoleOutboxRoutes } from './console-outbox';
import { consoleAuditRoutes } from './console-audit';
import { dealerRoutes } from './dealers';
import { consoleDealerRoutes } from './console-dealers';
import { operatorRoutes } from './operators';
import { consoleOperatorRoutes } from './console-operators';
import { priceClaimRoutes } from './price-claims';
import { consoleDisputeRoutes } from './console-disputes';
import { consoleContactRoutes } from './console-contacts';
import { consoleRetentionRoutes } from './console-retention';
import { ownerConsentRoutes } from './owner-consents';
import { titleTransferRoutes } from './title-transfers';
import { taxInvoiceRoutes } from './tax-invoices';
import { savedSearchRoutes } from './saved-searches';
import { priceGuideRoutes } from './price-guide';

export * from './route';

export const api = {
  deals: dealRoutes,
  auctions: auctionRoutes,
  codeLinks: codeLinkRoutes,
  consoleAuctions: consoleAuctionRoutes,
  testClock: testClockRoutes,
  listings: listingRoutes,
  consoleListings: consoleListingRoutes,
  sellers: sellerRoutes,
  content: contentRoutes,
  consoleContent: consoleContentRoutes,
  reviews: reviewRoutes,
  reference: referenceRoutes,
  maps: mapRoutes,
  files: fileRoutes,
  bankWebhook: bankWebhookRoutes,
  consoleDeposits: consoleDepositRoutes,
  consolePenalties: consolePenaltyRoutes,
  consoleOutbox: consoleOutboxRoutes,
  consoleAudit: consoleAuditRoutes,
  dealers: dealerRoutes,
  consoleDealers: consoleDealerRoutes,
  operators: operatorRoutes,
  consoleOperators: consoleOperatorRoutes,
  priceClaims: priceClaimRoutes,
  consoleDisputes: consoleDisputeRoutes,
  consoleContacts: consoleContactRoutes,
  consoleRetention: consoleRetentionRoutes,
  ownerConsents: ownerConsentRoutes,
  titleTransfers: titleTransferRoutes,
  taxInvoices: taxInvoiceRoutes,
  savedSearches: savedSearchRoutes,
  priceGuide: priceGuideRoutes,
};
