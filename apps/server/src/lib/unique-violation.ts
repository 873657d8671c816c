// PostgreSQL's unique violation (SQLSTATE 23505), however it arrives: node-postgres' DatabaseError,
// PGlite's error (same fields), or either wrapped by Drizzle (DrizzleQueryError.cause) or by a savepoint.
// A race the unique index decides (a phone, a username, a deposit reference, an idempotency key) is read
// here only.

const UNIQUE_VIOLATION = '23505';
/** How deep a cause chain is followed (Drizzle wraps once; a transaction may wrap again). */
const MAX_DEPTH = 5;
const CONSTRAINT_IN_MESSAGE = /unique constraint "([^"]+)"/;

type PgErrorLike = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The unique violation in `error`'s cause chain, with its constraint's name ('' when it says none). */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (candidate.code === UNIQUE_VIOLATION) {
      if (typeof candidate.constraint === 'string' && candidate.constraint !== '') {
        return { constraint: candidate.constraint };
      }
      const named =
        typeof candidate.message === 'string' ? CONSTRAINT_IN_MESSAGE.exec(candidate.message) : null;
      return { constraint: named?.[1] ?? '' };
    }
    current = candidate.cause;
  }
  return null;
}

/** Whether `error` is a unique violation, of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violation = uniqueViolation(error);
  return violation !== null && (constraint === undefined || violation.constraint === constraint);
}
