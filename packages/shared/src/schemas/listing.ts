// A seller's listing from draft to review (docs/domain.md "Listings"): the create/edit body, the rule
// that decides whether a draft may be submitted, and the operator's review calls. The same schema
// checks the seller's form in the browser and the body on the server.
import { z } from 'zod';
import {
  AUCTION_IMAGE_TYPES,
  FUELS,
  PURPOSES,
  type AuctionImageType,
  type AuctionStatus,
  type VehicleType,
} from '../enums';
import { kstDayKey } from '../kst';
import {
  CONDITION_MESSAGES,
  EMPTY_CONDITION_REPORT,
  conditionReport,
  conditionReportMistake,
  type ConditionReport,
} from './condition-report';
import { BID_UNIT_WON, MAX_BID_WON, MIN_BID_WON, SELLER_NAME_MAX } from '../constants';
import { RULE_SENTENCES } from '../rule-sentences';
import { rowId } from './request';
import { plateNumberField } from './owner-consent';

export const LISTING_MESSAGES = {
  brandRequired: '브랜드를 선택해주세요.',
  modelRequired: '모델명을 입력해주세요.',
  yearRequired: '연식을 입력해주세요.',
  yearRange: '연식은 1950년부터 내년까지의 연도로 입력해주세요.',
  mileageRequired: '주행거리를 입력해주세요.',
  mileageRange: '주행거리는 0km 이상 9,999,999km 이하로 입력해주세요.',
  mileageWhole: '주행거리는 소수점이나 글자 없이 숫자로만 입력해주세요.',
  mileageHigh: (km: string) =>
    `주행거리 ${km}km가 맞나요? 30만km를 넘는 주행거리는 심사 때 운영자가 한 번 더 확인합니다.`,
  mileageRecheck: '주행거리를 확인해주세요.',
  fuelRequired: '연료를 선택해주세요.',
  colorRequired: '색상을 입력해주세요.',
  accidentRequired: '사고 여부를 입력해주세요.',
  purposeRequired: '용도를 선택해주세요.',
  hopePriceRequired: '희망 가격을 입력해주세요.',
  hopePriceUnit: '희망 가격은 만원 단위로 입력해주세요.',
  hopePriceWhole: '희망 가격은 소수점이나 글자 없이 만원 단위의 숫자로만 입력해주세요. 예) 350 → 350만원',
  hopePriceRange: '희망 가격은 1만원 이상 99억 9,999만원 이하로 입력해주세요.',
  regionRequired: '차량이 있는 지역을 선택해주세요.',
  regionInvalid: '지역 선택이 올바르지 않습니다.',
  licensePlateRequired: '번호판 상태를 선택해주세요.',
  officialIncomeRequired: '유통 경로를 선택해주세요.',
  secondaryKeyRequired: '보조키 여부를 선택해주세요.',
  conditionInvalid: '차량 상태는 보기 중에서 선택해주세요.',
  warrantyDate: '보증 만료일은 2027-03-31 형식의 날짜로 입력해주세요.',
  photosRequired: '대표, 좌측면, 우측면 사진을 모두 등록해주세요.',
  photosTooMany: '사진은 20장까지 등록할 수 있습니다.',
  photoTypeTwice: '대표, 좌측면, 우측면 사진은 한 장씩만 등록할 수 있습니다.',
  photoInvalid: '업로드한 사진만 등록할 수 있습니다.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해주세요.`,
  sellerNameRequired: '판매자 이름을 입력해주세요.',
  sellerNameTooLong: `판매자 이름은 ${SELLER_NAME_MAX}자 이내로 입력해주세요.`,
  notEditable: '심사 중이거나 경매가 진행된 매물은 수정할 수 없습니다.',
  stale:
    '다른 화면에서 이 매물이 먼저 저장되었습니다. 새로고침해서 저장된 내용을 확인한 뒤 다시 수정해주세요.',
  notSubmittable: '이미 심사를 요청했거나 경매가 진행된 매물입니다.',
  notWithdrawable: '수수료 입금 단계부터는 매물을 취소할 수 없습니다.',
  alreadyWithdrawn: '이미 취소된 매물입니다.',
  notInReview: '심사 중인 매물이 아닙니다.',
  rejectReasonRequired: '반려 사유를 입력해주세요.',
  rejectReasonTooLong: '반려 사유는 500자 이내로 입력해주세요.',
  cancelReasonRequired: '취소 사유를 입력해주세요.',
  statusInvalid: '매물 상태가 올바르지 않습니다.',
  saved: '임시 저장했습니다.',
  submitted: RULE_SENTENCES.listingSubmitted,
  withdrawn: '매물 등록을 취소했습니다.',
} as const;

