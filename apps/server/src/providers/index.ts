// The outside services in one place: which SMS, Alimtalk, bank-account, geocoding, storage and contact-relay provider the app
// uses is decided here from config, once, and reaches every module on AppContext (tests override one by one).
import path from 'node:path';
import type { Config } from '../config';
import { createLocalBankAccountProvider, type BankAccountProvider } from './bank-account';
import { createLocalContactRelay, type ContactRelayProvider } from './contact-relay';
import { localGeocoder, type Geocoder } from './geocoding';
import { outboxAlimtalk, type AlimtalkSender } from './messaging';
import { outboxSms, type SmsSender } from './sms';
import { createLocalStorage, type FileStorage } from './storage';

export type Providers = {
  sms: SmsSender;
  alimtalk: AlimtalkSender;
  bankAccount: BankAccountProvider;
  geocoder: Geocoder;
  storage: FileStorage;
  /** Relay numbers (안심번호) the parties of a deal reach each other by (docs/domain.md "Contact relay"). */
  contactRelay: ContactRelayProvider;
};

/**
 * The providers for this config. Only the local ones exist so far (outbox and disk under DATA_DIR, so every
 * flow works offline and leaves a trace); a real adapter is chosen here when its config keys are added.
 */
export function createProviders(
  config: Pick<Config, 'DATA_DIR'>,
  overrides: Partial<Providers> = {},
): Providers {
  return {
    sms: outboxSms,
    alimtalk: outboxAlimtalk,
    bankAccount: createLocalBankAccountProvider(),
    geocoder: localGeocoder,
    storage: createLocalStorage(path.join(config.DATA_DIR, 'uploads')),
    contactRelay: createLocalContactRelay(),
    ...overrides,
  };
}
