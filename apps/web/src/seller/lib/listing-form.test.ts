import { describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES, LISTING_MESSAGES, NO_ACCIDENT, clearConditionReport } from '@autobid/shared';
import {
  EMPTY_LISTING_FORM,
  formValuesOf,
  formatNumberText,
  hopePriceWonOf,
  listingFormSchema,
  missingForReview,
  missingInStep,
  stepOfField,
  type ListingFormValues,
} from './listing-form';

const complete: ListingFormValues = {
  ...EMPTY_LISTING_FORM,
  brandId: '3',
  model: 'CB125R',
  year: '2021',
  mileage: '12,500',
  fuel: 'GASOLINE',
  color: '흰색',
  hasAccident: 'no',
  purpose: 'ROAD',
  licensePlateDesuetude: 'REGISTERED',
  officialIncome: '정식 수입',
  secondaryKey: '있음',
  region1: '서울특별시',
  region2: '강남구',
  region3: '역삼동',
  hopePriceManwon: '350',
  images: [
    { type: 'MAIN', image: '/uploads/a.png' },
    { type: 'LEFT_SIDE', image: '/uploads/b.png' },
    { type: 'RIGHT_SIDE', image: '/uploads/c.png' },
  ],
  conditionReport: { vehicleType: 'MOTORBIKE', items: clearConditionReport('MOTORBIKE').items },
  plateNumber: '12가3456',
};

