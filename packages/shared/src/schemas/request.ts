// What every request must respect whatever the route: row ids inside PostgreSQL's `integer`, and no NUL
// characters (PostgreSQL refuses `\u0000` in text). The server refuses both with a 400 before any query.
import { z } from 'zod';

export const REQUEST_MESSAGES = {
  invalidId: '잘못된 번호입니다.',
  forbiddenCharacter: '허용되지 않는 문자가 포함되어 있습니다.',
} as const;

/** The largest row id: every id column is a PostgreSQL `integer` (serial). */
export const MAX_ROW_ID = 2_147_483_647;

function bounded<T extends z.ZodNumber | z.ZodCoercedNumber>(schema: T, message: string): T {
  // Each check returns the same kind of schema it was called on.
  return schema.int(message).min(1, message).max(MAX_ROW_ID, message) as T;
}

/** A row id in a JSON body: an integer from 1 to MAX_ROW_ID, anything else a 400 with `message`. */
export function rowId(message: string = REQUEST_MESSAGES.invalidId) {
  return bounded(z.number({ error: message }), message);
}

/**
 * The one spelling of an id in a path or query: decimal digits, no sign, space, leading zero, fraction,
 * exponent or prefix (docs/decisions/010). `Number()` would also read `0x10`, ` 1` or `1e3`.
 */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/** The same for a path or query parameter, which arrives as text: only its canonical spelling. */
export function rowIdParam(message: string = REQUEST_MESSAGES.invalidId) {
  return z
    .string({ error: message })
    .regex(CANONICAL_ID, message)
    .transform(Number)
    .pipe(bounded(z.number({ error: message }), message));
}
