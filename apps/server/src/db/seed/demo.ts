// The demo data set: dealers in every review status, sellers, ~40 auctions in every status with
// generated images, competing bids, and the demo dealer's deals in every post-auction state.
import { eq } from 'drizzle-orm';
import {
  COMPLETED_TRADE_STATUSES,
  PRICE_CLAIM_ANSWER_HOURS,
  auctionOpensAt,
  clearConditionReport,
  feeForPrice,
  startOfKstDay,
  type AuctionStatus,
  type ConditionEntry,
  type VehicleType,
} from '@autobid/shared';
import {
  auctionImages,
  auctionLikes,
  auctions,
  biddings,
  brands,
  dealers,
  deals,
  disputes,
  faqs,
  notices,
  operators,
  penalties,
  priceClaimItems,
  priceClaims,
  reports,
  reviewQuestions,
  reviews,
  sellers,
} from '../schema';
import type { Db, Tx } from '../types';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { SeedDeps } from './index';
import { seedAssetsOf } from './seed-assets';
import {
  ACCIDENTS,
  DEMO_FAQS,
  DEMO_NOTICES,
  DEMO_PLACES,
  DEMO_SELLERS,
  DEMO_VEHICLES,
  type VehicleSeed,
} from './demo-content';
import { avatarSvg, businessCardSvg, documentSvg, vehicleSvg } from './images';
import { seedConsoleDealers } from './demo-console-dealers';
import { insertDemoDealerTiers } from './demo-dealer-tiers';
import { insertDemoDeposits } from './demo-console-deposits';
import { insertDemoRetentionRuns } from './demo-retention';
import { insertDemoTransfers } from './demo-transfers';
import { insertDemoConsents } from './demo-consents';
import { insertDemoRelays } from './demo-relays';
import { insertDemoSavedSearches } from './demo-saved-searches';
import { insertDemoInvoices } from './demo-invoices';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

type DealerKey =
  'dealer' | 'dealer2' | 'dealer3' | 'dealer4' | 'dealer5' | 'banned' | 'pending' | 'rejected' | 'rejected2';

type DealerSeed = {
  key: DealerKey;
  password: string;
  name: string;
  initials: string;
  color: string;
  status: 'AUDIT' | 'APPROVED' | 'REJECTED';
  agencyName: string;
  agencyLatin: string;
  agencyNumber: string;
  /** 사업자등록번호; null: a dealer from before it was asked (its profile asks for it). */
  businessNumber: string | null;
  agencyAddress: string;
  agencyAddressDetail: string;
  region: [string, string, string];
  phone: string;
  mainBrands: string[];
};

const DEALERS: readonly DealerSeed[] = [
  {
    key: 'dealer',
    password: 'dealer1234',
    name: '김민수',
    initials: 'MS',
    color: '#c62828',
    status: 'APPROVED',
    agencyName: '민수모터스',
    agencyLatin: 'MINSU MOTORS',
    agencyNumber: '02-555-1234',
    businessNumber: '2118611227',
    agencyAddress: '서울특별시 강남구 테헤란로 123',
    agencyAddressDetail: '1층 전시장',
    region: ['서울특별시', '강남구', '역삼동'],
    phone: '01012345678',
    mainBrands: ['혼다', '야마하', 'BMW 모토라드'],
  },
  {
    key: 'dealer2',
    password: 'dealer1234',
    name: '박준영',
    initials: 'JY',
    color: '#1565c0',
    status: 'APPROVED',
    agencyName: '준영바이크',
    agencyLatin: 'JUNYOUNG BIKE',
    agencyNumber: '031-212-3456',
    businessNumber: '1348122330',
    agencyAddress: '경기도 수원시 영통구 매탄로 45',
    agencyAddressDetail: '1층',
    region: ['경기도', '수원시 영통구', '매탄동'],
    phone: '01023456789',
    mainBrands: ['스즈키', '혼다'],
  },
  {
    key: 'dealer3',
    password: 'dealer1234',
    name: '이상훈',
    initials: 'SH',
    color: '#2e7d32',
    status: 'APPROVED',
    agencyName: '상훈오토',
    agencyLatin: 'SANGHOON AUTO',
    agencyNumber: '051-741-2345',
    businessNumber: null,
    agencyAddress: '부산광역시 해운대구 해운대로 77',
    agencyAddressDetail: '상가 3호',
    region: ['부산광역시', '해운대구', '우동'],
    phone: '01034567890',
    mainBrands: ['현대', '기아'],
  },
  {
    key: 'dealer4',
    password: 'dealer1234',
    name: '정우진',
    initials: 'WJ',
    color: '#6a1b9a',
    status: 'APPROVED',
    agencyName: '우진모터스',
    agencyLatin: 'WOOJIN MOTORS',
    agencyNumber: '032-850-1122',
    businessNumber: '6178144557',
    agencyAddress: '인천광역시 연수구 컨벤시아대로 10',
    agencyAddressDetail: 'B동 102호',
    region: ['인천광역시', '연수구', '송도동'],
    phone: '01045678901',
    mainBrands: ['할리데이비슨', '두카티'],
  },
  {
    key: 'dealer5',
    password: 'dealer1234',
    name: '최현우',
    initials: 'HW',
    color: '#ef6c00',
    status: 'APPROVED',
    agencyName: '현우카',
    agencyLatin: 'HYUNWOO CAR',
    agencyNumber: '053-744-9090',
    businessNumber: '1218155664',
    agencyAddress: '대구광역시 수성구 달구벌대로 2400',
    agencyAddressDetail: '2층',
    region: ['대구광역시', '수성구', '범어동'],
    phone: '01056789012',
    mainBrands: ['제네시스', '테슬라'],
  },
  {
    key: 'banned',
    password: 'banned1234',
    name: '송지훈',
    initials: 'JH',
    color: '#455a64',
    status: 'APPROVED',
    agencyName: '지훈모터',
    agencyLatin: 'JIHOON MOTOR',
    agencyNumber: '042-822-3344',
    businessNumber: '5038177889',
    agencyAddress: '대전광역시 유성구 대학로 99',
    agencyAddressDetail: '1층',
    region: ['대전광역시', '유성구', '봉명동'],
    phone: '01067890123',
    mainBrands: ['가와사키'],
  },
  {
    key: 'pending',
    password: 'pending1234',
    name: '한지민',
    initials: 'JM',
    color: '#00838f',
    status: 'AUDIT',
    agencyName: '지민바이크',
    agencyLatin: 'JIMIN BIKE',
    agencyNumber: '02-332-7788',
    businessNumber: '1248100998',
    agencyAddress: '서울특별시 마포구 양화로 45',
    agencyAddressDetail: '1층',
    region: ['서울특별시', '마포구', '합정동'],
    phone: '01078901234',
    mainBrands: ['베스파'],
  },
  {
    key: 'rejected',
    password: 'rejected1234',
    name: '오세훈',
    initials: 'SE',
    color: '#8d6e63',
    status: 'REJECTED',
    agencyName: '세훈오토바이',
    agencyLatin: 'SEHOON',
    agencyNumber: '062-371-5566',
    businessNumber: '1234567891',
    agencyAddress: '광주광역시 서구 상무중앙로 20',
    agencyAddressDetail: '3층',
    region: ['광주광역시', '서구', '치평동'],
    phone: '01089012345',
    mainBrands: ['KTM'],
  },
  {
    key: 'rejected2',
    password: 'rejected1234',
    name: '윤재석',
    initials: 'JS',
    color: '#8d6e63',
    status: 'REJECTED',
    agencyName: '재석모터스',
    agencyLatin: 'JAESEOK',
    agencyNumber: '062-371-5566',
    businessNumber: '1018211320',
    agencyAddress: '광주광역시 서구 상무중앙로 20',
    agencyAddressDetail: '3층',
    region: ['광주광역시', '서구', '치평동'],
    phone: '01090123456',
    mainBrands: ['KTM'],
  },
];

