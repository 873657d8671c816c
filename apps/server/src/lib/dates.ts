// Business-clock helpers (Asia/Seoul has no daylight saving: a fixed +09:00 offset).
const KST_OFFSET_MS = 9 * 3600 * 1000;

/** Start of the calendar month in Asia/Seoul that contains `now`, as an instant. */
export function startOfKstMonth(now: Date): Date {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), 1) - KST_OFFSET_MS);
}

export function toIso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** Start of the Asia/Seoul calendar day that contains `now`, as an instant. */
export function startOfKstDay(now: Date): Date {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()) - KST_OFFSET_MS);
}

/** The Asia/Seoul calendar day of `now` as `yyyy-MM-dd`. */
export function kstDayKey(now: Date): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}
