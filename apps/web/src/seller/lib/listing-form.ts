// The listing form's model: what the seller types (text, the price in 만원) turned into the shared
// `listingRequest` body by a form schema that pipes every field into the shared rule, the steps and the
// fields each asks for, and what is still missing before the listing may go to review
// (`checkListingComplete`, docs/domain.md "Listings"); the condition sheet is its own step
// (docs/domain.md "Handover", lib/condition-sheet.ts).
import { z } from 'zod';
import {
  BID_UNIT_WON,
  LISTING_MESSAGES,
  NO_ACCIDENT,
  OWNER_CONSENT_MESSAGES,
  VEHICLE_TYPES,
  checkListingComplete,
  listingImage,
  listingRequest,
  type listingValues,
  type ListingField,
  type ListingImage,
  type ListingInput,
  type ListingRequest,
  type ListingValues,
  formatNumber,
} from '@autobid/shared';
import {
  EMPTY_SHEET,
  isVehicleType,
  reportOf,
  sheetField,
  sheetMistakes,
  type SheetFormValue,
  type SheetItemField,
} from './condition-sheet';

/** A saved listing's values as the server answers them (the contract's `listingValues`). */
type ListingValuesView = z.infer<typeof listingValues>;

export const LISTING_STEPS = [
  { id: 'vehicle', title: '차량 정보' },
  { id: 'condition', title: '상태' },
  { id: 'sheet', title: '상태 점검표' },
  { id: 'photos', title: '사진' },
  { id: 'place', title: '위치와 가격' },
  { id: 'owner', title: '소유자 확인' },
  { id: 'review', title: '확인' },
] as const;
export type ListingStepId = (typeof LISTING_STEPS)[number]['id'];

/** Whether the vehicle had an accident: not answered, none ("없음"), or yes with the damaged parts. */
export type AccidentAnswer = '' | 'no' | 'yes';

/** The form's values as typed: numbers as text, the hope price in 만원, the accident split in two. */
export type ListingFormValues = {
  brandId: string;
  model: string;
  year: string;
  mileage: string;
  fuel: string;
  color: string;
  /** 차량 상태, one of VEHICLE_CONDITION_OPTIONS or '' (optional). */
  condition: string;
  hasAccident: AccidentAnswer;
  accidentParts: string;
  repair: string;
  structureChange: string;
  otherRepair: string;
  warrantyExpirationDate: string;
  purpose: string;
  licensePlateDesuetude: string;
  officialIncome: string;
  secondaryKey: string;
  etc: string;
  region1: string;
  region2: string;
  region3: string;
  hopePriceManwon: string;
  /** 차량번호 (a motorbike's 사용신고 번호) as typed; the owner's consent is for it (docs/domain.md "Owner consent"). */
  plateNumber: string;
  images: ListingImage[];
  /** The condition sheet with the vehicle type it is for (the brand's). */
  conditionReport: SheetFormValue;
};
export type ListingFormField = keyof ListingFormValues;

export const EMPTY_LISTING_FORM: ListingFormValues = {
  brandId: '',
  model: '',
  year: '',
  mileage: '',
  fuel: '',
  color: '',
  condition: '',
  hasAccident: '',
  accidentParts: '',
  repair: '',
  structureChange: '',
  otherRepair: '',
  warrantyExpirationDate: '',
  purpose: '',
  licensePlateDesuetude: '',
  officialIncome: '',
  secondaryKey: '',
  etc: '',
  region1: '',
  region2: '',
  region3: '',
  hopePriceManwon: '',
  plateNumber: '',
  images: [],
  conditionReport: EMPTY_SHEET,
};

/** "1,250" -> 1250, "" -> null, anything but digits (and separators) -> NaN: the form refuses it. */
export function parseNumberText(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') {
    return null;
  }
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Whether a number box holds a whole number (or nothing): "35.5" or "35만" does not. */
export const isWholeNumberText = (text: string) => !Number.isNaN(parseNumberText(text));

