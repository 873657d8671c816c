// The outside services in one place: which SMS, Alimtalk, bank-account, geocoding, storage and contact-relay provider the app
// uses is decided here from config, once, and reaches every module on AppContext (tests override one by one).
import path from 'node:path';
import type { Config } from '../config';
import {
  createLocalBankAccountProvider,
  createQueuedBankAccountProvider,
  type BankAccountProvider,
} from './bank-account';
import { createOpenBankingTransport } from './kftc-openbanking';
import { createTossPayments, type FeeVirtualAccountProvider } from './toss-payments';
import { createLocalContactRelay, type ContactRelayProvider } from './contact-relay';
import type { DeliveryTransports } from './delivery';
import { createLocalEInvoice, type EInvoiceProvider, type InvoiceParty } from './e-invoice';
import { localGeocoder, type Geocoder } from './geocoding';
import { createKakaoGeocoder } from './kakao-geocoder';
import { alimtalkSender, type AlimtalkSender } from './messaging';
import { smsSender, type SmsSender } from './sms';
import { createSolapiTransport } from './solapi';
import {
  createHttpVehicleRegistry,
  createLocalVehicleRegistry,
  type VehicleRegistry,
} from './vehicle-registry';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type FileStorage } from './storage';

export type Providers = {
  sms: SmsSender;
  alimtalk: AlimtalkSender;
  bankAccount: BankAccountProvider;
  geocoder: Geocoder;
  storage: FileStorage;
  /** The registered owner of a plate (docs/domain.md "Owner consent"). */
  vehicleRegistry: VehicleRegistry;
  /** Relay numbers (안심번호) the parties of a deal reach each other by (docs/domain.md "Contact relay"). */
  contactRelay: ContactRelayProvider;
  /**
   * The real transports by outbox channel (docs/domain.md "Message delivery"): a channel with one has its
   * messages written QUEUED and delivered by the worker; a channel without one is a local stand-in (SENT at once).
   */
  delivery: DeliveryTransports;
  /**
   * The payment provider of each deal's own fee virtual account (docs/domain.md "Fee virtual accounts"); null:
   * fees go to the shared account with the deal's code.
   */
  feeVirtualAccounts: FeeVirtualAccountProvider | null;
  /** The fee tax invoices' issuer, under the platform's business (docs/domain.md "Tax invoices"). */
  eInvoice: EInvoiceProvider;
};

/**
 * The providers for this config. Only the local ones exist so far (outbox and disk under DATA_DIR, so every
 * flow works offline and leaves a trace); a real adapter is chosen here when its config keys are added.
 */
export function createProviders(
  config: Pick<Config, 'DATA_DIR'> &
    Partial<Pick<Config, 'VEHICLE_REGISTRY_URL' | 'VEHICLE_REGISTRY_API_KEY' | 'LOG_LEVEL'>> &
    Partial<Pick<Config, 'S3' | 'KAKAO_LOCAL'>> &
    Partial<Pick<Config, 'TOSS' | 'OPENBANKING'>> &
    Partial<Pick<Config, 'SOLAPI'>> &
    Partial<Pick<Config, PlatformBusinessKey>>,
  overrides: Partial<Providers> = {},
): Providers {
  // The KFTC 오픈뱅킹 transfer when its keys are set: the 1-won messages are queued for it (docs/decisions/031).
  const bankTransport = config.OPENBANKING ? createOpenBankingTransport(config.OPENBANKING) : null;
  // Solapi for SMS and Alimtalk when its keys are set (docs/decisions/030): those messages are queued for it.
  const messagingTransport = config.SOLAPI ? createSolapiTransport(config.SOLAPI) : null;
  // A test's own transports decide which channels queue (docs/domain.md "Message delivery").
  const delivery: DeliveryTransports = overrides.delivery ?? {
    ...(bankTransport ? { BANK: bankTransport } : {}),
    ...(messagingTransport ? { SMS: messagingTransport, ALIMTALK: messagingTransport } : {}),
  };
  return {
    sms: smsSender(delivery.SMS),
    alimtalk: alimtalkSender(delivery.ALIMTALK),
    bankAccount: delivery.BANK
      ? createQueuedBankAccountProvider(delivery.BANK)
      : createLocalBankAccountProvider(),
    // Kakao Local when its key is set, the region tree otherwise (and whenever Kakao fails: docs/decisions/032).
    geocoder: config.KAKAO_LOCAL
      ? createKakaoGeocoder({
          ...config.KAKAO_LOCAL,
          warn: config.LOG_LEVEL === 'silent' ? () => undefined : undefined,
        })
      : localGeocoder,
    // An S3-compatible bucket when S3_BUCKET is set (every process of a scale-out sees the same files), the disk
    // under DATA_DIR otherwise.
    storage: config.S3
      ? createS3Storage(config.S3)
      : createLocalStorage(path.join(config.DATA_DIR, 'uploads')),
    vehicleRegistry: config.VEHICLE_REGISTRY_URL
      ? createHttpVehicleRegistry({
          url: config.VEHICLE_REGISTRY_URL,
          apiKey: config.VEHICLE_REGISTRY_API_KEY ?? '',
        })
      : createLocalVehicleRegistry(config.LOG_LEVEL === 'silent' ? () => undefined : undefined),
    contactRelay: createLocalContactRelay(),
    delivery,
    feeVirtualAccounts: config.TOSS ? createTossPayments(config.TOSS) : null,
    eInvoice: createLocalEInvoice(
      platformBusiness(config),
      config.LOG_LEVEL === 'silent' ? () => undefined : undefined,
    ),
    ...overrides,
  };
}

type PlatformBusinessKey =
  | 'PLATFORM_BUSINESS_NAME'
  | 'PLATFORM_BUSINESS_NUMBER'
  | 'PLATFORM_REPRESENTATIVE'
  | 'PLATFORM_BUSINESS_ADDRESS'
  | 'PLATFORM_BILLING_EMAIL';

/** The supplier of the fee tax invoices from config (loadConfig fills the demo's outside production). */
function platformBusiness(config: Partial<Pick<Config, PlatformBusinessKey>>): InvoiceParty | undefined {
  const { PLATFORM_BUSINESS_NAME: name, PLATFORM_BUSINESS_NUMBER: businessNumber } = config;
  const { PLATFORM_REPRESENTATIVE: representative, PLATFORM_BUSINESS_ADDRESS: address } = config;
  const email = config.PLATFORM_BILLING_EMAIL;
  return name && businessNumber && representative && address && email
    ? { name, businessNumber, representative, address, email }
    : undefined;
}
