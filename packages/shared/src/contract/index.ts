// The API's route table: every call of the server, by thing (docs/conventions.md "Contracts live once").
// `api.<thing>.<call>` is what the server serves, the web calls and the tests call.
import { dealRoutes } from './deals';
import { auctionRoutes } from './auctions';
import { codeLinkRoutes } from './code-links';
import { consoleAuctionRoutes } from './console-auctions';
import { testClockRoutes } from './test-clock';

export * from './route';

export const api = {
  deals: dealRoutes,
  auctions: auctionRoutes,
  codeLinks: codeLinkRoutes,
  consoleAuctions: consoleAuctionRoutes,
  testClock: testClockRoutes,
};
