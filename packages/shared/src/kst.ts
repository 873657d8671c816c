// The business clock (docs/domain.md): Asia/Seoul, UTC+09:00 all year (no daylight saving). Every
// calendar-day, month and wall-clock computation of server and web starts here; the display formatters
// (format.ts) read the same offset.

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Asia/Seoul's offset from UTC, in hours and in milliseconds. */
export const KST_OFFSET_HOURS = 9;
export const KST_OFFSET_MS = KST_OFFSET_HOURS * HOUR_MS;

/** `at` moved by the offset: its UTC fields read the Seoul wall clock. */
function kstWall(at: Date | string | number): Date {
  return new Date(new Date(at).getTime() + KST_OFFSET_MS);
}

/** 00:00 Asia/Seoul of the calendar date `year`-`month`-`day` (month 1–12), as an instant. */
export function kstMidnightOf(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - KST_OFFSET_MS);
}

/** Start of the Asia/Seoul calendar day that contains `now`, as an instant. */
export function startOfKstDay(now: Date | string | number): Date {
  const kst = kstWall(now);
  return kstMidnightOf(kst.getUTCFullYear(), kst.getUTCMonth() + 1, kst.getUTCDate());
}

/** Start of the Asia/Seoul calendar month that contains `now`, as an instant. */
export function startOfKstMonth(now: Date | string | number): Date {
  const kst = kstWall(now);
  return kstMidnightOf(kst.getUTCFullYear(), kst.getUTCMonth() + 1, 1);
}

/** The Asia/Seoul calendar day of `now` as `yyyy-MM-dd`. */
export function kstDayKey(now: Date | string | number): string {
  return kstWall(now).toISOString().slice(0, 10);
}

/** 00:00 Asia/Seoul of a `yyyy-MM-dd` day key (the inverse of kstDayKey). */
export function kstDayStart(dayKey: string): Date {
  const [year, month, day] = dayKey.split('-').map(Number);
  return kstMidnightOf(year ?? Number.NaN, month ?? Number.NaN, day ?? Number.NaN);
}

/** The Seoul wall clock of `at` in numbers (month 1–12, hour 0–23). */
export function kstDateParts(at: Date | string | number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const kst = kstWall(at);
  return {
    year: kst.getUTCFullYear(),
    month: kst.getUTCMonth() + 1,
    day: kst.getUTCDate(),
    hour: kst.getUTCHours(),
    minute: kst.getUTCMinutes(),
    second: kst.getUTCSeconds(),
  };
}

/** The first `hour`:00 Asia/Seoul strictly after `after`. */
export function nextKstHour(after: Date | string | number, hour: number): Date {
  const at = new Date(after).getTime();
  const candidate = startOfKstDay(at).getTime() + hour * HOUR_MS;
  return new Date(candidate > at ? candidate : candidate + DAY_MS);
}
