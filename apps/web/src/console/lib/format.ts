// How the console writes times and money: Asia/Seoul date-times, won with the exact amount.
import { formatDotDateTime, formatWon } from '@autobid/shared';

/** `2026.11.25 14:05`, or '-' when there is none. */
export function dateTime(value: string | null | undefined): string {
  return value ? formatDotDateTime(value) : '-';
}

/** `240,000원`, or '-' when there is none. */
export function won(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : formatWon(value);
}
