import { format } from 'date-fns'

/** SPEC.md section 9: dates read 'MMMM d, yyyy'; a missing or unreadable date is 'N/A'. */
export function formatAccountDate(value: string | null | undefined): string {
  if (!value) return 'N/A'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'N/A' : format(date, 'MMMM d, yyyy')
}
