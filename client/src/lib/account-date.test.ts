import { describe, expect, it } from 'vitest'
import { formatAccountDate } from './account-date'

describe('formatAccountDate', () => {
  it("writes 'MMMM d, yyyy'", () => {
    expect(formatAccountDate('2025-04-01T12:00:00')).toBe('April 1, 2025')
  })

  it("is 'N/A' without a readable date", () => {
    expect(formatAccountDate(null)).toBe('N/A')
    expect(formatAccountDate('')).toBe('N/A')
    expect(formatAccountDate('not a date')).toBe('N/A')
  })
})
