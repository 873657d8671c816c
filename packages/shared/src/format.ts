// Display formatters shared by server (messages) and web. Dates are shown on the Asia/Seoul clock.
import { KST_OFFSET_MS } from './kst';

// The Intl formatters are built on first use, not at module load: building them is a measurable part of the
// web's start (docs/benchmarks.md "Lighthouse, second round", docs/decisions/043).
let numberFormat: Intl.NumberFormat | undefined;

function numbers(): Intl.NumberFormat {
  numberFormat ??= new Intl.NumberFormat('ko-KR');
  return numberFormat;
}

/**
 * 1234567 -> "1,234,567", as ko-KR groups digits. A whole number is grouped here, not by Intl: a page's first Intl
 * formatter starts ICU in that page, 15–40 ms of main thread in Chromium, which the list's first screen would pay
 * for a mileage (docs/benchmarks.md "Lighthouse, sixth round"). Fractions and odd values (-0, NaN, ∞) go to Intl.
 */
export function formatNumber(value: number | bigint): string {
  if (typeof value === 'bigint' || (Number.isSafeInteger(value) && !Object.is(value, -0))) {
    const digits = String(value < 0 ? -value : value);
    let grouped = digits.slice(0, digits.length % 3 || 3);
    for (let at = grouped.length; at < digits.length; at += 3) {
      grouped += `,${digits.slice(at, at + 3)}`;
    }
    return value < 0 ? `-${grouped}` : grouped;
  }
  return numbers().format(value);
}

/** 1234567 -> "1,234,567원" */
export function formatWon(value: number): string {
  return `${formatNumber(value)}원`;
}

const KOREAN_UNITS = [
  { value: 10_000_000_000_000_000n, label: '경' },
  { value: 1_000_000_000_000n, label: '조' },
  { value: 100_000_000n, label: '억' },
  { value: 10_000n, label: '만' },
] as const;

/**
 * Groups a won amount by 만/억/조/경: 152,500,000 -> "1억 5,250만원", 3,000 -> "3,000원".
 * Groups of zero are left out; each group keeps thousands separators.
 */
export function formatKoreanWon(value: number): string {
  if (!Number.isFinite(value)) {
    return '0원';
  }
  const negative = value < 0;
  let rest = BigInt(Math.round(Math.abs(value)));
  if (rest === 0n) {
    return '0원';
  }
  const parts: string[] = [];
  for (const unit of KOREAN_UNITS) {
    const count = rest / unit.value;
    if (count > 0n) {
      parts.push(`${formatNumber(count)}${unit.label}`);
      rest %= unit.value;
    }
  }
  if (rest > 0n) {
    parts.push(formatNumber(rest));
  }
  return `${negative ? '-' : ''}${parts.join(' ')}원`;
}

type KstParts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  weekday: string;
};

/** Intl's short ko-KR weekdays, Sunday first (Date's getUTCDay order). */
const KST_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/**
 * The Asia/Seoul wall-clock fields of `date`, as Intl's ko-KR parts would give them (two-digit month to second, the
 * short Korean weekday). Read off the fixed offset (kst.ts: UTC+09:00 all year), not through Intl: a page's first
 * Intl formatter starts ICU, 15–40 ms of main thread in Chromium (formatNumber). An invalid date throws, as Intl does.
 */
export function kstParts(date: Date | string | number): KstParts {
  const at = new Date(date).getTime();
  if (Number.isNaN(at)) {
    throw new RangeError('Invalid time value');
  }
  const wall = new Date(at + KST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(wall.getUTCFullYear()),
    month: pad(wall.getUTCMonth() + 1),
    day: pad(wall.getUTCDate()),
    hour: pad(wall.getUTCHours()),
    minute: pad(wall.getUTCMinutes()),
    second: pad(wall.getUTCSeconds()),
    weekday: KST_WEEKDAYS[wall.getUTCDay()] ?? '',
  };
}

function isValidDate(date: Date | string | number | null | undefined): date is Date | string | number {
  return date !== null && date !== undefined && date !== '' && !Number.isNaN(new Date(date).getTime());
}

/** "yyyy.MM.dd" in Asia/Seoul; empty for a missing or invalid date. */
export function formatDotDate(date: Date | string | number | null | undefined): string {
  if (!isValidDate(date)) {
    return '';
  }
  const p = kstParts(date);
  return `${p.year}.${p.month}.${p.day}`;
}

/** "MM/dd(EEE) HH:mm" in Asia/Seoul, weekday in Korean: "11/22(일) 09:00". */
export function formatShortDateTime(date: Date | string | number | null | undefined): string {
  if (!isValidDate(date)) {
    return '';
  }
  const p = kstParts(date);
  return `${p.month}/${p.day}(${p.weekday}) ${p.hour}:${p.minute}`;
}

/** "yyyy.MM.dd HH:mm" in Asia/Seoul. */
export function formatDotDateTime(date: Date | string | number | null | undefined): string {
  if (!isValidDate(date)) {
    return '';
  }
  const p = kstParts(date);
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** Keeps digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** "01012345678" -> "010-1234-5678", "0212345678" -> "02-1234-5678". */
export function formatPhone(value: string): string {
  // A masked number (`010-****-5678`, docs/domain.md "Contact relay") is shown as it is.
  if (value.includes('*')) {
    return value;
  }
  const digits = digitsOnly(value);
  // Seoul's area code has two digits; mobile and every other area code three. The middle group grows to four digits last.
  // A 050X number (a relay, 안심번호) has 12 digits in groups of four.
  const area = digits.startsWith('02') ? 2 : digits.startsWith('050') && digits.length === 12 ? 4 : 3;
  if (digits.length <= area) {
    return digits;
  }
  if (digits.length <= area + 3) {
    return `${digits.slice(0, area)}-${digits.slice(area)}`;
  }
  if (digits.length <= area + 7) {
    return `${digits.slice(0, area)}-${digits.slice(area, area + 3)}-${digits.slice(area + 3)}`;
  }
  return `${digits.slice(0, area)}-${digits.slice(area, area + 4)}-${digits.slice(area + 4, area + 8)}`;
}

/** A business registration number as it is shown, while typed too: "1234567890" -> "123-45-67890". */
export function formatBusinessNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** Masks a name keeping the first and last character: "김민수" -> "김*수", "김수" -> "김*". */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) {
    return name;
  }
  if (chars.length === 2) {
    return `${chars[0]}*`;
  }
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Removes quote marks from an error text shown under an input (docs/spec.md §5). */
export function stripQuotes(message: string): string {
  return message.replace(/["'“”‘’]/g, '');
}

export type Countdown = {
  hours: number;
  minutes: number;
  seconds: number;
  text: string;
  isWarning: boolean;
  isOver: boolean;
};

/** A countdown turns red (closing soon) when less than this remains, and stays red to the end. */
const COUNTDOWN_WARNING_MS = 3 * 3600 * 1000;

/** Countdown to an end time; stops at zero. Red once less than 3 hours remain, steadily until it ends. */
export function countdown(endDate: Date | string | number, now: Date | number = Date.now()): Countdown {
  const remaining = Math.max(0, new Date(endDate).getTime() - new Date(now).getTime());
  const totalSeconds = Math.floor(remaining / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    hours,
    minutes,
    seconds,
    text: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`,
    isWarning: remaining < COUNTDOWN_WARNING_MS,
    isOver: remaining === 0,
  };
}
