/**
 * The rows of a raw `db.execute(sql…)`. Both drivers (node-postgres and PGlite) answer
 * `{ rows }`; a bare array is taken as the rows too. The row type is the caller's word for what
 * its SQL selects: nothing checks it.
 */
export function rowsOf<T = unknown>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}
