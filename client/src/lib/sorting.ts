export type SortDirection = 'asc' | 'desc'
export type SortState<K extends string> = { key: K; direction: SortDirection }

/** SPEC.md section 4 'Admin tables': a new column sorts ascending; the same column again flips direction. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key !== key) return { key, direction: 'asc' }
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}

export type SortValue = string | number | null | undefined

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** Orders two cells: numbers numerically, text case-insensitively; empty cells always go last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === ''
  const bEmpty = b === null || b === undefined || b === ''
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/**
 * A sorted copy of `items` by the value `readValue` reads for the sort key. The sort is stable, so rows that
 * tie keep the server's order; empty values stay at the bottom in both directions.
 */
export function sortItems<T, K extends string>(
  items: readonly T[],
  sort: SortState<K>,
  readValue: (item: T, key: K) => SortValue,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return items
    .map((item) => ({ item, value: readValue(item, sort.key) }))
    .sort((x, y) => {
      const xEmpty = x.value === null || x.value === undefined || x.value === ''
      const yEmpty = y.value === null || y.value === undefined || y.value === ''
      if (xEmpty || yEmpty) return compareValues(x.value, y.value)
      return sign * compareValues(x.value, y.value)
    })
    .map(({ item }) => item)
}

/** The value aria-sort wants on a column header. */
export function ariaSortOf<K extends string>(
  sort: SortState<K>,
  key: K,
): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none'
  return sort.direction === 'asc' ? 'ascending' : 'descending'
}
