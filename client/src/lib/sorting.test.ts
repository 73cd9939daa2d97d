import { describe, expect, it } from 'vitest'
import { ariaSortOf, compareValues, nextSort, sortItems } from './sorting'

describe('nextSort', () => {
  it('sorts a newly clicked column ascending', () => {
    expect(nextSort({ key: 'createdAt', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    })
  })

  it('flips the direction when the same column is clicked again', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' })
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' })
  })
})

describe('compareValues', () => {
  it('compares numbers numerically and text case-insensitively', () => {
    expect(compareValues(2, 10)).toBeLessThan(0)
    expect(compareValues('garmin', 'Lowrance')).toBeLessThan(0)
    expect(compareValues('HDS 9', 'HDS 12')).toBeLessThan(0)
    expect(compareValues('Garmin', 'garmin')).toBe(0)
  })
})

describe('sortItems', () => {
  const rows = [
    { id: 1, name: 'Bravo', login: '2025-02-01' },
    { id: 2, name: 'alpha', login: null },
    { id: 3, name: 'Charlie', login: '2025-01-01' },
  ]
  const readValue = (row: (typeof rows)[number], key: 'name' | 'login') => row[key]

  it('sorts both ways without touching the input', () => {
    expect(sortItems(rows, { key: 'name', direction: 'asc' }, readValue).map((r) => r.id)).toEqual([2, 1, 3])
    expect(sortItems(rows, { key: 'name', direction: 'desc' }, readValue).map((r) => r.id)).toEqual([3, 1, 2])
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3])
  })

  it('keeps empty values last in either direction', () => {
    expect(sortItems(rows, { key: 'login', direction: 'asc' }, readValue).map((r) => r.id)).toEqual([3, 1, 2])
    expect(sortItems(rows, { key: 'login', direction: 'desc' }, readValue).map((r) => r.id)).toEqual([
      1, 3, 2,
    ])
  })

  it('keeps ties in their original order', () => {
    const ties = [
      { id: 1, name: 'x', login: null },
      { id: 2, name: 'x', login: null },
    ]
    expect(sortItems(ties, { key: 'name', direction: 'desc' }, readValue).map((r) => r.id)).toEqual([1, 2])
  })
})

describe('ariaSortOf', () => {
  it('names the direction of the sorted column only', () => {
    expect(ariaSortOf({ key: 'brand', direction: 'asc' }, 'brand')).toBe('ascending')
    expect(ariaSortOf({ key: 'brand', direction: 'desc' }, 'brand')).toBe('descending')
    expect(ariaSortOf({ key: 'brand', direction: 'asc' }, 'model')).toBe('none')
  })
})
