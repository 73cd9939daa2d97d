/**
 * The query allowances (SPEC.md section 9), alone in their module: the first bundle reads the free trial's
 * and must not bring the plans' texts with it (a module shared with later chunks lands in the entry whole).
 */

/** The free trial's queries (a lifetime allowance, not monthly). */
export const FREE_QUERY_LIMIT = 20
/** Basic's queries per billing period. */
export const BASIC_QUERY_LIMIT = 500
