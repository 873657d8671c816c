// The registered owner's consent to advertise the vehicle, and its plate number (docs/domain.md "Owner
// consent"): the plate's formats and mask, the seller's request, the owner's public page and what the seller's,
// dealer's and operator's details carry.
import { z } from 'zod';
import { OWNER_CONSENT_KINDS, OWNER_CONSENT_STATUSES } from './closure';
import { phoneCodeInput } from './account';
import { phoneField } from './fields';

export const OWNER_CONSENT_MESSAGES = {
  plateFormat:
    '차량번호는 12가3456, 123가4567, 서울12가3456 형식으로, 이륜차는 사용신고 번호(예: 서울강남가1234)로 입력해주세요.',
  plateRequired: '차량번호(이륜차는 사용신고 번호)를 먼저 입력하고 저장해주세요.',
  kindRequired: '등록된 소유자 본인인지 선택해주세요.',
  ownerNameRequired: '소유자 이름을 입력해주세요.',
  ownerNameTooLong: '소유자 이름은 30자 이내로 입력해주세요.',
  nameMismatch:
    '입력한 이름이 자동차 등록원부의 소유자와 일치하지 않습니다. 자동차등록증(사용신고필증)의 소유자 이름을 확인해주세요.',
  required: '차량 소유자의 동의가 확인되지 않은 매물입니다. 소유자 동의를 받은 뒤 진행할 수 있습니다.',
  notChangeable: '심사 중이거나 경매가 진행된 매물은 소유자 동의를 바꿀 수 없습니다.',
  linkNotFound: '동의 요청을 찾을 수 없습니다. 문자로 받은 링크를 다시 확인해주세요.',
  linkExpired: '동의 요청의 유효 시간(24시간)이 지났습니다. 판매자에게 다시 요청해달라고 알려주세요.',
  linkUsed: '이미 처리되었거나 취소된 동의 요청입니다.',
  ownerConfirmed: '소유자 본인 확인이 완료되었습니다.',
  requested: '소유자에게 동의 요청 문자를 보냈습니다. 24시간 안에 동의를 받아주세요.',
  confirmed: '동의가 완료되었습니다. 감사합니다.',
  registryUnavailable:
    '자동차 등록원부 조회가 잠시 되지 않습니다. 잠시 후 다시 시도하거나, 소유자 동의 문자로 진행해주세요.',
  tooManyLinks:
    '소유자 동의 요청 문자는 24시간에 5번까지 보낼 수 있습니다. 이미 보낸 링크로 동의를 받거나 나중에 다시 요청해주세요.',
} as const;

/** The platform named on the owner's page and in the SMS. */
export const OWNER_CONSENT_PLATFORM = '오토비드';
/** A DELEGATED consent's link lives this long. */
export const OWNER_CONSENT_LINK_HOURS = 24;
/** At most this many consent links in 24 hours by one seller, and to one phone (an SMS to a third party). */
export const OWNER_CONSENT_LINKS_PER_DAY = 5;
export const OWNER_NAME_MAX = 30;

/**
 * 차량번호: `12가3456`, `123가4567`, the older region-prefixed `서울12가3456`; a motorbike's 사용신고 번호:
 * `서울강남가1234` (region, district, one syllable, four digits). Spaces are not part of it.
 */
const CAR_PLATE = /^(?:[가-힣]{2})?\d{2,3}[가-힣]\d{4}$/;
const BIKE_PLATE = /^[가-힣]{2}[가-힣]{1,4}[가-힣]\d{4}$/;

