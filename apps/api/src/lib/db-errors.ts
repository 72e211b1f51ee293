/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it as `cause`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint || String(e).includes(constraint);
  }
  return false;
}
