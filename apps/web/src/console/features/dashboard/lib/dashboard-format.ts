// How the dashboard writes its numbers: chart days as MM.dd, counts in 건, rates in %, won grouped by 만원,
// and the time left until a deadline.
import { formatKoreanWon, formatNumber, type DashboardDay } from '@autobid/shared';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** `2026-03-05` -> `03.05` (an axis tick). */
export function dayTick(day: string): string {
  return `${day.slice(5, 7)}.${day.slice(8, 10)}`;
}

/** `2026-03-05` -> `3월 5일 (목)` (a tooltip's heading); the day is a calendar day, no time zone involved. */
export function dayHeading(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}월 ${d}일 (${weekday})`;
}

/** The total of one number over the days. */
export const sum = (days: readonly DashboardDay[], pick: (day: DashboardDay) => number) =>
  days.reduce((total, day) => total + pick(day), 0);

/** `12` -> `12건`. */
export function cases(value: number): string {
  return `${formatNumber(value)}건`;
}

/** A share 0..1 -> `50%`, one decimal when it is not whole (`33.3%`). */
export function percent(rate: number): string {
  const value = Math.round(rate * 1000) / 10;
  return `${value}%`;
}

/** An axis tick in won: `0`, `17만`, `1,250만`, `1.2억`. */
export function wonTick(value: number): string {
  if (value === 0) {
    return '0';
  }
  if (Math.abs(value) >= 100_000_000) {
    return `${Math.round(value / 10_000_000) / 10}억`;
  }
  if (Math.abs(value) >= 10_000) {
    return `${formatNumber(Math.round(value / 10_000))}만`;
  }
  return formatNumber(value);
}

/** Won grouped by 만/억: 1,250,000 -> `125만원`. */
export function wonText(value: number): string {
  return formatKoreanWon(value);
}

/** Time left until `deadline` at `now`: `43분 남음`, `1시간 5분 남음`, `기한 지남 (12분 전)`. */
export function timeLeft(deadline: string | Date, now: number): string {
  const ms = new Date(deadline).getTime() - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const span = hours > 0 ? `${hours}시간${rest > 0 ? ` ${rest}분` : ''}` : `${minutes}분`;
  if (ms < 0) {
    return `기한 지남 (${span} 전)`;
  }
  return minutes < 1 ? '1분 이내' : `${span} 남음`;
}
