// Pieces of a console screen's view kept in the URL: a row id or page number read back safely, and a query
// string of only the values that are set.

/** A row id or page number from the URL (1 .. 2,147,483,647), or null. */
export function urlRowNumber(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The query of the given entries, leaving out the empty ones (null or ''). */
export function compactSearch(entries: readonly [string, string | number | null][]): URLSearchParams {
  return new URLSearchParams(
    entries.flatMap(([key, value]) => (value === null || value === '' ? [] : [[key, String(value)]])),
  );
}