const REJECTION_REASON = '사업자 등록증 이미지가 흐려 확인이 어렵습니다. 선명한 이미지로 다시 등록해주세요.';

type Plan = {
  status: AuctionStatus;
  /** The demo dealer's part: highest bid, outbid, no bid; the winner is the selected bidder. */
  dealerBid?: 'high' | 'low';
  winner?: DealerKey;
  otherBidders?: number;
  like?: boolean;
  select?: 'open' | 'past';
  daysAgo?: number;
  startShift?: 0 | 1;
  /**
   * A price claim at handover on the deal (docs/domain.md "Handover"): waiting for the seller, accepted
   * (the agreed price; with COMPLETE, completed at it), or rejected and waiting for an operator.
   */
  claim?: 'OPEN' | 'ACCEPTED' | 'DISPUTED';
  /** The seller by index (default: the plan's index round the sellers). */
  seller?: number;
  /** The vehicle by index of DEMO_VEHICLES (default: the plan's index round them). */
  vehicle?: number;
  /** The mileage in km (default: the vehicle's plus 130 km a plan). */
  km?: number;
  /** The winning bid as a share of the hope price (default 1.03). */
  ratio?: number;
};

/**
 * Trades completed three to six months ago for the price guide (docs/domain.md "Price guidance"): PCX125,
 * XMAX300 and 닌자 650 with mileages and prices around theirs, enough sales for a band on each. Older than
 * the dealer score's 90 days, with no other bidder: the dealers' recent numbers stay as the plans above make
 * them; sold by every seller but the first (the browser tests' own).
 */
const PRICE_HISTORY: readonly Plan[] = (
  [
    [0, 100, 6_500, 0.88],
    [0, 115, 9_000, 0.95],
    [0, 130, 7_800, 1.0],
    [0, 150, 11_000, 0.92],
    [0, 168, 5_200, 1.05],
    [1, 105, 13_000, 0.9],
    [1, 125, 17_500, 0.97],
    [1, 145, 15_900, 1.02],
    [1, 160, 19_000, 0.86],
    [5, 110, 8_000, 0.93],
    [5, 135, 11_500, 0.89],
    [5, 155, 12_500, 1.01],
    [5, 165, 9_100, 0.96],
  ] as const
).map(([vehicle, daysAgo, km, ratio], n) => ({
  status: 'COMPLETE',
  winner: (['dealer2', 'dealer3', 'dealer4', 'dealer5'] as const)[n % 4],
  otherBidders: 0,
  daysAgo,
  vehicle,
  km,
  ratio,
  seller: 1 + (n % (DEMO_SELLERS.length - 1)),
}));

