import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatDuration, formatTimeOfDay, formatTimestamp } from './format'

describe('formatDate', () => {
  it("writes a date as 'MMMM d, yyyy'", () => {
    expect(formatDate('2025-04-01T12:00:00')).toBe('April 1, 2025')
  })

  it('falls back for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate('not a date', 'Never')).toBe('Never')
  })
})

describe('formatDateTime', () => {
  it("writes the local date as 'MMMM d, yyyy', then the time to the minute", () => {
    expect(formatDateTime('2026-11-29T14:05:59')).toBe('November 29, 2026, 14:05')
    expect(formatDateTime('2026-11-29T09:07:00')).toBe('November 29, 2026, 09:07')
    expect(formatTimeOfDay('2026-11-29T09:07:00')).toBe('09:07')
  })

  it('falls back for missing or unreadable moments', () => {
    expect(formatDateTime(null, 'Never')).toBe('Never')
    expect(formatDateTime('soon')).toBe('N/A')
    expect(formatTimeOfDay(undefined)).toBeNull()
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