/**
 * A number box as the seller types: digits get thousands separators ("12500" -> "12,500"); anything
 * else is left as typed, so the field can say what is wrong instead of silently dropping a "." or a
 * digit past the limit.
 */
export function formatNumberText(raw: string): string {
  const cleaned = raw.replace(/[,\s]/g, '');
  if (!/^\d*$/.test(cleaned)) {
    return raw;
  }
  const digits = cleaned.replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The hope price in won from the 만원 the seller typed; null when empty, NaN when not a whole number. */
export function hopePriceWonOf(manwon: string): number | null {
  const value = parseNumberText(manwon);
  return value === null ? null : value * BID_UNIT_WON;
}

const shape = listingRequest.shape;
/** The transforms say their output may also be undefined, as the shared optional fields they feed accept. */
const emptyToNull = (value: string): string | null | undefined => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string): number | null | undefined => parseNumberText(value);
const wonOrNull = (manwon: string): number | null | undefined => hopePriceWonOf(manwon);

/**
 * The form schema: each field is the shared field's rule after the unit change, so its message lands under
 * that field; the output is the `listingRequest` body. Format only: a draft may be incomplete.
 */
export const listingFormSchema = z
  .object({
    brandId: z
      .string()
      .transform((value) => (value === '' ? undefined : Number(value)))
      .pipe(shape.brandId),
    model: shape.model.unwrap(),
    year: z.string().transform(numberOrNull).pipe(shape.year),
    mileage: z
      .string()
      .refine(isWholeNumberText, { message: LISTING_MESSAGES.mileageWhole, abort: true })
      .transform(numberOrNull)
      .pipe(shape.mileage),
    fuel: z.string().transform(emptyToNull).pipe(shape.fuel),
    color: shape.color.unwrap(),
    condition: z.string().transform(emptyToNull).pipe(shape.condition),
    hasAccident: z.enum(['', 'no', 'yes']),
    accidentParts: shape.accident.unwrap(),
    repair: shape.repair.unwrap(),
    structureChange: shape.structureChange.unwrap(),
    otherRepair: shape.otherRepair.unwrap(),
    warrantyExpirationDate: shape.warrantyExpirationDate.unwrap(),
    purpose: z.string().transform(emptyToNull).pipe(shape.purpose),
    licensePlateDesuetude: z.string().transform(emptyToNull).pipe(shape.licensePlateDesuetude),
    officialIncome: z.string().transform(emptyToNull).pipe(shape.officialIncome),
    secondaryKey: z.string().transform(emptyToNull).pipe(shape.secondaryKey),
    etc: shape.etc.unwrap(),
    region1: shape.region1.unwrap(),
    region2: shape.region2.unwrap(),
    region3: shape.region3.unwrap(),
    hopePriceManwon: z
      .string()
      .refine(isWholeNumberText, { message: LISTING_MESSAGES.hopePriceWhole, abort: true })
      .transform(wonOrNull)
      .pipe(shape.hopePrice),
    plateNumber: shape.plateNumber.unwrap(),
    images: z
      .array(listingImage)
      .transform((images): ListingImage[] | undefined => images)
      .pipe(shape.images),
    // Each item's mistake at its own field (`conditionReport.items.<key>`); the body holds only the brand's
    // type's items that are filled in.
    conditionReport: z
      .object({
        vehicleType: z.union([z.enum(VEHICLE_TYPES), z.literal('')]),
        items: z.record(z.string(), z.object({ state: z.string(), note: z.string(), photo: z.string() })),
      })
      .superRefine((sheet, ctx) => {
        if (sheet.vehicleType === '') {
          return;
        }
        for (const mistake of sheetMistakes(sheet.vehicleType, { items: sheet.items }, { complete: false })) {
          ctx.addIssue({ code: 'custom', path: ['items', mistake.item], message: mistake.message });
        }
      })
      .transform((sheet): ListingRequest['conditionReport'] => reportOf(sheet))
      .pipe(shape.conditionReport),
  })
  .transform(({ hasAccident, accidentParts, hopePriceManwon, ...rest }): ListingInput => ({
    ...rest,
    accident: accidentOf(hasAccident, accidentParts),
    hopePrice: hopePriceManwon,
  }));

