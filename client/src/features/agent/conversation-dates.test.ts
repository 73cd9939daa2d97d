import { describe, expect, it } from 'vitest'
import { conversationDate } from './conversation-dates'

describe('conversationDate', () => {
  const now = new Date(2025, 5, 18, 15, 30) // a Wednesday

  it('is relative today, then a day name within the week, then the date in full', () => {
    expect(conversationDate(new Date(2025, 5, 18, 15, 29, 40).toISOString(), now)).toBe('just now')
    expect(conversationDate(new Date(2025, 5, 18, 15, 5).toISOString(), now)).toBe('25 min ago')
    expect(conversationDate(new Date(2025, 5, 18, 9, 0).toISOString(), now)).toBe('6 h ago')
    expect(conversationDate(new Date(2025, 5, 17, 23, 0).toISOString(), now)).toBe('Yesterday')
    expect(conversationDate(new Date(2025, 5, 14, 12, 0).toISOString(), now)).toBe('Saturday')
    expect(conversationDate(new Date(2025, 2, 4, 12, 0).toISOString(), now)).toBe('March 4, 2025')
    expect(conversationDate(new Date(2024, 2, 4, 12, 0).toISOString(), now)).toBe('March 4, 2024')
  })

  it('says nothing for an unreadable date', () => {
    expect(conversationDate('not a date', now)).toBe('')
  })
})
