import { differenceInCalendarDays, format } from 'date-fns'

/**
 * When a conversation was last active, short enough for a narrow list: 'just now', '5 min ago', '3 h ago'
 * today, then 'Yesterday', a weekday within the week, and beyond a date as every date of the product is
 * written ('March 4, 2025').
 */
export function conversationDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const days = differenceInCalendarDays(now, date)
  if (days <= 0) {
    const minutes = (now.getTime() - date.getTime()) / 60_000
    if (minutes < 1) return 'just now'
    if (minutes < 60) return `${Math.floor(minutes)} min ago`
    return `${Math.floor(minutes / 60)} h ago`
  }
  if (days === 1) return 'Yesterday'
  if (days < 7) return format(date, 'EEEE')
  return format(date, 'MMMM d, yyyy')
}
