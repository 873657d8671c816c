// What every module receives from buildApp: the database, the clock, token service, storage and config.
import type { Config } from './config';
import type { Db } from './db/types';
import type { Clock } from './lib/clock';
import type { TokenService } from './lib/jwt';
import type { FileStorage } from './providers/storage';
import type { AuctionEvents } from './realtime/auction-events';

export type AppContext = {
  config: Config;
  db: Db;
  storage: FileStorage;
  clock: Clock;
  tokens: TokenService;
  auctionEvents: AuctionEvents;
};