function accidentOf(answer: AccidentAnswer, parts: string): string {
  if (answer === 'no') {
    return NO_ACCIDENT;
  }
  return answer === 'yes' ? parts.trim() : '';
}

/** What `checkListingComplete` reads, from the form's values as typed. */
export function completenessValues(values: ListingFormValues): ListingValues {
  const brandId = Number(values.brandId);
  const number = (text: string) => {
    const parsed = parseNumberText(text);
    return parsed === null || Number.isNaN(parsed) ? null : parsed;
  };
  const hopePrice = hopePriceWonOf(values.hopePriceManwon);
  return {
    brandId: values.brandId !== '' && Number.isInteger(brandId) ? brandId : null,
    model: values.model,
    year: number(values.year),
    mileage: number(values.mileage),
    fuel: values.fuel,
    color: values.color,
    accident: accidentOf(values.hasAccident, values.accidentParts),
    purpose: values.purpose,
    hopePrice: hopePrice === null || Number.isNaN(hopePrice) ? null : hopePrice,
    region1: values.region1,
    region2: values.region2,
    licensePlateDesuetude: values.licensePlateDesuetude,
    officialIncome: values.officialIncome,
    secondaryKey: values.secondaryKey,
    images: values.images,
    vehicleType: values.conditionReport.vehicleType === '' ? null : values.conditionReport.vehicleType,
    conditionReport: reportOf(values.conditionReport),
  };
}

/** The fields `checkListingComplete` asks for, by the step that asks for them. */
const STEP_REQUIRED: Record<Exclude<ListingStepId, 'review'>, readonly ListingField[]> = {
  vehicle: ['brandId', 'model', 'year', 'mileage', 'fuel', 'color'],
  condition: ['accident', 'purpose', 'licensePlateDesuetude', 'officialIncome', 'secondaryKey'],
  sheet: ['conditionReport'],
  photos: ['images'],
  place: ['region1', 'region2', 'hopePrice'],
  // The plate (its own check below): the owner's consent is for it.
  owner: [],
};

/** A listing with every required value, so a check of one field reports only that field. */
const COMPLETE: ListingValues = {
  brandId: 1,
  model: '-',
  year: 2020,
  mileage: 0,
  fuel: 'GASOLINE',
  color: '-',
  accident: NO_ACCIDENT,
  purpose: 'ROAD',
  hopePrice: BID_UNIT_WON,
  region1: '-',
  region2: '-',
  licensePlateDesuetude: 'REGISTERED',
  officialIncome: '정식 수입',
  secondaryKey: '있음',
  images: [{ type: 'MAIN' }, { type: 'LEFT_SIDE' }, { type: 'RIGHT_SIDE' }],
  vehicleType: null,
  conditionReport: null,
};

/** A missing value's form field: a field of the form, or one item of the sheet. */
export type MissingField = ListingFormField | SheetItemField;
export type MissingItem = { field: MissingField; message: string; step: ListingStepId };

/** Every sheet item still missing or wrong before review, each at its own field. */
function missingInSheet(sheet: SheetFormValue): MissingItem[] {
  if (sheet.vehicleType === '') {
    return [];
  }
  return sheetMistakes(sheet.vehicleType, reportOf(sheet) ?? { items: {} }, { complete: true }).map(
    (mistake) => ({ field: sheetField(mistake.item), message: mistake.message, step: 'sheet' }),
  );
}

/** The form field that shows a missing listing value's message. */
function formFieldOf(field: ListingField, values: ListingFormValues): ListingFormField {
  switch (field) {
    case 'accident':
      return values.hasAccident === 'yes' ? 'accidentParts' : 'hasAccident';
    case 'hopePrice':
      return 'hopePriceManwon';
    case 'region2':
      return 'region1';
    case 'brandId':
    case 'model':
    case 'year':
    case 'mileage':
    case 'fuel':
    case 'color':
    case 'purpose':
    case 'region1':
    case 'licensePlateDesuetude':
    case 'officialIncome':
    case 'secondaryKey':
    case 'images':
      return field;
    case 'vehicleType':
    case 'conditionReport':
      return 'conditionReport';
  }
}

