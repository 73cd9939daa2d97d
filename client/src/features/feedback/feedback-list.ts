import {
  type FeedbackItem,
  feedbackPriorities,
  feedbackStatuses,
  feedbackTypeLabels,
  feedbackTypes,
} from '@contract/feedback'
import type { SortState, SortValue } from '@/lib/sorting'

export type FeedbackType = (typeof feedbackTypes)[number]
export type FeedbackStatus = (typeof feedbackStatuses)[number]
export type FeedbackPriority = (typeof feedbackPriorities)[number]

/** SPEC.md section 9 leaves the feedback page size open; 10 matches the other admin tables. */
export const FEEDBACK_PAGE_SIZE = 10

export type FeedbackSortKey = 'createdAt' | 'name' | 'subject' | 'type' | 'status' | 'priority'
export const DEFAULT_FEEDBACK_SORT: SortState<FeedbackSortKey> = { key: 'createdAt', direction: 'desc' }

/**
 * The filter select's value: 'all', or one field and value such as 'type:bug', 'status:pending' or
 * 'priority:high' (SPEC.md: one select grouped into Type, Status and Priority).
 */
export type FeedbackFilter =
  | 'all'
  | `type:${FeedbackType}`
  | `status:${FeedbackStatus}`
  | `priority:${FeedbackPriority}`

export const feedbackFilterGroups = [
  { label: 'Type', options: feedbackTypes.map((value) => `type:${value}` as const) },
  { label: 'Status', options: feedbackStatuses.map((value) => `status:${value}` as const) },
  { label: 'Priority', options: feedbackPriorities.map((value) => `priority:${value}` as const) },
] as const

export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
  declined: 'Declined',
}

export const feedbackPriorityLabels: Record<FeedbackPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
}

/** The words a filter value shows: 'All Types', or the value's own label. */
export function feedbackFilterLabel(filter: FeedbackFilter): string {
  if (filter === 'all') return 'All Types'
  const [field, value] = filter.split(':') as [string, string]
  if (field === 'type') return feedbackTypeLabels[value as FeedbackType]
  if (field === 'status') return feedbackStatusLabels[value as FeedbackStatus]
  return feedbackPriorityLabels[value as FeedbackPriority]
}

/** Search matches name, email, subject or message (case-insensitive); the filter matches one field. */
export function filterFeedback(
  items: readonly FeedbackItem[],
  search: string,
  filter: FeedbackFilter,
): FeedbackItem[] {
  const needle = search.trim().toLowerCase()
  const [field, value] = filter === 'all' ? [null, null] : (filter.split(':') as [string, string])
  return items.filter((item) => {
    if (field === 'type' && item.type !== value) return false
    if (field === 'status' && item.status !== value) return false
    if (field === 'priority' && item.priority !== value) return false
    if (!needle) return true
    return [item.name, item.email, item.subject, item.message].join(' ').toLowerCase().includes(needle)
  })
}

/** Status and priority sort by their natural order (pending first, low first), not alphabetically. */
export function feedbackSortValue(item: FeedbackItem, key: FeedbackSortKey): SortValue {
  switch (key) {
    case 'status':
      return feedbackStatuses.indexOf(item.status)
    case 'priority':
      return feedbackPriorities.indexOf(item.priority)
    case 'type':
      return feedbackTypeLabels[item.type]
    default:
      return item[key]
  }
}
