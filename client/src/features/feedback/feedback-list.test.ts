import type { FeedbackItem } from '@contract/feedback'
import { describe, expect, it } from 'vitest'
import { sortItems } from '@/lib/sorting'
import { feedbackFilterLabel, feedbackSortValue, filterFeedback } from './feedback-list'

function item(id: number, overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id,
    createdAt: `2025-04-0${id}T10:00:00.000Z`,
    name: 'Ada Hull',
    email: 'ada@example.com',
    subject: 'Depth reading jumps',
    message: 'The depth jumps around at speed.',
    type: 'support',
    status: 'pending',
    priority: 'medium',
    replyCount: 0,
    ...overrides,
  }
}

const items = [
  item(1, { type: 'bug', status: 'completed', priority: 'critical' }),
  item(2, { type: 'enhancement', priority: 'low', name: 'Pete', subject: 'Dark mode please' }),
  item(3, { status: 'in-progress', priority: 'high', email: 'q@harbour.test' }),
]

describe('filterFeedback', () => {
  it('filters by type, status or priority', () => {
    expect(filterFeedback(items, '', 'type:bug').map((i) => i.id)).toEqual([1])
    expect(filterFeedback(items, '', 'status:pending').map((i) => i.id)).toEqual([2])
    expect(filterFeedback(items, '', 'priority:high').map((i) => i.id)).toEqual([3])
    expect(filterFeedback(items, '', 'all')).toHaveLength(3)
  })

  it('searches name, email, subject and message', () => {
    expect(filterFeedback(items, 'dark MODE', 'all').map((i) => i.id)).toEqual([2])
    expect(filterFeedback(items, 'harbour', 'all').map((i) => i.id)).toEqual([3])
    expect(filterFeedback(items, 'at speed', 'type:bug').map((i) => i.id)).toEqual([1])
  })
})

describe('feedbackSortValue', () => {
  it('orders priority from low to critical and status from pending to declined', () => {
    const byPriority = sortItems(items, { key: 'priority', direction: 'asc' }, feedbackSortValue)
    expect(byPriority.map((i) => i.priority)).toEqual(['low', 'high', 'critical'])
    const byStatus = sortItems(items, { key: 'status', direction: 'asc' }, feedbackSortValue)
    expect(byStatus.map((i) => i.status)).toEqual(['pending', 'in-progress', 'completed'])
  })

  it('sorts dates newest first when descending', () => {
    const byDate = sortItems(items, { key: 'createdAt', direction: 'desc' }, feedbackSortValue)
    expect(byDate.map((i) => i.id)).toEqual([3, 2, 1])
  })
})

describe('feedbackFilterLabel', () => {
  it('labels every filter value', () => {
    expect(feedbackFilterLabel('all')).toBe('All Types')
    expect(feedbackFilterLabel('type:bug')).toBe('Bug Report')
    expect(feedbackFilterLabel('status:in-progress')).toBe('In Progress')
    expect(feedbackFilterLabel('priority:critical')).toBe('Critical')
  })
})
