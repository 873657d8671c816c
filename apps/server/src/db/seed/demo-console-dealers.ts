// Demo data for the console's dealer and penalty screens: a review queue with a new application and an
// approved dealer's identity change, a dealer suspended by three open sellers' reports, a dealer with two
// chained bans (one running, one waiting its turn) and a report already decided. Runs in the demo's
// transaction, after its dealers and sellers exist.
import { eq } from 'drizzle-orm';
import { RULE_SENTENCES } from '@autobid/shared';
import { dealers, penalties, reports, sellers } from '../schema';
import type { Tx } from '../types';
import type { SeedDeps } from './index';
import { seedAssetsOf } from './seed-assets';
import { avatarSvg, businessCardSvg, documentSvg } from './images';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type ConsoleDealer = {
  username: string;
  name: string;
  initials: string;
  color: string;
  agencyName: string;
  agencyLatin: string;
  /** 회사 전화번호 */
  agencyNumber: string;
  /** 사업자등록번호 */
  businessNumber: string;
  phone: string;
  region: [string, string, string];
  address: string;
};

const CONSOLE_DEALERS = {
  applicant: {
    username: 'applicant',
    name: '오세훈',
    initials: 'SH',
    color: '#00838f',
    agencyName: '세훈모빌리티',
    agencyLatin: 'SEHOON MOBILITY',
    agencyNumber: '042-822-1100',
    businessNumber: '2148612341',
    phone: '01077700001',
    region: ['대전광역시', '유성구', '봉명동'],
    address: '대전광역시 유성구 대학로 99',
  },
  renamed: {
    username: 'renamed',
    name: '문태호',
    initials: 'TH',
    color: '#ef6c00',
    agencyName: '태호바이크',
    agencyLatin: 'TAEHO BIKE',
    agencyNumber: '062-381-2200',
    businessNumber: '3128154320',
    phone: '01077700002',
    region: ['광주광역시', '서구', '치평동'],
    address: '광주광역시 서구 상무중앙로 45',
  },
  suspended: {
    username: 'suspended',
    name: '배성민',
    initials: 'SM',
    color: '#4e342e',
    agencyName: '성민오토',
    agencyLatin: 'SUNGMIN AUTO',
    agencyNumber: '02-3153-3300',
    businessNumber: '1058724685',
    phone: '01077700003',
    region: ['서울특별시', '마포구', '상암동'],
    address: '서울특별시 마포구 월드컵북로 400',
  },
  repeat: {
    username: 'repeat',
    name: '유재혁',
    initials: 'JH',
    color: '#283593',
    agencyName: '재혁모터스',
    agencyLatin: 'JAEHYUK MOTORS',
    agencyNumber: '055-266-4400',
    businessNumber: '6098113577',
    phone: '01077700004',
    region: ['경상남도', '창원시 성산구', '상남동'],
    address: '경상남도 창원시 성산구 중앙대로 120',
  },
} satisfies Record<string, ConsoleDealer>;

const REPORT_REASONS = [
  '약속한 날짜에 연락 없이 오지 않았습니다.',
  '현장에서 입찰가보다 100만 원 이상 깎으려고 했습니다.',
  '차량 인수 후 서류 처리를 계속 미루고 있습니다.',
] as const;