/** Everything still missing before review, in the form's order, each with the shared message. */
export function missingForReview(values: ListingFormValues): MissingItem[] {
  const current = completenessValues(values);
  const items: MissingItem[] = [];
  for (const [step, fields] of Object.entries(STEP_REQUIRED) as [ListingStepId, ListingField[]][]) {
    for (const field of fields) {
      // region1 and region2 are one check ("the region"): region2 is reported with region1.
      if (field === 'region2') {
        continue;
      }
      // The sheet says every item it misses, each at its field (checkListingComplete names the first).
      if (field === 'conditionReport') {
        items.push(...missingInSheet(values.conditionReport));
        continue;
      }
      const probe: ListingValues = { ...COMPLETE, [field]: current[field] };
      if (field === 'region1') {
        probe.region2 = current.region2;
      }
      const missing = checkListingComplete(probe);
      if (missing) {
        items.push({ field: formFieldOf(missing.field, values), message: missing.message, step });
      }
    }
  }
  if (values.plateNumber.trim() === '') {
    items.push({ field: 'plateNumber', message: OWNER_CONSENT_MESSAGES.plateRequired, step: 'owner' });
  }
  return items;
}

/** What the given step still needs (the "다음" button checks it), in the form's order. */
export function missingInStep(values: ListingFormValues, step: ListingStepId): MissingItem[] {
  return missingForReview(values).filter((item) => item.step === step);
}

/**
 * The form fields shown on the vehicle, sheet, photos and place steps; every other field is on the condition
 * step.
 */
const FIELD_STEP: ReadonlyMap<string, ListingStepId> = new Map([
  ...STEP_REQUIRED.vehicle.map((field) => [field, 'vehicle'] as const),
  ...STEP_REQUIRED.sheet.map((field) => [field, 'sheet'] as const),
  ...STEP_REQUIRED.photos.map((field) => [field, 'photos'] as const),
  ...(['region1', 'region2', 'region3', 'hopePriceManwon'] as const).map(
    (field) => [field, 'place'] as const,
  ),
  ['plateNumber', 'owner'] as const,
]);

/** The step that shows a form field (where an error on it sends the seller). */
export function stepOfField(field: string): ListingStepId {
  const root = field.split('.')[0] ?? field;
  return FIELD_STEP.get(root) ?? 'condition';
}

/** The form's values from a saved listing (the edit form starts from them). */
export function formValuesOf(listing: Omit<ListingValuesView, 'version'>): ListingFormValues {
  const accident = listing.accident.trim();
  return {
    brandId: listing.brandId === null ? '' : String(listing.brandId),
    model: listing.model,
    year: listing.year === null ? '' : String(listing.year),
    mileage: listing.mileage === null ? '' : formatNumber(listing.mileage),
    fuel: listing.fuel,
    color: listing.color,
    condition: listing.condition,
    hasAccident: accident === '' ? '' : accident === NO_ACCIDENT ? 'no' : 'yes',
    accidentParts: accident === NO_ACCIDENT ? '' : accident,
    repair: listing.repair,
    structureChange: listing.structureChange,
    otherRepair: listing.otherRepair,
    warrantyExpirationDate: listing.warrantyExpirationDate,
    purpose: listing.purpose,
    licensePlateDesuetude: listing.licensePlateDesuetude,
    officialIncome: listing.officialIncome,
    secondaryKey: listing.secondaryKey,
    etc: listing.etc,
    region1: listing.region1,
    region2: listing.region2,
    region3: listing.region3,
    hopePriceManwon: listing.hopePrice === null ? '' : formatNumber(listing.hopePrice / BID_UNIT_WON),
    plateNumber: listing.plateNumber,
    images: listing.images,
    conditionReport: {
      vehicleType: isVehicleType(listing.vehicleType) ? listing.vehicleType : '',
      items: listing.conditionReport?.items ?? {},
    },
  };
}