/** A draft or a rejected listing: the seller may edit it and submit it (again). */
export const SELLER_EDITABLE_STATUSES = [
  'REGISTERED',
  'INPUT_INFORMATION',
  'REJECTED',
] as const satisfies readonly AuctionStatus[];

/** Before DEALER_DEPOSIT: the seller may withdraw the listing (USER_CANCELED); bidders are told. */
export const SELLER_WITHDRAWABLE_STATUSES = [
  ...SELLER_EDITABLE_STATUSES,
  'AUDIT',
  'APPROVED',
  'PROGRESS',
  'TIME_EXPIRED',
  'DEALER_CONFIRM',
] as const satisfies readonly AuctionStatus[];

/** The three typed photos a listing must have before it can be submitted. */
export const REQUIRED_LISTING_PHOTO_TYPES = [
  'MAIN',
  'LEFT_SIDE',
  'RIGHT_SIDE',
] as const satisfies readonly AuctionImageType[];
export const LISTING_PHOTO_LABELS: Record<AuctionImageType, string> = {
  MAIN: '대표 사진',
  LEFT_SIDE: '좌측면',
  RIGHT_SIDE: '우측면',
  FRONT: '전면',
  REAR: '후면',
  DASHBOARD: '계기판',
  ETC: '추가 사진',
};
export const MAX_LISTING_PHOTOS = 20;

export const LICENSE_PLATE_STATUSES = ['REGISTERED', 'DESUETUDE'] as const;
export type LicensePlateStatus = (typeof LICENSE_PLATE_STATUSES)[number];
export const LICENSE_PLATE_LABELS: Record<LicensePlateStatus, string> = {
  REGISTERED: '등록',
  DESUETUDE: '말소',
};
/** How the vehicle came to Korea, stored as the words the dealer reads (유통 경로). */
export const OFFICIAL_INCOME_OPTIONS = ['정식 수입', '병행 수입', '국내 생산'] as const;
export const SECONDARY_KEY_OPTIONS = ['있음', '없음'] as const;
/** The vehicle's overall condition as the seller rates it (차량 상태), stored as the words dealers read. */
export const VEHICLE_CONDITION_OPTIONS = ['최상', '상', '중상', '중', '하'] as const;
/** The accident field's value for an accident-free vehicle; anything else lists the damaged parts. */
export const NO_ACCIDENT = '없음';
export const MIN_LISTING_YEAR = 1950;
export const MAX_MILEAGE_KM = 9_999_999;
/**
 * Above this the seller confirms the mileage before the form saves it, and the operator's review flags
 * it (docs/domain.md "Listings").
 */
export const HIGH_MILEAGE_KM = 300_000;
export const isHighMileage = (mileage: number | null) => mileage !== null && mileage > HIGH_MILEAGE_KM;

const text = (label: string, max: number) => z.string().trim().max(max, LISTING_MESSAGES.tooLong(label, max));
const WARRANTY_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const listingImage = z.object({
  type: z.enum(AUCTION_IMAGE_TYPES, { error: LISTING_MESSAGES.photoInvalid }),
  image: z.string().min(1, LISTING_MESSAGES.photoInvalid).max(2_000, LISTING_MESSAGES.photoInvalid),
});
export type ListingImage = z.infer<typeof listingImage>;

/** Hope price in won: a multiple of 10,000 between the bid bounds (the form enters 만원). */
export const hopePriceWon = z
  .number({ error: LISTING_MESSAGES.hopePriceRequired })
  .int(LISTING_MESSAGES.hopePriceUnit)
  .multipleOf(BID_UNIT_WON, LISTING_MESSAGES.hopePriceUnit)
  .min(MIN_BID_WON, LISTING_MESSAGES.hopePriceRange)
  .max(MAX_BID_WON, LISTING_MESSAGES.hopePriceRange);

/**
 * `POST /v1/sellers/auctions` and `PUT /v1/sellers/auctions/{id}`: the whole listing as the seller has it
 * so far. A draft needs only the brand; every field present must be valid; a field left out is stored
 * empty (PUT replaces the listing). `checkListingComplete` decides whether it may be submitted.
 */