/** The first message the form schema gives for each field. */
function errorsOf(values: ListingFormValues): Record<string, string> {
  const parsed = listingFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('listingFormSchema', () => {
  it('turns the typed values into the listing body: numbers, won, "없음"', () => {
    const parsed = listingFormSchema.parse(complete);
    expect(parsed).toMatchObject({
      brandId: 3,
      model: 'CB125R',
      year: 2021,
      mileage: 12_500,
      fuel: 'GASOLINE',
      accident: NO_ACCIDENT,
      hopePrice: 3_500_000,
      region1: '서울특별시',
    });
    expect(parsed).not.toHaveProperty('hasAccident');
    expect(parsed).not.toHaveProperty('hopePriceManwon');
  });

  it('sends the damaged parts as the accident, and empty choices as null', () => {
    const parsed = listingFormSchema.parse({
      ...EMPTY_LISTING_FORM,
      brandId: '3',
      hasAccident: 'yes',
      accidentParts: ' 앞 범퍼, 운전석 도어 ',
    });
    expect(parsed.accident).toBe('앞 범퍼, 운전석 도어');
    expect(parsed.fuel).toBeNull();
    expect(parsed.year).toBeNull();
    expect(parsed.hopePrice).toBeNull();
  });

  it('a draft needs only the brand', () => {
    expect(errorsOf({ ...EMPTY_LISTING_FORM, brandId: '1' })).toEqual({});
    expect(errorsOf(EMPTY_LISTING_FORM)).toEqual({ brandId: LISTING_MESSAGES.brandRequired });
  });

  it('puts each shared message under its own field', () => {
    expect(
      errorsOf({
        ...complete,
        year: '1800',
        mileage: '12.5',
        hopePriceManwon: '0',
        warrantyExpirationDate: '2027/03/31',
      }),
    ).toEqual({
      year: LISTING_MESSAGES.yearRange,
      mileage: LISTING_MESSAGES.mileageWhole,
      hopePriceManwon: LISTING_MESSAGES.hopePriceRange,
      warrantyExpirationDate: LISTING_MESSAGES.warrantyDate,
    });
  });

  it('refuses a hope price that is not whole 만원 and one over the limit', () => {
    for (const typed of ['35.5', '35만', '3 5.5']) {
      expect(errorsOf({ ...complete, hopePriceManwon: typed }).hopePriceManwon).toBe(
        LISTING_MESSAGES.hopePriceWhole,
      );
    }
    // 11 digits of 만원: refused with the limits, never cut down to 99억.
    for (const typed of ['1,000,000', '12,345,678,901']) {
      expect(errorsOf({ ...complete, hopePriceManwon: typed }).hopePriceManwon).toBe(
        LISTING_MESSAGES.hopePriceRange,
      );
    }
    expect(errorsOf({ ...complete, mileage: '10,000,000' }).mileage).toBe(LISTING_MESSAGES.mileageRange);
    expect(errorsOf({ ...complete, hopePriceManwon: '999,999' })).toEqual({});
  });

  it('refuses a second main photo and more than 20 photos', () => {
    const twice = [...complete.images, { type: 'MAIN' as const, image: '/uploads/d.png' }];
    expect(errorsOf({ ...complete, images: twice }).images).toBe(LISTING_MESSAGES.photoTypeTwice);
    const many = Array.from({ length: 21 }, (_, i) => ({ type: 'ETC' as const, image: `/uploads/${i}.png` }));
    expect(errorsOf({ ...complete, images: many }).images).toBe(LISTING_MESSAGES.photosTooMany);
  });
});

describe('the sheet in the listing body', () => {
  const tuningIssues = (values: ListingFormValues) => {
    const parsed = listingFormSchema.safeParse(values);
    return (parsed.success ? [] : parsed.error.issues).map((issue) => ({
      path: issue.path.join('/'),
      message: issue.message,
    }));
  };

  it('sends only the filled items of the brand’s type, trimmed, and null for a sheet with none', () => {
    const parsed = listingFormSchema.parse({
      ...complete,
      conditionReport: {
        vehicleType: 'MOTORBIKE',
        items: {
          frame: { state: 'NONE', note: '', photo: '' },
          tuning: { state: 'SOME', note: ' 머플러 교체 ', photo: '/uploads/t.png' },
          engine: { state: '', note: '', photo: '' },
          'panel.hood': { state: 'ORIGINAL', note: '', photo: '' },
        },
      },
    });
    expect(parsed.conditionReport).toEqual({
      items: {
        frame: { state: 'NONE', note: '', photo: '' },
        tuning: { state: 'SOME', note: '머플러 교체', photo: '/uploads/t.png' },
      },
    });
    expect(
      listingFormSchema.parse({ ...complete, conditionReport: { vehicleType: 'MOTORBIKE', items: {} } })
        .conditionReport,
    ).toBeNull();
  });

  it('puts a draft’s sheet mistake at its item: a state that asks for a note, a tyre wear over 100', () => {
    expect(
      tuningIssues({
        ...complete,
        conditionReport: {
          vehicleType: 'MOTORBIKE',
          items: {
            tuning: { state: 'SOME', note: '', photo: '' },
            rearTyre: { state: '130', note: '', photo: '' },
          },
        },
      }),
    ).toEqual([
      {
        path: 'conditionReport/items/rearTyre',
        message: CONDITION_MESSAGES.percentInvalid('뒤 타이어 마모율'),
      },
      { path: 'conditionReport/items/tuning', message: CONDITION_MESSAGES.noteRequired('튜닝·개조') },
    ]);
  });

  it('the sheet step asks for every item left, with the note where the state asks for one', () => {
    const items = clearConditionReport('MOTORBIKE', {
      electrics: { state: 'PARTIAL' },
      chain: { state: '' },
    }).items;
    expect(
      missingInStep({ ...complete, conditionReport: { vehicleType: 'MOTORBIKE', items } }, 'sheet'),
    ).toEqual([
      {
        field: 'conditionReport.items.chain',
        message: CONDITION_MESSAGES.stateRequired('체인·스프로킷'),
        step: 'sheet',
      },
      {
        field: 'conditionReport.items.electrics',
        message: CONDITION_MESSAGES.noteRequired('전기·등화장치'),
        step: 'sheet',
      },
    ]);
  });
});

describe('missingInStep', () => {
  it('step 1 asks for brand, model, year, mileage, fuel and colour in order', () => {
    expect(missingInStep(EMPTY_LISTING_FORM, 'vehicle').map((item) => item.message)).toEqual([
      LISTING_MESSAGES.brandRequired,
      LISTING_MESSAGES.modelRequired,
      LISTING_MESSAGES.yearRequired,
      LISTING_MESSAGES.mileageRequired,
      LISTING_MESSAGES.fuelRequired,
      LISTING_MESSAGES.colorRequired,
    ]);
    expect(missingInStep(complete, 'vehicle')).toEqual([]);
  });

  it('step 2: an accident answered "있음" needs the parts, under the parts field', () => {
    const missing = missingInStep({ ...complete, hasAccident: 'yes', accidentParts: '' }, 'condition');
    expect(missing).toEqual([
      { field: 'accidentParts', message: LISTING_MESSAGES.accidentRequired, step: 'condition' },
    ]);
    expect(missingInStep({ ...complete, hasAccident: '' }, 'condition')[0]?.field).toBe('hasAccident');
  });

  it('the photos step needs the three typed photos; the place step the region and the price', () => {
    expect(missingInStep({ ...complete, images: complete.images.slice(0, 2) }, 'photos')).toEqual([
      { field: 'images', message: LISTING_MESSAGES.photosRequired, step: 'photos' },
    ]);
    expect(missingInStep({ ...complete, region2: '', hopePriceManwon: '' }, 'place')).toEqual([
      { field: 'region1', message: LISTING_MESSAGES.regionRequired, step: 'place' },
      { field: 'hopePriceManwon', message: LISTING_MESSAGES.hopePriceRequired, step: 'place' },
    ]);
  });

  it('a step checks only its own fields', () => {
    expect(missingInStep({ ...EMPTY_LISTING_FORM, ...pick(complete, VEHICLE) }, 'vehicle')).toEqual([]);
  });
});

const VEHICLE = ['brandId', 'model', 'year', 'mileage', 'fuel', 'color'] as const;
function pick(values: ListingFormValues, keys: readonly (keyof ListingFormValues)[]) {
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

describe('missingForReview', () => {
  it('lists every missing value of the whole listing with its step', () => {
    const missing = missingForReview(EMPTY_LISTING_FORM);
    expect(missing.map((item) => item.step)).toEqual([
      ...Array<string>(6).fill('vehicle'),
      ...Array<string>(5).fill('condition'),
      'photos',
      'place',
      'place',
      'owner',
    ]);
    expect(missingForReview(complete)).toEqual([]);
  });

  it('lists each item of the sheet still to answer, at its own field, once the brand gives the sheet', () => {
    const sheet = { vehicleType: 'MOTORBIKE' as const, items: {} };
    const missing = missingForReview({ ...complete, conditionReport: sheet });
    expect(missing.every((item) => item.step === 'sheet')).toBe(true);
    // Every item but the inspection date (optional).
    expect(missing).toHaveLength(18);
    expect(missing[0]).toEqual({
      field: 'conditionReport.items.frame',
      message: CONDITION_MESSAGES.stateRequired('프레임 손상·교정'),
      step: 'sheet',
    });
    expect(missing.find((item) => item.field === 'conditionReport.items.frontTyre')?.message).toBe(
      CONDITION_MESSAGES.percentInvalid('앞 타이어 마모율'),
    );
  });
});

describe('stepOfField', () => {
  it('finds the step of a field, photos by their path too', () => {
    expect(stepOfField('mileage')).toBe('vehicle');
    expect(stepOfField('accidentParts')).toBe('condition');
    expect(stepOfField('images.2.image')).toBe('photos');
    expect(stepOfField('hopePriceManwon')).toBe('place');
    expect(stepOfField('conditionReport.items.exterior.tank')).toBe('sheet');
  });
});

describe('form values', () => {
  it('start from a saved listing in the form’s units', () => {
    const values = formValuesOf({
      ...complete,
      vehicleType: 'MOTORBIKE',
      conditionReport: clearConditionReport('MOTORBIKE'),
      brandId: 3,
      year: 2021,
      mileage: 12_500,
      condition: '상',
      accident: '앞 범퍼',
      hopePrice: 15_250_000,
    });
    expect(values).toMatchObject({
      brandId: '3',
      year: '2021',
      mileage: '12,500',
      hasAccident: 'yes',
      accidentParts: '앞 범퍼',
      hopePriceManwon: '1,525',
      condition: '상',
      conditionReport: { vehicleType: 'MOTORBIKE', items: clearConditionReport('MOTORBIKE').items },
    });
    expect(
      formValuesOf({
        ...complete,
        vehicleType: '',
        conditionReport: null,
        brandId: null,
        year: null,
        mileage: null,
        condition: '',
        accident: NO_ACCIDENT,
        hopePrice: null,
      }),
    ).toMatchObject({
      brandId: '',
      hasAccident: 'no',
      accidentParts: '',
      hopePriceManwon: '',
      conditionReport: { vehicleType: '', items: {} },
    });
  });

  it('format typed numbers with separators and read 만원 as won', () => {
    expect(formatNumberText('0012500')).toBe('12,500');
    expect(formatNumberText('12,5000')).toBe('125,000');
    expect(formatNumberText('')).toBe('');
    // Nothing typed is dropped: the field says what is wrong instead.
    expect(formatNumberText('12345678901')).toBe('12,345,678,901');
    expect(formatNumberText('35.5')).toBe('35.5');
    expect(formatNumberText('12500km')).toBe('12500km');
    expect(hopePriceWonOf('1,525')).toBe(15_250_000);
    expect(hopePriceWonOf('')).toBeNull();
    expect(hopePriceWonOf('abc')).toBeNaN();
  });
});
