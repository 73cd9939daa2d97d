import { describe, expect, it } from 'vitest'
import { pageSelectionState, togglePageSelection, toggleSelection } from './selection'

describe('selection', () => {
  it('reports the page as unchecked, mixed or checked', () => {
    expect(pageSelectionState([1, 2], new Set())).toBe(false)
    expect(pageSelectionState([1, 2], new Set([2, 9]))).toBe('indeterminate')
    expect(pageSelectionState([1, 2], new Set([1, 2]))).toBe(true)
  })

  it('select-all adds and removes only the current page, keeping other pages', () => {
    expect([...togglePageSelection([1, 2], new Set([9]), true)].sort()).toEqual([1, 2, 9])
    expect([...togglePageSelection([1, 2], new Set([1, 2, 9]), false)]).toEqual([9])
  })

  it('toggles one row without changing the original set', () => {
    const selected = new Set([1])
    expect([...toggleSelection(selected, 2, true)]).toEqual([1, 2])
    expect([...toggleSelection(selected, 1, false)]).toEqual([])
    expect([...selected]).toEqual([1])
  })
})
