// Reference data every installation needs: banks with their official codes, vehicle brands with logos,
// and the review questions a dealer answers about a seller.
import { DEFAULT_DEDUCTION_GUIDE, VEHICLE_TYPES } from '@autobid/shared';
import { bankCodes, brands, deductionGuide, reviewQuestions } from '../schema';
import type { Db } from '../types';
import type { SeedDeps } from './index';
import { seedAssetsOf } from './seed-assets';
import { brandLogoSvg } from './images';

export const BANKS: readonly { code: string; name: string }[] = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '023', name: 'SC제일은행' },
  { code: '027', name: '한국씨티은행' },
  { code: '032', name: '부산은행' },
  { code: '031', name: 'iM뱅크(대구)' },
  { code: '039', name: '경남은행' },
  { code: '034', name: '광주은행' },
  { code: '037', name: '전북은행' },
  { code: '035', name: '제주은행' },
  { code: '007', name: 'Sh수협은행' },
  { code: '071', name: '우체국' },
  { code: '045', name: '새마을금고' },
  { code: '048', name: '신협' },
  { code: '002', name: 'KDB산업은행' },
  { code: '064', name: '산림조합' },
];

type BrandSeed = {
  name: string;
  latin: string;
  vehicleType: 'MOTORBIKE' | 'CAR';
  color: string;
  text?: string;
};

export const BRANDS: readonly BrandSeed[] = [
  { name: '혼다', latin: 'HONDA', vehicleType: 'MOTORBIKE', color: '#cc0000' },
  { name: '야마하', latin: 'YAMAHA', vehicleType: 'MOTORBIKE', color: '#1b3f8b' },
  { name: '스즈키', latin: 'SUZUKI', vehicleType: 'MOTORBIKE', color: '#0b4ea2' },
  { name: '가와사키', latin: 'KAWASAKI', vehicleType: 'MOTORBIKE', color: '#2e9e3b' },
  { name: 'BMW 모토라드', latin: 'BMW Motorrad', vehicleType: 'MOTORBIKE', color: '#1c69d4' },
  {
    name: '할리데이비슨',
    latin: 'HARLEY-DAVIDSON',
    vehicleType: 'MOTORBIKE',
    color: '#f26f21',
    text: '#111111',
  },
  { name: '두카티', latin: 'DUCATI', vehicleType: 'MOTORBIKE', color: '#b8000f' },
  { name: '트라이엄프', latin: 'TRIUMPH', vehicleType: 'MOTORBIKE', color: '#111111' },
  { name: 'KTM', latin: 'KTM', vehicleType: 'MOTORBIKE', color: '#ff6600', text: '#111111' },
  { name: '대림(DNA모터스)', latin: 'DAELIM', vehicleType: 'MOTORBIKE', color: '#00468c' },
  { name: 'SYM', latin: 'SYM', vehicleType: 'MOTORBIKE', color: '#d71920' },
  { name: '베스파', latin: 'VESPA', vehicleType: 'MOTORBIKE', color: '#7fb3a6', text: '#0e2f28' },
  { name: '로얄엔필드', latin: 'ROYAL ENFIELD', vehicleType: 'MOTORBIKE', color: '#8a1c1c' },
  { name: '킴코', latin: 'KYMCO', vehicleType: 'MOTORBIKE', color: '#005bac' },
  { name: '현대', latin: 'HYUNDAI', vehicleType: 'CAR', color: '#002c5f' },
  { name: '기아', latin: 'KIA', vehicleType: 'CAR', color: '#05141f' },
  { name: '제네시스', latin: 'GENESIS', vehicleType: 'CAR', color: '#1a1a1a' },
  { name: '쉐보레', latin: 'CHEVROLET', vehicleType: 'CAR', color: '#d1a33c', text: '#1a1a1a' },
  { name: '르노코리아', latin: 'RENAULT', vehicleType: 'CAR', color: '#ffcc33', text: '#1a1a1a' },
  { name: 'KG모빌리티', latin: 'KG MOBILITY', vehicleType: 'CAR', color: '#e4002b' },
  { name: 'BMW', latin: 'BMW', vehicleType: 'CAR', color: '#0066b1' },
  { name: '벤츠', latin: 'MERCEDES-BENZ', vehicleType: 'CAR', color: '#333333' },
  { name: '아우디', latin: 'AUDI', vehicleType: 'CAR', color: '#bb0a30' },
  { name: '폭스바겐', latin: 'VOLKSWAGEN', vehicleType: 'CAR', color: '#001e50' },
  { name: '볼보', latin: 'VOLVO', vehicleType: 'CAR', color: '#003057' },
  { name: '토요타', latin: 'TOYOTA', vehicleType: 'CAR', color: '#eb0a1e' },
  { name: '렉서스', latin: 'LEXUS', vehicleType: 'CAR', color: '#1a1a1a' },
  { name: '테슬라', latin: 'TESLA', vehicleType: 'CAR', color: '#cc0000' },
];

