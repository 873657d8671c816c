import { describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES, CONDITION_SHEETS, clearConditionReport } from '@autobid/shared';
import { fillClear, reportOf, sheetForType, sheetMistakes, sheetProgress } from './condition-sheet';

const entry = (state: string, note = '', photo = '') => ({ state, note, photo });

describe('the sheet when the brand changes', () => {
  it('keeps only the items of the new type, empties a state the item no longer offers, keeps notes and photos', () => {
    const bike = {
      vehicleType: 'MOTORBIKE' as const,
      items: {
        frame: entry('STRAIGHTENED', '2019년 교정', '/uploads/f.png'),
        accidentHistory: entry('SOME', '2020년 전도'),
        chain: entry('GOOD'),
        'exterior.tank': entry('SCRATCH'),
      },
    };
    const car = sheetForType(bike, 'CAR');
    expect(car).toEqual({
      vehicleType: 'CAR',
      items: {
        // The car's frame item has no "교정 이력".
        frame: entry('', '2019년 교정', '/uploads/f.png'),
        accidentHistory: entry('SOME', '2020년 전도'),
      },
    });
    expect(Object.keys(car.items).every((key) => CONDITION_SHEETS.CAR.some((item) => item.key === key))).toBe(
      true,
    );
    expect(reportOf(car)).toEqual({ items: car.items });
    // The same type, or no brand: nothing is dropped.
    expect(sheetForType(bike, 'MOTORBIKE')).toEqual(bike);
    expect(sheetForType(bike, '').items).toEqual(bike.items);
  });
});

describe('모두 이상 없음으로 채우기', () => {
  it('answers every choice not answered yet with its expected state, keeps the rest, leaves the tyre wear', () => {
    const filled = fillClear({
      vehicleType: 'MOTORBIKE',
      items: { engine: entry('NOISE', '시동 후 딸깍 소리'), frontTyre: entry('35') },
    });
    const clear = clearConditionReport('MOTORBIKE').items;
    expect(filled.items.engine).toEqual(entry('NOISE', '시동 후 딸깍 소리'));
    expect(filled.items.frame).toEqual(clear.frame);
    expect(filled.items['exterior.wheels']).toEqual(entry('CLEAN'));
    expect(filled.items.frontTyre).toEqual(entry('35'));
    expect(filled.items.rearTyre).toBeUndefined();
    // Only the wear of the rear tyre is left before review.
    expect(
      sheetMistakes('MOTORBIKE', { items: filled.items }, { complete: true, today: '2026-12-06' }),
    ).toEqual([{ item: 'rearTyre', message: CONDITION_MESSAGES.percentInvalid('뒤 타이어 마모율') }]);
    expect(sheetProgress(filled)).toEqual({ done: 17, total: 18 });
  });
});

describe('sheetMistakes', () => {
  it('gives every item’s mistake at once, a future date and a wrong choice included', () => {
    const mistakes = sheetMistakes(
      'MOTORBIKE',
      { items: { lastInspection: entry('2027-01-01'), brakes: entry('GOOD'), electrics: entry('NORMAL') } },
      { complete: false, today: '2026-12-06' },
    );
    expect(mistakes).toEqual([
      { item: 'brakes', message: CONDITION_MESSAGES.stateInvalid('브레이크') },
      { item: 'lastInspection', message: CONDITION_MESSAGES.dateInvalid('최근 정기점검일') },
    ]);
  });
});