export const listingRequest = z
  .object({
    brandId: rowId(LISTING_MESSAGES.brandRequired),
    model: text('모델명', 100).optional(),
    year: z
      .number({ error: LISTING_MESSAGES.yearRange })
      .int(LISTING_MESSAGES.yearRange)
      .min(MIN_LISTING_YEAR, LISTING_MESSAGES.yearRange)
      .refine((year) => year <= new Date().getFullYear() + 1, LISTING_MESSAGES.yearRange)
      .nullish(),
    mileage: z
      .number({ error: LISTING_MESSAGES.mileageRange })
      .int(LISTING_MESSAGES.mileageRange)
      .min(0, LISTING_MESSAGES.mileageRange)
      .max(MAX_MILEAGE_KM, LISTING_MESSAGES.mileageRange)
      .nullish(),
    fuel: z.enum(FUELS, { error: LISTING_MESSAGES.fuelRequired }).nullish(),
    color: text('색상', 30).optional(),
    /** Optional: left out, dealers and the operator read '-'. */
    condition: z.enum(VEHICLE_CONDITION_OPTIONS, { error: LISTING_MESSAGES.conditionInvalid }).nullish(),
    /** "없음" or the damaged parts, comma-separated. */
    accident: text('사고 여부', 200).optional(),
    repair: text('수리 내역', 500).optional(),
    structureChange: text('구조 변경', 500).optional(),
    otherRepair: text('기타 수리', 500).optional(),
    warrantyExpirationDate: z
      .string()
      .trim()
      .refine((value) => value === '' || WARRANTY_DATE.test(value), LISTING_MESSAGES.warrantyDate)
      .optional(),
    purpose: z.enum(PURPOSES, { error: LISTING_MESSAGES.purposeRequired }).nullish(),
    licensePlateDesuetude: z
      .enum(LICENSE_PLATE_STATUSES, { error: LISTING_MESSAGES.licensePlateRequired })
      .nullish(),
    officialIncome: z
      .enum(OFFICIAL_INCOME_OPTIONS, { error: LISTING_MESSAGES.officialIncomeRequired })
      .nullish(),
    secondaryKey: z.enum(SECONDARY_KEY_OPTIONS, { error: LISTING_MESSAGES.secondaryKeyRequired }).nullish(),
    /** Notes for dealers (기타). */
    etc: text('기타 설명', 2_000).optional(),
    region1: text('시/도', 40).optional(),
    region2: text('시/군/구', 40).optional(),
    region3: text('읍/면/동', 40).optional(),
    hopePrice: hopePriceWon.nullish(),
    /**
     * 차량번호 (사용신고 번호 for a motorbike), spaces removed; left out or '' while not entered. Changing it
     * cancels the listing's owner consent (docs/domain.md "Owner consent").
     */
    plateNumber: plateNumberField.optional(),
    /** The condition sheet of the brand's vehicle type (docs/domain.md "Handover"); left out: none yet. */
    conditionReport: conditionReport.nullish(),
    /**
     * The listing's `version` the form started from (PUT only): when the listing was saved since, the
     * save is refused with 409 LISTING_STALE instead of overwriting that save. Left out, the save replaces
     * whatever is stored.
     */
    version: z.number().int().positive().optional(),
    images: z
      .array(listingImage)
      .max(MAX_LISTING_PHOTOS, LISTING_MESSAGES.photosTooMany)
      .optional()
      .refine(
        (images) =>
          REQUIRED_LISTING_PHOTO_TYPES.every(
            (type) => (images ?? []).filter((image) => image.type === type).length <= 1,
          ),
        LISTING_MESSAGES.photoTypeTwice,
      ),
  })
  .strict();
export type ListingRequest = z.input<typeof listingRequest>;
export type ListingInput = z.output<typeof listingRequest>;

/** What `checkListingComplete` reads: the stored listing or the form's values. */
export type ListingValues = {
  brandId: number | null;
  model: string;
  year: number | null;
  mileage: number | null;
  fuel: string;
  color: string;
  accident: string;
  purpose: string;
  hopePrice: number | null;
  region1: string;
  region2: string;
  licensePlateDesuetude: string;
  officialIncome: string;
  secondaryKey: string;
  images: readonly { type: string }[];
  /** The brand's vehicle type (which sheet applies); null before a brand is chosen. */
  vehicleType: VehicleType | null;
  conditionReport: ConditionReport | null;
};
export type ListingField = keyof ListingValues;

/**
 * The first thing missing before a listing may go to review, in the order the form asks for it, or null
 * when it is complete. Server (submit) and web (the last step) both call it.
 */
