import type { QuestionOutcome } from '@contract/admin'
import { format, parseISO } from 'date-fns'

/** The outcomes chart's names for how a question ended. */
export const outcomeLabels: Record<QuestionOutcome, string> = {
  answered: 'Answered',
  'model-fallback': 'Model fallback',
  aborted: 'Aborted',
  'nothing-found': 'Nothing found',
  declined: 'Declined (off-topic)',
}

/** Each outcome's bar colour, from the theme: a model fallback warns, an off-topic decline is a refusal. */
export const outcomeColors: Record<QuestionOutcome, string> = {
  answered: 'var(--primary)',
  'model-fallback': 'var(--warning)',
  aborted: 'var(--muted-foreground)',
  'nothing-found': 'var(--navy-light)',
  declined: 'var(--destructive)',
}

/** A UTC day (YYYY-MM-DD) as an axis reads it, e.g. 'Mar 5'; it is a calendar day, so no time zone shifts it. */
export function dayLabel(date: string): string {
  return format(parseISO(date), 'MMM d')
}

/** The same day written out, for the tooltip and the table behind a chart, e.g. 'March 5, 2025'. */
export function longDayLabel(date: string): string {
  return format(parseISO(date), 'MMMM d, yyyy')
}

/** The sum of the counts of a chart's rows. */
export function totalCount(rows: readonly { count: number }[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0)
}
