export type PageItem = number | 'ellipsis'

/** How many pages `total` rows fill; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Keeps a page number inside 1..pageCount, e.g. after a delete empties the last page. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages))
}

/** The rows of one page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize
  return items.slice(start, start + pageSize)
}

/** 'Showing X to Y of N': 1-based positions of the page's first and last row (0 to 0 when empty). */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 }
  const from = (page - 1) * pageSize + 1
  return { from, to: Math.min(total, page * pageSize) }
}

/**
 * SPEC.md section 9 'Pagination window': at most `size` (5) page numbers. Up to that many pages all show;
 * past it the window keeps the current page centred where it can and stops at either end.
 */
export function slidingPageWindow(current: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, totalPages)
  if (count <= 0) return []
  const half = Math.floor(size / 2)
  const start = Math.min(Math.max(1, current - half), totalPages - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/**
 * The feedback table's page list (SPEC.md section 2): the first page, the last page and the pages next to
 * the current one, with an ellipsis wherever pages are left out.
 */
export function compactPageList(current: number, totalPages: number): PageItem[] {
  const items: PageItem[] = []
  for (let page = 1; page <= totalPages; page++) {
    const shown = page === 1 || page === totalPages || Math.abs(page - current) <= 1
    if (shown) items.push(page)
    else if (items[items.length - 1] !== 'ellipsis') items.push('ellipsis')
  }
  return items
}
