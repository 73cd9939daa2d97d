/** A PostgreSQL unique violation (SQLSTATE 23505), however deep Drizzle wrapped the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  // Drizzle wraps driver errors; the Postgres code sits on the error or its cause.
  for (let depth = 0; current && depth < 4; depth++) {
    if (
      typeof current === 'object' &&
      'code' in current &&
      (current as { code?: unknown }).code === '23505'
    ) {
      return true
    }
    current = (current as { cause?: unknown }).cause
  }
  return false
}
