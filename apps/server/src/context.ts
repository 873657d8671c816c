// What every module receives from buildApp: the database, the clock, token service, config and the outside services (providers/index.ts).
import type { Config } from './config';
import type { Db } from './db/types';
import type { Clock } from './lib/clock';
import type { TokenService } from './lib/jwt';
import type { Providers } from './providers';
import type { AuctionEvents } from './realtime/auction-events';

export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  auctionEvents: AuctionEvents;
} & Providers;
