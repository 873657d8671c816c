import { describe, expect, it } from 'vitest';
import {
  countdown,
  formatBusinessNumber,
  formatDotDate,
  formatKoreanWon,
  formatNumber,
  formatPhone,
  formatShortDateTime,
  formatWon,
  kstParts,
  maskName,
  stripQuotes,
} from './format';
import { feeForPrice } from './fees';

describe('won formatting', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatWon(170000)).toBe('170,000원');
  });

  it('groups whole numbers by hand exactly as Intl does for ko-KR, and leaves the rest to Intl', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    const wholes = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 123_456, 1_000_000, 12_345_678];
    for (const value of [
      ...wholes,
      ...wholes.map((v) => -v),
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
    for (const value of [0n, 7n, -1000n, 123_456_789_012_345_678_901n, -98_765_432_109_876_543n]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
    for (const value of [-0, 1.5, 1234.5678, -0.25, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
    for (let i = 0; i < 500; i += 1) {
      const value = Math.floor((Math.random() - 0.5) * 10 ** (1 + (i % 15)));
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
  });

  it('groups by 만, 억, 조 and 경', () => {
    expect(formatKoreanWon(0)).toBe('0원');
    expect(formatKoreanWon(3000)).toBe('3,000원');
    expect(formatKoreanWon(10_000)).toBe('1만원');
    expect(formatKoreanWon(12_500_000)).toBe('1,250만원');
    expect(formatKoreanWon(152_500_000)).toBe('1억 5,250만원');
    expect(formatKoreanWon(100_000_000)).toBe('1억원');
    expect(formatKoreanWon(100_000_005)).toBe('1억 5원');
    expect(formatKoreanWon(2_000_300_000_000)).toBe('2조 3억원');
    expect(formatKoreanWon(9_999_990_000)).toBe('99억 9,999만원');
    expect(formatKoreanWon(10_000_000_000_000_000)).toBe('1경원');
    expect(formatKoreanWon(12_340_000_000_000_000)).toBe('1경 2,340조원');
    expect(formatKoreanWon(-50_000)).toBe('-5만원');
  });
});

describe('dates on the Seoul clock', () => {
  it('formats with dots whatever the machine zone', () => {
    // 2026-11-21T15:30:00Z is 2026-11-22 00:30 in Seoul.
    expect(formatDotDate('2026-11-21T15:30:00Z')).toBe('2026.11.22');
    expect(formatDotDate(null)).toBe('');
    expect(formatDotDate('not a date')).toBe('');
  });

  it('formats month/day with a Korean weekday', () => {
    expect(formatShortDateTime('2026-11-22T00:00:00Z')).toBe('11/22(일) 09:00');
  });

  it('reads the Seoul wall clock off its fixed offset exactly as Intl reads Asia/Seoul', () => {
    const intl = new Intl.DateTimeFormat('ko-KR', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    const edges = [
      '2026-12-31T14:59:59.999Z',
      '2026-12-31T15:00:00Z',
      '2028-02-28T15:00:00Z',
      '1990-01-01T00:00:00Z',
    ];
    const randoms = Array.from(
      { length: 500 },
      () => Date.UTC(1990, 0, 1) + Math.random() * 80 * 365 * 86_400_000,
    );
    for (const at of [...edges.map((edge) => Date.parse(edge)), ...randoms]) {
      const fromIntl = Object.fromEntries(
        intl
          .formatToParts(at)
          .filter((part) => part.type !== 'literal')
          .map((part) => [part.type, part.value]),
      );
      expect(kstParts(at), new Date(at).toISOString()).toEqual(fromIntl);
    }
    expect(() => kstParts('not a date')).toThrow(RangeError);
  });
});

describe('phone and names', () => {
  it('inserts dashes', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010123')).toBe('010-123');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
  });

  it('masks all but the first and last character', () => {
    expect(maskName('김민수')).toBe('김*수');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('김수')).toBe('김*');
    expect(maskName('김')).toBe('김');
  });

  it('strips quote marks from input errors', () => {
    expect(stripQuotes('"아이디"를 입력해주세요')).toBe('아이디를 입력해주세요');
  });
});

describe('countdown', () => {
  const end = new Date('2026-11-22T09:00:00Z');
  it('formats hours, minutes and seconds and stops at zero', () => {
    expect(countdown(end, new Date('2026-11-20T09:00:00Z')).text).toBe('48:00:00');
    expect(countdown(end, new Date('2026-11-22T08:58:58Z')).text).toBe('00:01:02');
    const over = countdown(end, new Date('2026-11-23T00:00:00Z'));
    expect(over.text).toBe('00:00:00');
    expect(over.isOver).toBe(true);
  });

  it('is red once less than 3 hours remain and stays red every second to the end', () => {
    expect(countdown(end, new Date('2026-11-22T06:00:00Z')).isWarning).toBe(false); // 03:00:00
    expect(countdown(end, new Date('2026-11-22T05:59:59.999Z')).isWarning).toBe(false); // 03:00:00.001
    expect(countdown(end, new Date('2026-11-22T06:00:00.001Z')).isWarning).toBe(true); // 02:59:59
    // Every second of the last 3 hours is red, also those whose minutes or seconds are 3 or more.
    for (let left = 3 * 3600 - 1; left >= 0; left -= 1) {
      const value = countdown(end, end.getTime() - left * 1000);
      if (!value.isWarning) {
        throw new Error(`not red at ${value.text}`);
      }
    }
    expect(countdown(end, new Date('2026-11-22T08:57:57Z')).isWarning).toBe(true); // 00:02:03
    expect(countdown(end, new Date('2026-11-22T07:56:00Z')).isWarning).toBe(true); // 01:04:00
    expect(countdown(end, new Date('2026-11-20T09:00:00Z')).isWarning).toBe(false); // 48:00:00
  });
});

describe('fee brackets', () => {
  it('is inclusive of each upper bound', () => {
    expect(feeForPrice(10_000)).toBe(170_000);
    expect(feeForPrice(5_000_000)).toBe(170_000);
    expect(feeForPrice(5_010_000)).toBe(240_000);
    expect(feeForPrice(10_000_000)).toBe(240_000);
    expect(feeForPrice(10_010_000)).toBe(290_000);
    expect(feeForPrice(15_000_000)).toBe(290_000);
    expect(feeForPrice(15_010_000)).toBe(320_000);
    expect(feeForPrice(30_000_000)).toBe(320_000);
    expect(feeForPrice(30_010_000)).toBe(380_000);
    expect(feeForPrice(40_000_000)).toBe(380_000);
    expect(feeForPrice(40_010_000)).toBe(410_000);
  });
});

describe('business registration number formatting', () => {
  it('groups 3-2-5 while typed and when whole', () => {
    expect(formatBusinessNumber('')).toBe('');
    expect(formatBusinessNumber('123')).toBe('123');
    expect(formatBusinessNumber('1234')).toBe('123-4');
    expect(formatBusinessNumber('1234567890')).toBe('123-45-67890');
    expect(formatBusinessNumber('123-45-678901')).toBe('123-45-67890');
  });
});
