import { describe, expect, it } from 'vitest'
import { clampPage, compactPageList, pageCount, pageSlice, shownRange, slidingPageWindow } from './pagination'

describe('pageCount and clampPage', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })

  it('keeps a page inside the range', () => {
    expect(clampPage(5, 3)).toBe(3)
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(2, 3)).toBe(2)
  })
})

describe('pageSlice and shownRange', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1)

  it('cuts out one page', () => {
    expect(pageSlice(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23])
  })

  it("gives 'Showing X to Y of N' positions", () => {
    expect(shownRange(1, 10, 23)).toEqual({ from: 1, to: 10 })
    expect(shownRange(3, 10, 23)).toEqual({ from: 21, to: 23 })
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 })
  })
})

describe('slidingPageWindow', () => {
  it('shows every page up to five', () => {
    expect(slidingPageWindow(1, 1)).toEqual([1])
    expect(slidingPageWindow(2, 3)).toEqual([1, 2, 3])
    expect(slidingPageWindow(5, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('never shows more than five numbers', () => {
    for (let current = 1; current <= 40; current++) {
      expect(slidingPageWindow(current, 40)).toHaveLength(5)
    }
  })

  it('stays at the start near the first page', () => {
    expect(slidingPageWindow(1, 12)).toEqual([1, 2, 3, 4, 5])
    expect(slidingPageWindow(3, 12)).toEqual([1, 2, 3, 4, 5])
  })

  it('slides with the current page in the middle', () => {
    expect(slidingPageWindow(4, 12)).toEqual([2, 3, 4, 5, 6])
    expect(slidingPageWindow(7, 12)).toEqual([5, 6, 7, 8, 9])
  })

  it('stops at the end near the last page', () => {
    expect(slidingPageWindow(11, 12)).toEqual([8, 9, 10, 11, 12])
    expect(slidingPageWindow(12, 12)).toEqual([8, 9, 10, 11, 12])
  })

  it('always includes the current page', () => {
    for (let current = 1; current <= 9; current++) expect(slidingPageWindow(current, 9)).toContain(current)
  })
})

describe('compactPageList', () => {
  it('lists every page when there are few', () => {
    expect(compactPageList(1, 1)).toEqual([1])
    expect(compactPageList(2, 3)).toEqual([1, 2, 3])
  })

  it('shows first, last and the neighbours of the current page, with gaps as ellipses', () => {
    expect(compactPageList(1, 10)).toEqual([1, 2, 'ellipsis', 10])
    expect(compactPageList(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10])
    expect(compactPageList(10, 10)).toEqual([1, 'ellipsis', 9, 10])
    expect(compactPageList(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10])
  })

  it('marks even a single skipped page with an ellipsis', () => {
    expect(compactPageList(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6])
  })

  it('never puts two ellipses side by side', () => {
    const items = compactPageList(50, 100)
    for (let i = 1; i < items.length; i++) {
      expect(items[i] === 'ellipsis' && items[i - 1] === 'ellipsis').toBe(false)
    }
  })
})
