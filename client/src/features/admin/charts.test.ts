import { describe, expect, it } from 'vitest'
import { dayLabel, longDayLabel, totalCount } from './charts'

describe('chart labels', () => {
  it('reads a UTC day as that calendar day, whatever the time zone', () => {
    expect(dayLabel('2025-03-01')).toBe('Mar 1')
    expect(longDayLabel('2025-12-31')).toBe('December 31, 2025')
  })

  it('sums counts', () => {
    expect(totalCount([{ count: 2 }, { count: 0 }, { count: 5 }])).toBe(7)
    expect(totalCount([])).toBe(0)
  })
})