export function checkListingComplete(
  values: ListingValues,
  today: string = kstDayKey(Date.now()),
): { field: ListingField; message: string } | null {
  const sheetMistake =
    values.vehicleType === null
      ? null
      : conditionReportMistake(values.vehicleType, values.conditionReport ?? EMPTY_CONDITION_REPORT, {
          complete: true,
          today,
        });
  const missing: [boolean, ListingField, string][] = [
    [!values.brandId, 'brandId', LISTING_MESSAGES.brandRequired],
    [!values.model.trim(), 'model', LISTING_MESSAGES.modelRequired],
    [values.year === null, 'year', LISTING_MESSAGES.yearRequired],
    [values.mileage === null, 'mileage', LISTING_MESSAGES.mileageRequired],
    [!values.fuel, 'fuel', LISTING_MESSAGES.fuelRequired],
    [!values.color.trim(), 'color', LISTING_MESSAGES.colorRequired],
    [!values.accident.trim(), 'accident', LISTING_MESSAGES.accidentRequired],
    [!values.purpose, 'purpose', LISTING_MESSAGES.purposeRequired],
    [!values.licensePlateDesuetude, 'licensePlateDesuetude', LISTING_MESSAGES.licensePlateRequired],
    [!values.officialIncome, 'officialIncome', LISTING_MESSAGES.officialIncomeRequired],
    [!values.secondaryKey, 'secondaryKey', LISTING_MESSAGES.secondaryKeyRequired],
    [!values.region1 || !values.region2, 'region1', LISTING_MESSAGES.regionRequired],
    [sheetMistake !== null, 'conditionReport', sheetMistake?.message ?? CONDITION_MESSAGES.sheetRequired],
    [values.hopePrice === null, 'hopePrice', LISTING_MESSAGES.hopePriceRequired],
    [
      !REQUIRED_LISTING_PHOTO_TYPES.every((type) => values.images.some((image) => image.type === type)),
      'images',
      LISTING_MESSAGES.photosRequired,
    ],
  ];
  const first = missing.find(([isMissing]) => isMissing);
  return first ? { field: first[1], message: first[2] } : null;
}

/** The listing's values as the seller edits them (`GET /v1/sellers/auctions/{id}` carries them). */
export const listingValues = z.object({
  brandId: z.number().int().nullable(),
  vehicleType: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  fuel: z.string(),
  color: z.string(),
  condition: z.string(),
  accident: z.string(),
  repair: z.string(),
  structureChange: z.string(),
  otherRepair: z.string(),
  warrantyExpirationDate: z.string(),
  purpose: z.string(),
  licensePlateDesuetude: z.string(),
  officialIncome: z.string(),
  secondaryKey: z.string(),
  etc: z.string(),
  region1: z.string(),
  region2: z.string(),
  region3: z.string(),
  hopePrice: z.number().int().nullable(),
  /** The full plate: the seller's own page and the operator's review (dealers read it masked until the fee). */
  plateNumber: z.string(),
  images: z.array(listingImage),
  conditionReport: conditionReport.nullable(),
  /** Goes up with every save by the seller: the edit form sends it back with its save. */
  version: z.number().int(),
});

/** `POST /v1/sellers/auctions` / `PUT …/{id}` / `…/submit` / `…/withdraw` → the listing's id and new status. */
export const listingSaved = z.object({
  id: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  /** The listing's version after this change: the form's next save sends it. */
  version: z.number().int(),
});
export type ListingSaved = z.infer<typeof listingSaved>;

/** `GET /v1/sellers/me` → who the seller is; `PUT /v1/sellers/me` sets the name dealers see after the fee. */
export const sellerMe = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });
export type SellerMe = z.infer<typeof sellerMe>;
export const sellerMeRequest = z.object({
  name: z
    .string({ error: LISTING_MESSAGES.sellerNameRequired })
    .trim()
    .min(1, LISTING_MESSAGES.sellerNameRequired)
    .max(SELLER_NAME_MAX, LISTING_MESSAGES.sellerNameTooLong),
});
export type SellerMeRequest = z.input<typeof sellerMeRequest>;

/** `POST /v1/admin/auctions/{id}/reject`. */
export const adminListingRejectRequest = z.object({
  reason: z
    .string({ error: LISTING_MESSAGES.rejectReasonRequired })
    .trim()
    .min(1, LISTING_MESSAGES.rejectReasonRequired)
    .max(500, LISTING_MESSAGES.rejectReasonTooLong),
});
export type AdminListingRejectRequest = z.input<typeof adminListingRejectRequest>;

/** `POST /v1/admin/auctions/{id}/approve` / `…/reject`: the new status; an approval says when bidding opens. */
export const adminListingDecision = listingSaved.extend({
  opensAt: z.string().nullable(),
  rejectReason: z.string(),
});
export type AdminListingDecision = z.infer<typeof adminListingDecision>;
