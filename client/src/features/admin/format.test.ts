import { describe, expect, it } from 'vitest'
import { formatDate, formatDuration, formatTimestamp } from './format'

describe('formatDate', () => {
  it("writes a date as 'MMMM d, yyyy'", () => {
    expect(formatDate('2025-04-01T12:00:00')).toBe('April 1, 2025')
  })

  it('falls back for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate('not a date', 'Never')).toBe('Never')
  })
})

describe('formatTimestamp', () => {
  it("writes the local date as 'MMMM d, yyyy', then the time to the second", () => {
    expect(formatTimestamp('2025-04-01T09:05:07')).toBe('April 1, 2025, 09:05:07')
  })
})

describe('formatDuration', () => {
  it('rounds to whole milliseconds', () => {
    expect(formatDuration(12.6)).toBe('13 ms')
    expect(formatDuration(0)).toBe('0 ms')
  })
})
