import { format } from 'date-fns'

function parse(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** SPEC.md section 9: a date shown alone reads 'MMMM d, yyyy'. */
export function formatDate(value: string | null | undefined, empty = 'N/A'): string {
  const date = parse(value)
  return date ? format(date, 'MMMM d, yyyy') : empty
}

/**
 * Something that happens many times a day (a feedback entry, a sign-up, a login) in the browser's local time,
 * to the minute, so same-day ones can be ordered by eye: 'November 29, 2026, 14:05', the date as formatDate
 * writes it.
 */
export function formatDateTime(value: string | null | undefined, empty = 'N/A'): string {
  const date = parse(value)
  return date ? `${format(date, 'MMMM d, yyyy')}, ${format(date, 'HH:mm')}` : empty
}

/** The local time of day alone, to the minute ('14:05'); null for a missing or unreadable moment. */
export function formatTimeOfDay(value: string | null | undefined): string | null {
  const date = parse(value)
  return date ? format(date, 'HH:mm') : null
}

/** A log entry's or an answer's moment in the browser's local time, to the second; the date as formatDate writes it. */
export function formatTimestamp(value: string | null | undefined, empty = 'N/A'): string {
  const date = parse(value)
  return date ? format(date, 'MMMM d, yyyy, HH:mm:ss') : empty
}

/** A request's duration, rounded to whole milliseconds. */
export function formatDuration(ms: number): string {
  return `${Math.round(ms).toLocaleString()} ms`
}
