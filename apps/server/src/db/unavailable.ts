// Tells an error meaning "the database cannot be reached right now" (refused, cut, shutting down, starting up,
// pool timeout) from one about the query itself, so a request during an outage answers 503, not 500.

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or never-made connection with a plain Error starting with one of these. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/** A client's own connect timeout (connectionTimeoutMillis), the whole message. */
const CONNECT_TIMEOUT_MESSAGE = 'timeout expired';

function matchesItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) {
      return true;
    }
    if (/^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') {
    return false;
  }
  return message === CONNECT_TIMEOUT_MESSAGE || DRIVER_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`, a refused dual-stack connect
 * is an AggregateError) says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) {
      continue;
    }
    seen.add(current);
    if (matchesItself(current)) {
      return true;
    }
    pending.push((current as { cause?: unknown }).cause);
    if (current instanceof AggregateError) {
      pending.push(...(current.errors as unknown[]));
    }
  }
  return false;
}