export async function seedConsoleDealers(tx: Tx, deps: SeedDeps): Promise<void> {
  const at = (offsetMs: number) => new Date(deps.now.getTime() + offsetMs);
  const assets = seedAssetsOf(deps);
  const passwordHash = await assets.passwordHash('dealer1234');
  const registration = await deps.storage.put(
    'seed/documents/console-business-registration.png',
    await assets.png(documentSvg('BUSINESS REGISTRATION')),
  );

  const ids: Partial<Record<keyof typeof CONSOLE_DEALERS, number>> = {};
  for (const [key, d] of Object.entries(CONSOLE_DEALERS) as [keyof typeof CONSOLE_DEALERS, ConsoleDealer][]) {
    const [avatar, card] = await Promise.all([
      deps.storage.put(`seed/dealers/${key}-avatar.png`, await assets.png(avatarSvg(d.initials, d.color))),
      deps.storage.put(
        `seed/dealers/${key}-card.png`,
        await assets.png(businessCardSvg(d.agencyLatin, d.phone)),
      ),
    ]);
    const isApproved = key !== 'applicant';
    const [row] = await tx
      .insert(dealers)
      .values({
        username: d.username,
        passwordHash,
        email: `${d.username}@example.co.kr`,
        image: avatar.url,
        name: d.name,
        phoneNumber: d.phone,
        // The renamed dealer was approved before and waits for its new identity to be reviewed.
        status: key === 'applicant' || key === 'renamed' ? 'AUDIT' : 'APPROVED',
        approvedAt: isApproved ? at(-60 * DAY) : null,
        agencyName: d.agencyName,
        agencyNumber: d.agencyNumber,
        businessNumber: d.businessNumber,
        agencyAddress: d.address,
        agencyAddressDetail: '1층',
        agencyRegistrationImage: registration.url,
        businessCard: card.url,
        region1: d.region[0],
        region2: d.region[1],
        region3: d.region[2],
        mainBrands: ['혼다', '야마하'],
        isBankAccountAuth: isApproved,
        bankCode: isApproved ? '088' : '',
        bankAccountNumber: isApproved ? `1102${d.phone.slice(-8)}` : '',
        pendingIdentity:
          key === 'renamed' ? { agencyName: '태호모터스', businessNumber: '3128197538' } : null,
        createdAt: at(key === 'applicant' ? -2 * DAY : -90 * DAY),
        updatedAt: at(key === 'applicant' ? -2 * DAY : key === 'renamed' ? -1 * DAY : -3 * DAY),
      })
      .returning({ id: dealers.id });
    ids[key] = row!.id;
  }

  const sellerIds = (await tx.select({ id: sellers.id }).from(sellers).orderBy(sellers.id).limit(6)).map(
    (row) => row.id,
  );

  // Three sellers' reports, still open, suspended this dealer (as a seller's third report does).
  const suspendedId = ids.suspended!;
  await tx.insert(reports).values(
    REPORT_REASONS.map((reason, i) => ({
      dealerId: suspendedId,
      sellerId: sellerIds[i + 3]!,
      reason,
      createdAt: at(-(9 - i * 3) * DAY),
    })),
  );
  const suspendedAt = at(-3 * DAY);
  await tx
    .update(dealers)
    .set({ suspendedAt, suspensionReason: RULE_SENTENCES.reportsSuspensionReason })
    .where(eq(dealers.id, suspendedId));
  await tx.insert(penalties).values({
    dealerId: suspendedId,
    kind: 'REPORTS',
    reason: RULE_SENTENCES.reportsSuspensionReason,
    banDays: 0,
    createdAt: suspendedAt,
  });

  // Two bans in a row: the running one, and the next one waiting for it to end (bans never overlap).
  const repeatId = ids.repeat!;
  const firstStart = at(-3 * DAY);
  const firstEnd = new Date(firstStart.getTime() + 14 * DAY);
  const secondEnd = new Date(firstEnd.getTime() + 7 * DAY);
  await tx.insert(penalties).values([
    {
      dealerId: repeatId,
      kind: 'LATE_COMPLETION',
      reason: '거래일로부터 2시간이 지나 거래 완료 보고',
      banDays: 14,
      startsAt: firstStart,
      expiresAt: firstEnd,
      createdAt: firstStart,
    },
    {
      dealerId: repeatId,
      kind: 'DEAL_CANCEL',
      reason: '판매자와 연락이 되지 않음',
      banDays: 7,
      startsAt: firstEnd,
      expiresAt: secondEnd,
      createdAt: at(-1 * DAY),
    },
  ]);
  await tx.update(dealers).set({ penaltyExpiredAt: secondEnd }).where(eq(dealers.id, repeatId));

  // A report an operator already decided.
  await tx.insert(reports).values({
    dealerId: repeatId,
    sellerId: sellerIds[0]!,
    reason: '거래 당일 1시간 늦게 도착했습니다.',
    createdAt: at(-20 * DAY),
    resolvedAt: at(-18 * DAY),
    decision: 'DISMISSED',
    decisionReason: '판매자와 통화해 교통 사정으로 늦은 것을 확인했습니다. 사전 연락이 있었습니다.',
  });
}
