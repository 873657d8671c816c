// Pieces of a console screen's view kept in the URL: the view read from it with a `show` that writes a change
// back, a row id or page number, a text or one of a list's values read back safely, and a query string of only
// the values that are set.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * The screen's view as the URL holds it, and `show(next)`, which writes the view with `next`'s values changed
 * (the rest kept) back to the URL.
 */
export function useUrlView<View>(
  read: (params: URLSearchParams) => View,
  write: (view: View) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const show = useCallback(
    (next: Partial<View>) => setSearchParams(write({ ...read(searchParams), ...next })),
    [read, write, searchParams, setSearchParams],
  );
  return [read(searchParams), show] as const;
}

/** A row id or page number from the URL (1 .. 2,147,483,647), or null. */
export function urlRowNumber(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The URL's `key` as `rule` takes it (trimmed, say), or '' when it is missing or the rule refuses it. */
export function urlText(
  params: URLSearchParams,
  key: string,
  rule: z.ZodType<string | undefined, string | undefined>,
): string {
  const parsed = rule.safeParse(params.get(key) ?? '');
  return parsed.success ? (parsed.data ?? '') : '';
}

/** `value` when it is one of `values`, else `fallback`. */
export function urlChoice<T extends string, F>(
  values: readonly T[],
  value: string | null,
  fallback: F,
): T | F {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** The query of the given entries, leaving out the empty ones (null or ''). */
export function compactSearch(entries: readonly [string, string | number | null][]): URLSearchParams {
  return new URLSearchParams(
    entries.flatMap(([key, value]) => (value === null || value === '' ? [] : [[key, String(value)]])),
  );
}
