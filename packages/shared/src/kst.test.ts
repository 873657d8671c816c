import { describe, expect, it } from 'vitest';
import {
  KST_OFFSET_MS,
  kstDateParts,
  kstDayKey,
  kstDayStart,
  kstMidnightOf,
  nextKstHour,
  startOfKstDay,
  startOfKstMonth,
} from './kst';

const iso = (wall: string) => new Date(`${wall}+09:00`).toISOString();

describe('the Asia/Seoul clock', () => {
  it('is UTC+09:00', () => {
    expect(KST_OFFSET_MS).toBe(9 * 3600_000);
  });

  it.each([
    ['just after midnight', '2026-11-20T00:00:01', '2026-11-20'],
    ['late at night', '2026-11-20T23:59:59', '2026-11-20'],
    ['at 08:59, still the previous UTC day', '2026-11-20T08:59:59', '2026-11-20'],
    ['at midnight exactly', '2026-11-20T00:00:00', '2026-11-20'],
  ])('day of %s', (_case, wall, day) => {
    expect(kstDayKey(new Date(`${wall}+09:00`))).toBe(day);
    expect(startOfKstDay(new Date(`${wall}+09:00`)).toISOString()).toBe(iso(`${day}T00:00:00`));
    expect(kstDayStart(day).toISOString()).toBe(iso(`${day}T00:00:00`));
  });

  it('starts the month on the 1st at 00:00 Seoul, across a year end', () => {
    expect(startOfKstMonth(new Date('2026-12-31T23:30:00+09:00')).toISOString()).toBe(
      iso('2026-12-01T00:00:00'),
    );
    expect(startOfKstMonth(new Date('2027-01-01T00:10:00+09:00')).toISOString()).toBe(
      iso('2027-01-01T00:00:00'),
    );
  });

  it('builds a date and reads its wall clock back', () => {
    expect(kstMidnightOf(2026, 2, 28).toISOString()).toBe(iso('2026-02-28T00:00:00'));
    expect(kstDateParts('2026-11-20T09:05:07+09:00')).toEqual({
      year: 2026,
      month: 11,
      day: 20,
      hour: 9,
      minute: 5,
      second: 7,
    });
    expect(kstDayStart('not a day').getTime()).toBeNaN();
  });

  it('finds the next hour strictly after an instant', () => {
    expect(nextKstHour('2026-11-20T08:59:59+09:00', 9).toISOString()).toBe(iso('2026-11-20T09:00:00'));
    expect(nextKstHour('2026-11-20T09:00:00+09:00', 9).toISOString()).toBe(iso('2026-11-21T09:00:00'));
    expect(nextKstHour('2026-11-20T01:00:00+09:00', 2).toISOString()).toBe(iso('2026-11-20T02:00:00'));
  });
});