const PLANS: readonly Plan[] = [
  // Live auctions (14, five more at the end): the demo dealer leads on two, is outbid on three, watches three.
  { status: 'PROGRESS', dealerBid: 'high', otherBidders: 3, like: true },
  { status: 'PROGRESS', dealerBid: 'high', otherBidders: 2, startShift: 1 },
  { status: 'PROGRESS', dealerBid: 'low', otherBidders: 3 },
  { status: 'PROGRESS', dealerBid: 'low', otherBidders: 2, startShift: 1 },
  { status: 'PROGRESS', dealerBid: 'low', otherBidders: 4 },
  { status: 'PROGRESS', otherBidders: 1 },
  { status: 'PROGRESS', otherBidders: 2, like: true, startShift: 1 },
  { status: 'PROGRESS', otherBidders: 3, like: true },
  { status: 'PROGRESS', otherBidders: 1, startShift: 1 },
  { status: 'PROGRESS', otherBidders: 2 },
  { status: 'PROGRESS', otherBidders: 4, startShift: 1 },
  { status: 'PROGRESS', otherBidders: 1 },
  { status: 'PROGRESS', otherBidders: 0 },
  { status: 'PROGRESS', otherBidders: 0, startShift: 1 },
  // Before the auction.
  { status: 'APPROVED' },
  { status: 'APPROVED' },
  { status: 'AUDIT' },
  { status: 'REGISTERED' },
  { status: 'INPUT_INFORMATION' },
  { status: 'REJECTED' },
  // Ended, waiting for the seller: within the selection window and past it.
  { status: 'TIME_EXPIRED', dealerBid: 'high', otherBidders: 2, select: 'open', daysAgo: 0 },
  { status: 'TIME_EXPIRED', dealerBid: 'low', otherBidders: 3, select: 'past', daysAgo: 2 },
  { status: 'TIME_EXPIRED', otherBidders: 2, select: 'open', daysAgo: 0 },
  // The demo dealer's deals in every state.
  { status: 'DEALER_CONFIRM', winner: 'dealer', otherBidders: 2, daysAgo: 1 },
  { status: 'DEALER_DEPOSIT', winner: 'dealer', otherBidders: 3, daysAgo: 1 },
  { status: 'RESERVATION', winner: 'dealer', otherBidders: 2, daysAgo: 2 },
  { status: 'RESERVATION_COMPLETE', winner: 'dealer', otherBidders: 1, daysAgo: 3 },
  { status: 'COMPLETE', winner: 'dealer', otherBidders: 2, daysAgo: 6 },
  { status: 'COMPLETE', winner: 'dealer', otherBidders: 3, daysAgo: 12 },
  { status: 'COMPLETE', winner: 'dealer', otherBidders: 1, daysAgo: 4 },
  { status: 'TRANSACTION', winner: 'dealer', otherBidders: 2, daysAgo: 8 },
  // Completed 19 days ago: its title transfer passed its due time without proof (demo-transfers.ts).
  { status: 'TRANSACTION_DELAY', winner: 'dealer', otherBidders: 2, daysAgo: 19 },
  { status: 'DEALER_CANCELED', winner: 'dealer', otherBidders: 2, daysAgo: 20 },
  // Won by others (the demo dealer lost some of them).
  { status: 'DEALER_CONFIRM', winner: 'dealer2', dealerBid: 'low', otherBidders: 2, daysAgo: 1 },
  { status: 'COMPLETE', winner: 'dealer2', dealerBid: 'low', otherBidders: 2, daysAgo: 9 },
  { status: 'COMPLETE', winner: 'dealer3', otherBidders: 3, daysAgo: 11 },
  { status: 'COMPLETE', winner: 'dealer4', dealerBid: 'low', otherBidders: 2, daysAgo: 14 },
  { status: 'COMPLETE', winner: 'dealer5', otherBidders: 2, daysAgo: 18 },
  { status: 'COMPLETE', winner: 'dealer3', otherBidders: 1, daysAgo: 30 },
  { status: 'USER_CANCELED', dealerBid: 'high', otherBidders: 1, daysAgo: 5 },
  { status: 'ADMIN_CANCELED', otherBidders: 2, daysAgo: 7 },
  // More live auctions that opened at the last 09:00: with the eight above, more than a page of the list (12)
  // stays live for a whole day after seeding, whichever hour the demo (or a browser test run) starts at,
  // while the six that opened a day earlier end at the next 09:00.
  { status: 'PROGRESS', otherBidders: 2 },
  { status: 'PROGRESS', otherBidders: 3 },
  { status: 'PROGRESS', otherBidders: 1 },
  { status: 'PROGRESS', otherBidders: 0 },
  { status: 'PROGRESS', otherBidders: 2 },
  // Handover (docs/domain.md "Handover"), the first seller's: a claim waiting for the seller, one the seller
  // accepted on the demo dealer's deal (it completes at the agreed price), and one rejected that waits for an
  // operator's decision. An earlier trade of dealer2 was completed at a price its seller agreed to.
  {
    status: 'RESERVATION_COMPLETE',
    winner: 'dealer2',
    otherBidders: 2,
    daysAgo: 2,
    claim: 'OPEN',
    seller: 0,
  },
  {
    status: 'RESERVATION_COMPLETE',
    winner: 'dealer',
    otherBidders: 1,
    daysAgo: 3,
    claim: 'ACCEPTED',
    seller: 0,
  },
  {
    status: 'RESERVATION_COMPLETE',
    winner: 'dealer3',
    otherBidders: 2,
    daysAgo: 4,
    claim: 'DISPUTED',
    seller: 0,
  },
  { status: 'COMPLETE', winner: 'dealer2', otherBidders: 1, daysAgo: 16, claim: 'ACCEPTED' },
  // The first seller's trade with the demo dealer in title transfer: the proof is uploaded and waits for the
  // seller's confirmation (demo-transfers.ts, docs/domain.md "Title transfer").
  { status: 'TRANSACTION', winner: 'dealer', otherBidders: 1, daysAgo: 5, seller: 0 },
  ...PRICE_HISTORY,
];

/** Handover claims of the demo data: what the dealer found, per vehicle type. */
const DEMO_CLAIM_ITEMS: Record<
  VehicleType,
  { item: string; observed: string; amount: number; reason: string }[]
> = {
  MOTORBIKE: [
    {
      item: 'chain',
      observed: '체인 늘어짐이 심하고 스프로킷 끝이 닳아 교체가 필요합니다.',
      amount: 150_000,
      reason: '',
    },
    { item: 'rearTyre', observed: '뒤 타이어 마모 85%, 교체가 필요한 상태', amount: 180_000, reason: '' },
  ],
  CAR: [
    {
      item: 'panel.frontFenderRight',
      observed: '우측 앞 펜더 재도색 흔적 (도막 두께 측정)',
      amount: 300_000,
      reason: '',
    },
    { item: 'tyres', observed: '타이어 4짝 마모 75%', amount: 400_000, reason: '' },
  ],
};

