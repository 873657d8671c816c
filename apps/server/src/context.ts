// What every module receives from buildApp: the database, the clock, token service, config and the outside services (providers/index.ts).
import type { Config } from './config';
import type { Db } from './db/types';
import type { Clock } from './lib/clock';
import type { TokenService } from './lib/jwt';
import type { Sessions } from './modules/access/sessions';
import type { Providers } from './providers';
import type { AuctionEvents } from './realtime/auction-events';

export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  /** Whether a token still stands for a live session; `changed` after ending one (docs/decisions/018). */
  sessions: Sessions;
  auctionEvents: AuctionEvents;
} & Providers;