export const REVIEW_QUESTIONS: readonly {
  question: string;
  questionContent: string;
  isKeepDealing: boolean;
}[] = [
  {
    question: '차량 상태가 설명과 일치했나요?',
    questionContent: '사진과 설명에 적힌 상태와 실제 차량을 비교해 평가해주세요.',
    isKeepDealing: false,
  },
  {
    question: '약속 시간을 잘 지켰나요?',
    questionContent: '거래일과 약속 장소를 잘 지켰는지 평가해주세요.',
    isKeepDealing: false,
  },
  {
    question: '거래 과정이 친절했나요?',
    questionContent: '연락과 응대 태도를 평가해주세요.',
    isKeepDealing: false,
  },
  {
    question: '서류 준비가 원활했나요?',
    questionContent: '명의 이전에 필요한 서류를 잘 준비했는지 평가해주세요.',
    isKeepDealing: false,
  },
  {
    question: '이 판매자와 계속 거래하시겠어요?',
    questionContent: '예(5) 또는 아니오(1)로 답해주세요.',
    isKeepDealing: true,
  },
];

export function brandSlug(brand: Pick<BrandSeed, 'latin' | 'vehicleType'>): string {
  return `${brand.vehicleType.toLowerCase()}-${brand.latin.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export async function seedReferenceData(db: Db, deps: SeedDeps): Promise<void> {
  await db
    .insert(bankCodes)
    .values(BANKS.map((bank, index) => ({ ...bank, sortOrder: index })))
    .onConflictDoNothing();

  const existing = new Set(
    (await db.select({ name: brands.name, vehicleType: brands.vehicleType }).from(brands)).map(
      (b) => `${b.vehicleType}:${b.name}`,
    ),
  );
  const missing = BRANDS.map((brand, index) => ({ brand, index })).filter(
    ({ brand }) => !existing.has(`${brand.vehicleType}:${brand.name}`),
  );
  if (missing.length > 0) {
    const rows = await Promise.all(
      missing.map(async ({ brand, index }) => {
        const logo = await deps.storage.put(
          `brands/${brandSlug(brand)}.png`,
          await seedAssetsOf(deps).png(brandLogoSvg(brand.latin, brand.color, brand.text)),
        );
        return { name: brand.name, vehicleType: brand.vehicleType, logo: logo.url, sortOrder: index };
      }),
    );
    await db.insert(brands).values(rows).onConflictDoNothing();
  }

  const questionCount = await db.$count(reviewQuestions);
  if (questionCount === 0) {
    await db.insert(reviewQuestions).values(REVIEW_QUESTIONS.map((q, index) => ({ ...q, sortOrder: index })));
  }
  // The deduction guide's first ranges (docs/domain.md "Handover"), only into an empty table: an operator's
  // edits stay.
  if ((await db.$count(deductionGuide)) === 0) {
    await db
      .insert(deductionGuide)
      .values(
        VEHICLE_TYPES.flatMap((vehicleType) =>
          DEFAULT_DEDUCTION_GUIDE[vehicleType].map((entry) => ({ ...entry, vehicleType })),
        ),
      )
      .onConflictDoNothing();
  }
}
