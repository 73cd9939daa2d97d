/** The rows of a raw `db.execute(sql...)` result, typed by the caller (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? []
}