/** A demo listing's sheet: clear but for a few defects that follow the listing's other values. */
function demoConditionReport(type: VehicleType, index: number, accident: string) {
  const changes: Record<string, Partial<ConditionEntry>> = {};
  if (type === 'MOTORBIKE') {
    changes.frontTyre = { state: String(15 + ((index * 7) % 40)) };
    changes.rearTyre = { state: String(20 + ((index * 11) % 45)) };
    if (index % 3 === 1) {
      changes.chain = { state: 'WORN', note: '주행 2만km 교체 예정' };
    }
    if (index % 4 === 2) {
      changes['exterior.leftCowl'] = { state: 'SCRATCH', note: '주차 중 넘어짐, 좌측 카울 긁힘' };
    }
    if (index % 6 === 2) {
      changes.tuning = { state: 'SOME', note: '머플러 튜닝 (구조변경 승인)' };
    }
    if (accident !== '없음') {
      changes.accidentHistory = { state: 'SOME', note: accident };
    }
    changes.lastInspection = { state: index % 2 === 0 ? '2026-05-12' : '' };
  } else {
    changes.tyres = { state: String(20 + ((index * 9) % 40)) };
    if (accident !== '없음') {
      changes['panel.hood'] = { state: 'SHEET_METAL' };
      changes['panel.frontDoorLeft'] = { state: 'REPLACED', note: '운전석 도어 교환' };
      changes.accidentHistory = { state: 'SOME', note: `보험 처리 1회 (${accident})` };
    }
    changes.inspectionRecord = { state: index % 2 === 0 ? `2026-${String(1000 + index)}` : '' };
  }
  return clearConditionReport(type, changes);
}

const OTHER_BIDDERS: readonly DealerKey[] = ['dealer2', 'dealer3', 'dealer4', 'dealer5'];
const OTHER_RATIOS = [0.82, 0.88, 0.93, 0.96] as const;

/** Sellers' ratings of the demo dealer's completed trades: positive and negative both show on the profile. */
const DEMO_DEALER_RATINGS = [5, 2, 4] as const;

const roundToBidUnit = (won: number) => Math.max(10_000, Math.round(won / 10_000) * 10_000);

/** The most recent opening (09:00 Asia/Seoul) at or before `now`: the first one strictly after a day earlier. */
export function lastAuctionStart(now: Date): Date {
  return auctionOpensAt(now.getTime() - DAY);
}

type ImageSet = { MAIN: string; LEFT_SIDE: string; RIGHT_SIDE: string };

async function renderVehicleImages(deps: SeedDeps): Promise<Map<string, ImageSet>> {
  const combos = new Map<string, VehicleSeed>();
  for (const v of DEMO_VEHICLES) {
    combos.set(`${v.type}-${v.hex}`, v);
  }
  const result = new Map<string, ImageSet>();
  await Promise.all(
    [...combos.entries()].map(async ([key, v]) => {
      const slug = `${v.type.toLowerCase()}-${v.hex.slice(1)}`;
      const [main, left, right] = await Promise.all(
        (['MAIN', 'LEFT_SIDE', 'RIGHT_SIDE'] as const).map(async (view) =>
          deps.storage.put(
            `seed/vehicles/${slug}-${view.toLowerCase().replace('_', '-')}.jpg`,
            await seedAssetsOf(deps).jpeg(vehicleSvg(v.type, v.hex, view)),
          ),
        ),
      );
      result.set(key, { MAIN: main!.url, LEFT_SIDE: left!.url, RIGHT_SIDE: right!.url });
    }),
  );
  return result;
}

async function renderDealerImages(deps: SeedDeps) {
  const registration = await deps.storage.put(
    'seed/documents/business-registration.png',
    await seedAssetsOf(deps).png(documentSvg('BUSINESS REGISTRATION')),
  );
  const entries = await Promise.all(
    DEALERS.map(async (d) => {
      const [avatar, card] = await Promise.all([
        deps.storage.put(
          `seed/dealers/${d.key}-avatar.png`,
          await seedAssetsOf(deps).png(avatarSvg(d.initials, d.color)),
        ),
        deps.storage.put(
          `seed/dealers/${d.key}-card.png`,
          await seedAssetsOf(deps).png(businessCardSvg(d.agencyLatin, d.agencyNumber)),
        ),
      ]);
      return [d.key, { image: avatar.url, businessCard: card.url, registration: registration.url }] as const;
    }),
  );
  return new Map(entries);
}

export type DemoAssets = {
  passwords: Map<string, string>;
  vehicleImages: Map<string, ImageSet>;
  dealerImages: Map<DealerKey, { image: string; businessCard: string; registration: string }>;
};

/**
 * The demo's password hashes and pictures: CPU work that runs on libuv's worker threads, so a first start
 * can begin it while the embedded database is created on the main thread (server.ts).
 */
export async function prepareDemoAssets(deps: SeedDeps): Promise<DemoAssets> {
  const passwordList = [...new Set([...DEALERS.map((d) => d.password), 'admin1234', 'staff1234'])];
  const [hashes, vehicleImages, dealerImages] = await Promise.all([
    Promise.all(passwordList.map((password) => seedAssetsOf(deps).passwordHash(password))),
    renderVehicleImages(deps),
    renderDealerImages(deps),
  ]);
  const passwords = new Map(passwordList.map((password, index) => [password, hashes[index]!]));
  return { passwords, vehicleImages, dealerImages };
}

export async function seedDemoData(db: Db, deps: SeedDeps, assets?: Promise<DemoAssets>): Promise<void> {
  const [existing] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.username, 'dealer'))
    .limit(1);
  if (existing) {
    return;
  }

  const { passwords, vehicleImages, dealerImages } = await (assets ?? prepareDemoAssets(deps));
  await db.transaction(async (tx) => {
    await insertDemo(tx, deps.now, passwords, vehicleImages, dealerImages);
    await seedConsoleDealers(tx, deps);
    await insertDemoDeposits(tx, deps.now);
    await insertDemoRetentionRuns(tx, deps.now);
    await insertDemoTransfers(tx, deps);
    await insertDemoConsents(tx, deps);
    await insertDemoRelays(tx, deps.now);
    await insertDemoInvoices(tx);
    await insertDemoSavedSearches(tx, deps.now);
    await insertDemoDealerTiers(tx, deps.now);
  });
}

