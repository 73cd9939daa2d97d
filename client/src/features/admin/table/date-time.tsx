import { formatDate, formatTimeOfDay } from '../format'

/**
 * A table cell's moment: the date as SPEC.md writes dates, with the local time to the minute on a line of its
 * own beneath, so same-day rows can be ordered by eye and the column is no wider than the date. Screen readers
 * read it as 'November 29, 2026, 14:05'.
 */
export function DateTimeCellText({
  value,
  empty = 'N/A',
}: {
  value: string | null | undefined
  empty?: string
}) {
  const time = formatTimeOfDay(value)
  if (!value || !time) return empty
  return (
    <time dateTime={value}>
      {formatDate(value)}
      <span className="sr-only">, </span>
      <span className="block text-xs text-muted-foreground tabular-nums">{time}</span>
    </time>
  )
}
