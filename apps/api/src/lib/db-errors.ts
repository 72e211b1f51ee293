/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it as `cause`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint || String(e).includes(constraint);
  }
  return false;
}

/**
 * SQLSTATEs of text the database cannot hold: 22021 (a NUL byte or an invalid UTF-8 sequence) and 22P05 (a
 * \u0000 escape in JSON). Such a value came from the request, so the request is wrong, not the server.
 */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);
const UNSTORABLE_TEXT = /invalid byte sequence for encoding|unsupported Unicode escape sequence/i;

/** True when the database refused a text for its characters, whichever layer reported it. */
export function isUnstorableText(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT_SQLSTATES.has(code)) return true;
    if (typeof message === 'string' && UNSTORABLE_TEXT.test(message)) return true;
  }
  return false;
}

/** Socket errors that mean the database server cannot be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATEs of a server shutting down, restarting, refusing connections, or a connection killed by staff. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a lost or timed-out connection by message only. */
const LOST_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/**
 * True when an error means "the database is not reachable right now" rather than "this request is wrong":
 * such a request is answered 503 with Retry-After, and the pool replaces the connection by itself.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}