/** Dealers whose bank account is verified, with the account number. */
const BANK_VERIFIED = new Map<DealerKey, string>([
  ['dealer', '94320200123456'],
  ['dealer2', '12340101987654'],
  ['dealer3', '55510203040506'],
  // Verified, so its bid is refused for the ban alone and the bid form shows the ban's end (browser test).
  ['banned', '30112345678901'],
]);

/** Rows in the order the database numbered them (a multi-row insert gives serial ids in VALUES order). */
const byId = <T extends { id: number }>(rows: T[]): T[] => [...rows].sort((a, b) => a.id - b.id);

type ClaimItemRow = Omit<typeof priceClaimItems.$inferInsert, 'claimId'>;

type BidRow = { dealer: DealerKey; price: number; at: Date };

/** A plan's bids: other dealers below the base, the demo dealer leading or outbid, the winner on top. */
function planBids(plan: Plan, v: VehicleSeed, startAt: Date, endDate: Date, now: Date): BidRow[] {
  const base = v.hopePrice ?? 3_000_000;
  const bidWindowEnd = Math.max(
    startAt.getTime() + 7 * MINUTE,
    Math.min(endDate.getTime(), now.getTime()) - 5 * MINUTE,
  );
  const bidTime = (n: number) =>
    new Date(startAt.getTime() + ((bidWindowEnd - startAt.getTime()) * (n + 1)) / 7);
  const bids: BidRow[] = [];
  const others = OTHER_BIDDERS.filter((d) => d !== plan.winner).slice(0, plan.otherBidders ?? 0);
  others.forEach((d, n) =>
    bids.push({
      dealer: d,
      price: roundToBidUnit(base * OTHER_RATIOS[n % OTHER_RATIOS.length]!),
      at: bidTime(n),
    }),
  );
  if (plan.dealerBid === 'high') {
    bids.push({ dealer: 'dealer', price: roundToBidUnit(base * 1.01), at: bidTime(5) });
  }
  if (plan.dealerBid === 'low') {
    bids.push({ dealer: 'dealer', price: roundToBidUnit(base * 0.86), at: bidTime(4) });
  }
  if (plan.winner) {
    bids.push({ dealer: plan.winner, price: roundToBidUnit(base * (plan.ratio ?? 1.03)), at: bidTime(6) });
  }
  return bids;
}
async function insertDemo(
  tx: Tx,
  now: Date,
  passwords: Map<string, string>,
  vehicleImages: Map<string, ImageSet>,
  dealerImages: Map<DealerKey, { image: string; businessCard: string; registration: string }>,
): Promise<void> {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const start = lastAuctionStart(now);

  // People.
  // One insert per table, its rows in the order the ids are to be given (serial ids follow VALUES order; the rows
  // are read back sorted by id), so the demo's ids are what one insert per row gave (the start's time).
  const dealerRows = await tx
    .insert(dealers)
    .values(
      DEALERS.map((d, index) => {
        const images = dealerImages.get(d.key)!;
        return {
          username: d.key,
          passwordHash: passwords.get(d.password)!,
          email: `${d.key}@${d.agencyLatin.toLowerCase().replace(/[^a-z]/g, '')}.co.kr`,
          image: images.image,
          name: d.name,
          phoneNumber: d.phone,
          status: d.status,
          reason: d.status === 'REJECTED' ? REJECTION_REASON : '',
          rejectedAt: d.status === 'REJECTED' ? at(-2 * DAY) : null,
          approvedAt: d.status === 'APPROVED' ? at(-(90 - index * 7) * DAY) : null,
          agencyName: d.agencyName,
          agencyNumber: d.agencyNumber,
          businessNumber: d.businessNumber,
          agencyAddress: d.agencyAddress,
          agencyAddressDetail: d.agencyAddressDetail,
          agencyRegistrationImage: images.registration,
          businessCard: images.businessCard,
          region1: d.region[0],
          region2: d.region[1],
          region3: d.region[2],
          mainBrands: d.mainBrands,
          // Verified once before their first bid: the dealers the browser tests bid with, and the banned one.
          // dealer4 is not (the bid panel leads it to the verification), nor are the dealers under review.
          isBankAccountAuth: BANK_VERIFIED.has(d.key),
          bankCode: BANK_VERIFIED.has(d.key) ? '004' : '',
          bankAccountNumber: BANK_VERIFIED.get(d.key) ?? '',
          penaltyExpiredAt: d.key === 'banned' ? at(5 * DAY) : null,
          hopeTransactionPercentage: d.status === 'APPROVED' ? 70 + index * 3 : 0,
          createdAt: at(-(100 - index * 5) * DAY),
        };
      }),
    )
    .returning({ id: dealers.id });
  const dealerIdList = byId(dealerRows);
  const dealerIds = new Map(DEALERS.map((d, index) => [d.key, dealerIdList[index]!.id]));
  const dealerId = (key: DealerKey) => dealerIds.get(key)!;

  await tx
    .insert(operators)
    .values([
      {
        username: 'admin',
        passwordHash: passwords.get('admin1234')!,
        name: '관리자',
        role: 'ADMIN' as const,
      },
      {
        username: 'staff',
        passwordHash: passwords.get('staff1234')!,
        name: '운영 담당',
        role: 'STAFF' as const,
      },
    ])
    .onConflictDoNothing();

  const sellerRows = await tx
    .insert(sellers)
    .values(
      DEMO_SELLERS.map((name, i) => ({
        name,
        phoneNumber: `0109${String(1000000 + i * 7919).slice(-7)}`,
        createdAt: at(-(60 - i) * DAY),
      })),
    )
    .returning({ id: sellers.id });
  const sellerIds = sellerRows.map((r) => r.id);

  // Content.
  await tx.insert(notices).values(
    DEMO_NOTICES.map((n, i) => ({
      title: n.title,
      contents: sanitizeHtml(n.html),
      publishedAt: at(-(DEMO_NOTICES.length - i) * 4 * DAY - i * HOUR),
    })),
  );
  await tx.insert(faqs).values(DEMO_FAQS.map((f, i) => ({ ...f, sortOrder: i })));

  const brandRows = await tx
    .select({ id: brands.id, name: brands.name, vehicleType: brands.vehicleType })
    .from(brands);
  const brandId = (v: VehicleSeed) =>
    brandRows.find((b) => b.name === v.brand && b.vehicleType === v.type)?.id ?? null;
  const questionIds = (
    await tx.select({ id: reviewQuestions.id, keep: reviewQuestions.isKeepDealing }).from(reviewQuestions)
  ).map((q) => q);

  // Auctions with bids and deals: each plan's listing and bids worked out, then written a table at a time.
  const listings = PLANS.map((plan, i) => {
    const v = DEMO_VEHICLES[plan.vehicle ?? i % DEMO_VEHICLES.length]!;
    const place = DEMO_PLACES[i % DEMO_PLACES.length]!;
    const sellerId = sellerIds[plan.seller ?? i % sellerIds.length]!;
    const accident =
      v.type === 'CAR' ? (i % 3 === 0 ? '앞 범퍼,운전석 도어' : '없음') : ACCIDENTS[i % ACCIDENTS.length]!;

    let startAt: Date | null = null;
    let endDate: Date | null = null;
    let selectExpireAt: Date | null = null;
    let statusChangedAt = at(-HOUR);
    if (plan.status === 'PROGRESS') {
      startAt = new Date(start.getTime() - (plan.startShift ?? 0) * DAY);
      endDate = new Date(startAt.getTime() + 48 * HOUR);
      statusChangedAt = startAt;
    } else if (plan.status === 'APPROVED') {
      startAt = new Date(start.getTime() + DAY);
      endDate = new Date(startAt.getTime() + 48 * HOUR);
    } else if (plan.status === 'TIME_EXPIRED') {
      endDate = plan.select === 'past' ? at(-30 * HOUR) : at(-2 * HOUR);
      startAt = new Date(endDate.getTime() - 48 * HOUR);
      selectExpireAt = new Date(endDate.getTime() + 24 * HOUR);
      statusChangedAt = endDate;
    } else if (plan.daysAgo !== undefined) {
      endDate = at(-plan.daysAgo * DAY - 3 * HOUR);
      startAt = new Date(endDate.getTime() - 48 * HOUR);
      selectExpireAt = new Date(endDate.getTime() + 24 * HOUR);
      statusChangedAt =
        plan.status === 'DEALER_CONFIRM' || plan.status === 'DEALER_DEPOSIT' ? at(-10 * MINUTE) : at(-HOUR);
    }
    const isAfterApproval = !['REGISTERED', 'INPUT_INFORMATION', 'AUDIT', 'REJECTED'].includes(plan.status);

    const images = vehicleImages.get(`${v.type}-${v.hex}`)!;
    // Bids from the start on.
    const bids =
      startAt && endDate && plan.status !== 'APPROVED' ? planBids(plan, v, startAt, endDate, now) : null;
    const values: typeof auctions.$inferInsert = {
      sellerId,
      brandId: brandId(v),
      status: plan.status,
      vehicleType: v.type,
      model: v.model,
      year: v.year,
      mileage: plan.km ?? v.mileage + i * 130,
      fuel: v.fuel,
      color: v.color,
      condition: ['최상', '상', '중상', '상'][i % 4]!,
      hopePrice: v.hopePrice,
      warrantyExpirationDate: i % 3 === 0 ? '2027-03-31' : '',
      region1: place[0],
      region2: place[1],
      region3: place[2],
      purpose: v.purpose,
      licensePlateDesuetude: i % 5 === 4 ? 'DESUETUDE' : 'REGISTERED',
      officialIncome:
        v.type === 'CAR' && ['현대', '기아', '제네시스'].includes(v.brand)
          ? '국내 생산'
          : i % 4 === 3
            ? '병행 수입'
            : '정식 수입',
      secondaryKey: i % 3 === 1 ? '없음' : '있음',
      accident,
      hasAccident: accident !== '없음',
      repair: accident === '없음' ? '' : '부품 교환 완료',
      structureChange: i % 6 === 2 ? '머플러 튜닝 (구조변경 승인)' : '',
      otherRepair: i % 4 === 1 ? '타이어 앞뒤 교체 (2025년)' : '',
      etc: i % 2 === 0 ? '정기 점검 이력 있음, 실내 보관' : '',
      // The drafts being written have none yet; every other listing its whole sheet.
      conditionReport:
        plan.status === 'REGISTERED' || plan.status === 'INPUT_INFORMATION'
          ? null
          : demoConditionReport(v.type, i, accident),
      approvedVersion: isAfterApproval ? 1 : null,
      viewCount: isAfterApproval && plan.status !== 'APPROVED' ? 18 + ((i * 37) % 160) : 0,
      rejectReason:
        plan.status === 'REJECTED' ? '차량 사진이 부족합니다. 좌우 측면 사진을 추가해주세요.' : '',
      // Sent to review: the one in review an hour ago (its status change), the reviewed ones before review.
      submittedAt:
        plan.status === 'AUDIT'
          ? statusChangedAt
          : isAfterApproval || plan.status === 'REJECTED'
            ? new Date((startAt ?? now).getTime() - 20 * HOUR)
            : null,
      approvedAt: isAfterApproval ? new Date((startAt ?? now).getTime() - 12 * HOUR) : null,
      startAt,
      endDate,
      selectExpireAt,
      statusChangedAt,
      createdAt: at(-((plan.daysAgo ?? 1) + 3) * DAY),
      // The highest bid and the number of bids written beside it.
      ...(bids
        ? { maxBiddingPrice: bids.reduce((max, b) => Math.max(max, b.price), 0), bidderCount: bids.length }
        : {}),
    };
    return { plan, i, v, sellerId, images, endDate, bids, values };
  });
  const auctionIds = byId(
    await tx
      .insert(auctions)
      .values(listings.map((l) => l.values))
      .returning({ id: auctions.id }),
  ).map((row) => row.id);
  await tx.insert(auctionImages).values(
    listings.flatMap(({ images }, n) => {
      const auctionId = auctionIds[n]!;
      return [
        { auctionId, type: 'MAIN' as const, url: images.MAIN, sortOrder: 0 },
        { auctionId, type: 'LEFT_SIDE' as const, url: images.LEFT_SIDE, sortOrder: 1 },
        { auctionId, type: 'RIGHT_SIDE' as const, url: images.RIGHT_SIDE, sortOrder: 2 },
      ];
    }),
  );
  // An old cancelled bid of the demo dealer on the oldest completed trade (its 7-day ban ended long ago), last.
  const oldest = listings.reduce<number | null>(
    (found, { plan, endDate }, n) =>
      plan.status === 'COMPLETE' && (found === null || endDate! < listings[found]!.endDate!) ? n : found,
    null,
  );
  const oldCanceledAt = at(-35 * DAY);
  const bidRows: (typeof biddings.$inferInsert)[] = listings.flatMap(({ plan, bids }, n) =>
    (bids ?? []).map((b) => ({
      auctionId: auctionIds[n]!,
      dealerId: dealerId(b.dealer),
      price: b.price,
      biddingAt: b.at,
      isSelected: b.dealer === plan.winner,
    })),
  );
  if (oldest !== null) {
    bidRows.push({
      auctionId: auctionIds[oldest]!,
      dealerId: dealerId('dealer'),
      price: 1_500_000,
      biddingAt: at(-35 * DAY - HOUR),
      canceledAt: oldCanceledAt,
      cancelReason: '입찰 실수',
    });
  }
  const insertedBids = byId(
    await tx.insert(biddings).values(bidRows).returning({
      id: biddings.id,
      auctionId: biddings.auctionId,
      dealerId: biddings.dealerId,
      price: biddings.price,
    }),
  );
  const likes = listings.flatMap(({ plan, bids }, n) =>
    bids && plan.like ? [{ dealerId: dealerId('dealer'), auctionId: auctionIds[n]! }] : [],
  );
  if (likes.length) {
    await tx.insert(auctionLikes).values(likes);
  }

  // The deals of the plans with a winner, and what hangs on them.
  let demoDealerCompletes = 0;
  const dealRows: (typeof deals.$inferInsert)[] = [];
  const claimRows: {
    deal: number;
    values: Omit<typeof priceClaims.$inferInsert, 'dealId'>;
    items: ClaimItemRow[];
    disputedAt: Date | null;
  }[] = [];
  const penaltyRows: (typeof penalties.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const [n, { plan, i, v, sellerId, images, endDate, bids }] of listings.entries()) {
    if (!bids || !endDate || !plan.winner) {
      continue;
    }
    const auctionId = auctionIds[n]!;

    const winning = insertedBids.find(
      (b) => b.auctionId === auctionId && b.dealerId === dealerId(plan.winner!),
    )!;
    const selectedAt = new Date(endDate.getTime() + 3 * HOUR);
    const fee = feeForPrice(winning.price);
    const reachedDeposit = plan.status !== 'DEALER_CONFIRM';
    const paid = reachedDeposit && plan.status !== 'DEALER_DEPOSIT';
    const completed = (COMPLETED_TRADE_STATUSES as readonly string[]).includes(plan.status);
    const canceled = plan.status === 'DEALER_CANCELED';
    // A claim at handover: the trade date is today (the claim waiting) or ahead (the accepted one, so the demo
    // dealer has time to complete at the agreed price).
    const reservedAt =
      plan.status === 'RESERVATION_COMPLETE' && plan.claim && plan.claim !== 'ACCEPTED'
        ? startOfKstDay(now)
        : plan.status === 'RESERVATION_COMPLETE'
          ? startOfKstDay(start.getTime() + 2 * DAY)
          : completed || canceled
            ? new Date(selectedAt.getTime() + DAY)
            : null;
    const claimItems = plan.claim ? DEMO_CLAIM_ITEMS[v.type] : [];
    const claimTotal = claimItems.reduce((sum, item) => sum + item.amount, 0);
    const agreedPrice = plan.claim === 'ACCEPTED' ? winning.price - claimTotal : null;
    const claimAt = reservedAt
      ? new Date(Math.min(now.getTime() - 2 * HOUR, reservedAt.getTime() + 11 * HOUR))
      : now;
    dealRows.push({
      auctionId,
      biddingId: winning.id,
      dealerId: winning.dealerId,
      sellerId,
      price: winning.price,
      fee: reachedDeposit ? fee : null,
      // Every confirmed deal was issued its own deposit reference (deterministic here, random in the app).
      depositReference: reachedDeposit ? String(600_000 + auctionId) : null,
      selectedAt,
      // The open deposit step was confirmed 10 minutes ago, matching its 60-minute deadline 50 minutes ahead.
      confirmedAt:
        plan.status === 'DEALER_DEPOSIT'
          ? at(-10 * MINUTE)
          : reachedDeposit
            ? new Date(selectedAt.getTime() + HOUR)
            : null,
      depositDeadline:
        plan.status === 'DEALER_DEPOSIT'
          ? at(50 * MINUTE)
          : reachedDeposit
            ? new Date(selectedAt.getTime() + 2 * HOUR)
            : null,
      depositConfirmedAt:
        paid && !canceled
          ? new Date(selectedAt.getTime() + HOUR + 5 * MINUTE)
          : canceled
            ? new Date(selectedAt.getTime() + HOUR + 5 * MINUTE)
            : null,
      reservedAt,
      reservationEnteredAt: reservedAt ? new Date(selectedAt.getTime() + 3 * HOUR) : null,
      completedAt: completed && reservedAt ? new Date(reservedAt.getTime() + 13 * HOUR) : null,
      finalPrice: completed ? (agreedPrice ?? winning.price) : null,
      priceChangeReason:
        completed && agreedPrice !== null ? '감가 요청 합의(판매자 동의 또는 운영자 판정)' : '',
      agreedPrice,
      claimSettledAt: plan.claim === 'ACCEPTED' ? new Date(claimAt.getTime() + HOUR) : null,
      inspectionResult: completed ? '외관 스크래치 경미, 엔진 및 구동계 이상 없음. 서류 확인 완료.' : '',
      inspectionImages: completed ? [images.MAIN, images.LEFT_SIDE] : [],
      canceledAt: canceled ? new Date(selectedAt.getTime() + DAY + 2 * HOUR) : null,
      cancelReason: canceled ? '판매자와 연락이 되지 않음' : '',
      canceledBy: canceled ? 'DEALER' : null,
    });

    if (plan.claim) {
      claimRows.push({
        deal: dealRows.length - 1,
        values: {
          auctionId,
          dealerId: winning.dealerId,
          sellerId,
          status: plan.claim,
          winningPrice: winning.price,
          total: claimTotal,
          memo: '거래 현장에서 함께 확인했습니다. 사진을 확인해주세요.',
          answerBy: new Date(claimAt.getTime() + PRICE_CLAIM_ANSWER_HOURS * HOUR),
          answeredAt: plan.claim === 'OPEN' ? null : new Date(claimAt.getTime() + HOUR),
          sellerReason: plan.claim === 'DISPUTED' ? '등록할 때 사진과 점검표에 이미 알린 상태입니다.' : '',
          createdAt: claimAt,
        },
        items: claimItems.map((item, n) => ({
          ...item,
          photos: [n === 0 ? images.LEFT_SIDE : images.RIGHT_SIDE],
        })),
        disputedAt: plan.claim === 'DISPUTED' ? new Date(claimAt.getTime() + HOUR) : null,
      });
    }

    if (canceled) {
      const startsAt = new Date(selectedAt.getTime() + DAY + 2 * HOUR);
      penaltyRows.push({
        dealerId: winning.dealerId,
        kind: 'DEAL_CANCEL',
        auctionId,
        reason: '낙찰 후 거래 취소',
        banDays: 7,
        startsAt,
        expiresAt: new Date(startsAt.getTime() + 7 * DAY),
        createdAt: startsAt,
      });
    }
    if (plan.status === 'COMPLETE') {
      const completedAt = new Date((reservedAt ?? now).getTime() + 14 * HOUR);
      const ratings =
        plan.winner === 'dealer'
          ? DEMO_DEALER_RATINGS[demoDealerCompletes++ % DEMO_DEALER_RATINGS.length]!
          : 5 - (i % 2);
      reviewRows.push({
        auctionId,
        dealerId: winning.dealerId,
        sellerId,
        direction: 'SELLER_TO_DEALER',
        ratings,
        contents:
          ratings >= 4
            ? '약속 시간에 맞춰 오셨고 친절하게 거래해주셨습니다.'
            : '연락이 늦어 거래가 지연되었습니다.',
        createdAt: completedAt,
      });
      // The demo dealer has reviewed all but the most recent trade, so a review can still be written.
      if (plan.winner !== 'dealer' || (plan.daysAgo ?? 0) > 4) {
        reviewRows.push({
          auctionId,
          dealerId: winning.dealerId,
          sellerId,
          direction: 'DEALER_TO_SELLER',
          ratings: 5,
          contents: '차량 상태가 설명과 같았고 서류 준비도 잘 해주셨습니다.',
          answers: questionIds.map((q, n) => ({
            questionId: q.id,
            answer: q.keep ? '5' : String(5 - (n % 2)),
          })),
          createdAt: completedAt,
        });
      }
    }
  }

  const dealIds = byId(await tx.insert(deals).values(dealRows).returning({ id: deals.id })).map(
    (row) => row.id,
  );
  const claimIds = byId(
    await tx
      .insert(priceClaims)
      .values(claimRows.map((claim) => ({ ...claim.values, dealId: dealIds[claim.deal]! })))
      .returning({ id: priceClaims.id }),
  ).map((row) => row.id);
  await tx
    .insert(priceClaimItems)
    .values(claimRows.flatMap((claim, n) => claim.items.map((item) => ({ ...item, claimId: claimIds[n]! }))));
  const disputeRows = claimRows.flatMap((claim, n) =>
    claim.disputedAt
      ? [
          {
            claimId: claimIds[n]!,
            auctionId: claim.values.auctionId,
            dealerId: claim.values.dealerId,
            openedBy: 'SELLER' as const,
            openedAt: claim.disputedAt,
          },
        ]
      : [],
  );
  if (disputeRows.length) {
    await tx.insert(disputes).values(disputeRows);
  }

  if (oldest !== null) {
    penaltyRows.push({
      dealerId: dealerId('dealer'),
      kind: 'BID_CANCEL',
      auctionId: auctionIds[oldest]!,
      biddingId: insertedBids.at(-1)!.id,
      reason: '입찰 실수',
      banDays: 7,
      startsAt: oldCanceledAt,
      expiresAt: new Date(oldCanceledAt.getTime() + 7 * DAY),
      createdAt: oldCanceledAt,
    });
  }
  // The banned dealer's current ban.
  const bannedStart = at(-2 * DAY);
  penaltyRows.push({
    dealerId: dealerId('banned'),
    kind: 'BID_CANCEL',
    reason: '재입찰을 위해',
    banDays: 7,
    startsAt: bannedStart,
    expiresAt: at(5 * DAY),
    createdAt: bannedStart,
  });
  await tx.insert(penalties).values(penaltyRows);
  await tx.insert(reviews).values(reviewRows);

  await tx.insert(reports).values({
    dealerId: dealerId('dealer3'),
    sellerId: sellerIds[2]!,
    reason: '약속 시간에 나타나지 않았습니다.',
    createdAt: at(-10 * DAY),
  });
}
