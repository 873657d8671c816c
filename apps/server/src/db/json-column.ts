// A json column or expression as the driver hands it back: node-postgres and PGlite parse json themselves, but a
// value that arrives as text (a driver or a cast that does not) is parsed here, so a reader need not care which.

/** The json value `value` holds, parsed when it arrived as text. */
export const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