/** The plate as stored: its spaces and hyphens removed. */
export function normalizePlate(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isPlateNumber(value: string): boolean {
  const plate = normalizePlate(value);
  return CAR_PLATE.test(plate) || BIKE_PLATE.test(plate);
}

/**
 * The plate as a dealer sees it before his fee is paid: up to and including the Hangul syllable, the four
 * digits hidden (`12가3456` -> `12가 ****`). '' stays ''.
 */
export function maskPlate(value: string): string {
  const plate = normalizePlate(value);
  return plate ? plate.replace(/\d{4}$/, ' ****') : '';
}

/** The listing form's plate field: '' (not entered yet) or a plate in one of the formats, spaces removed. */
export const plateNumberField = z
  .string({ error: OWNER_CONSENT_MESSAGES.plateFormat })
  .max(20, OWNER_CONSENT_MESSAGES.plateFormat)
  .transform(normalizePlate)
  .refine((plate) => plate === '' || isPlateNumber(plate), OWNER_CONSENT_MESSAGES.plateFormat);

const ownerName = z
  .string({ error: OWNER_CONSENT_MESSAGES.ownerNameRequired })
  .trim()
  .min(1, OWNER_CONSENT_MESSAGES.ownerNameRequired)
  .max(OWNER_NAME_MAX, OWNER_CONSENT_MESSAGES.ownerNameTooLong);

/**
 * `POST /v1/sellers/auctions/{id}/owner-consent`: the seller is the registered owner (his name as registered,
 * checked with the vehicle registry), or another person is (family, a company): the owner's name and phone,
 * who gets the SMS link.
 */
export const ownerConsentRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('OWNER'), ownerName }).strict(),
    z.object({ kind: z.literal('DELEGATED'), ownerName, ownerPhone: phoneField }).strict(),
  ],
  { error: OWNER_CONSENT_MESSAGES.kindRequired },
);
export type OwnerConsentRequest = z.input<typeof ownerConsentRequest>;
export type OwnerConsentInput = z.output<typeof ownerConsentRequest>;

/**
 * The listing's consent as its seller, the dealers and the operator read it: the latest one still standing
 * (PENDING or CONFIRMED) for the listing's plate, or null. `by` says who consented: the seller as the
 * registered owner (OWNER) or another owner through the link (DELEGATED); never a name.
 */
export const ownerConsentSummary = z.object({
  status: z.enum(OWNER_CONSENT_STATUSES),
  confirmedAt: z.string().nullable(),
  by: z.enum(OWNER_CONSENT_KINDS),
  /** A PENDING link's end. */
  expiresAt: z.string().nullable(),
});
export type OwnerConsentSummary = z.infer<typeof ownerConsentSummary>;

/** One consent record as the operator's listing review shows it, newest first. */
export const ownerConsentRecord = z.object({
  id: z.number().int(),
  kind: z.enum(OWNER_CONSENT_KINDS),
  status: z.enum(OWNER_CONSENT_STATUSES),
  plateNumber: z.string(),
  ownerName: z.string(),
  /** Masked: 010-****-5678. */
  ownerPhone: z.string(),
  listingVersion: z.number().int(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** What the vehicle registry answered (OWNER). */
  registryCheck: z
    .object({
      provider: z.string(),
      matched: z.boolean(),
      reference: z.string(),
      checkedAt: z.string(),
    })
    .nullable(),
});
export type OwnerConsentRecord = z.infer<typeof ownerConsentRecord>;

/** `GET /v1/public/owner-consent/{token}`: what the owner is asked to consent to. */
export const publicOwnerConsent = z.object({
  platform: z.string(),
  vehicleType: z.string(),
  brandName: z.string().nullable(),
  model: z.string(),
  year: z.number().int().nullable(),
  plateNumber: z.string(),
  /** The seller's name masked (김*수). */
  sellerName: z.string(),
  ownerName: z.string(),
  /** Where the code goes, masked. */
  ownerPhone: z.string(),
  expiresAt: z.string(),
});
export type PublicOwnerConsent = z.infer<typeof publicOwnerConsent>;

export const tokenParam = z.object({ token: z.string().min(1).max(100) });

/** `POST /v1/public/owner-consent/{token}/confirm`. */
export const ownerConsentConfirmRequest = z.object({ code: phoneCodeInput });
export type OwnerConsentConfirmRequest = z.input<typeof ownerConsentConfirmRequest>;
export const ownerConsentConfirmed = z.object({
  status: z.literal('CONFIRMED'),
  confirmedAt: z.string(),
});
export type OwnerConsentConfirmed = z.infer<typeof ownerConsentConfirmed>;
