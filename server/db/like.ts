// LIKE patterns built from what a person typed.

/**
 * A LIKE/ILIKE pattern matching values that contain `text` as typed: its '%', '_' and '\' are escaped with
 * PostgreSQL's default escape character (the backslash), so they match themselves and never act as wildcards.
 * Pass it as a bound parameter, never spliced into the SQL.
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`
}

/** A LIKE/ILIKE pattern matching values that start with `text` as typed (escaped as containsPattern's). */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')
