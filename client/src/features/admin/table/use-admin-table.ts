import { useMemo, useState } from 'react'
import { nextSort, type SortState, type SortValue, sortItems } from '@/lib/sorting'
import {
  clampPage,
  compactPageList,
  type PageItem,
  pageCount,
  pageSlice,
  shownRange,
  slidingPageWindow,
} from '../pagination'
import { pageSelectionState, togglePageSelection, toggleSelection } from '../selection'

/**
 * Which page numbers the footer offers (SPEC.md section 2): 'sliding', a window of at most 5 that slides
 * with the current page (users, devices); 'compact', the first, the last and the current page's
 * neighbours with '...' for the gaps (feedback).
 */
export type PageList = 'sliding' | 'compact'

export type AdminTableOptions<T extends { id: number }, K extends string, F> = {
  /** The loaded rows; null or undefined while loading. */
  items: readonly T[] | null | undefined
  /** Applies the search text and the filter. */
  filterItems: (items: readonly T[], search: string, filter: F) => T[]
  initialFilter: F
  /** The value a row sorts by for a sort key. */
  sortValue: (item: T, key: K) => SortValue
  /** SPEC.md section 4: users by joined date desc, devices by brand asc, feedback by createdAt desc. */
  defaultSort: SortState<K>
  /** The first page size; users may change it with setPageSize. */
  pageSize: number
  pageList: PageList
  /**
   * Whether a row may be selected (for bulk actions); every row when left out. A row that may not is never
   * selected, by its box or by select-all (the signed-in admin's own row: nobody bulk-deletes themselves).
   */
  canSelect?: (item: T) => boolean
}

export type AdminTableSelection = {
  /** The ids of the rows on the current page that may be selected. */
  pageIds: number[]
  /** The select-all box's state: checked, unchecked or mixed, for the current page only. */
  pageState: boolean | 'indeterminate'
  /** Select-all: adds or removes the current page's ids and keeps the others (SPEC.md section 2). */
  togglePage: (checked: boolean) => void
  isSelected: (id: number) => boolean
  /** Whether the row may be selected at all (see canSelect). */
  isSelectable: (id: number) => boolean
  toggle: (id: number, checked: boolean) => void
  /** The selected ids that still exist: rows deleted meanwhile no longer count. */
  selectedIds: number[]
  clear: () => void
}

const NO_ITEMS: readonly never[] = []
const anyRow = () => true

/**
 * The state every Admin Console table shares (SPEC.md section 4 'Admin tables'): search and filter, the
 * sort (a new column ascending, the same one again flips), paging, and the row selection as a set of ids.
 * A new search, filter, sort or page size starts again at page 1: the page number meant other rows.
 */
export function useAdminTable<T extends { id: number }, K extends string, F>({
  items,
  filterItems,
  initialFilter,
  sortValue,
  defaultSort,
  pageSize: initialPageSize,
  pageList,
  canSelect = anyRow,
}: AdminTableOptions<T, K, F>) {
  const [search, setSearchState] = useState('')
  const [filter, setFilterState] = useState<F>(initialFilter)
  const [sort, setSort] = useState<SortState<K>>(defaultSort)
  const [pageSize, setPageSizeState] = useState(initialPageSize)
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Set<number>>(() => new Set())

  const all = items ?? NO_ITEMS
  const visible = useMemo(
    () => sortItems(filterItems(all, search, filter), sort, sortValue),
    [all, search, filter, sort, filterItems, sortValue],
  )
  const totalPages = pageCount(visible.length, pageSize)
  // A delete can empty the last page; show the nearest page that still exists.
  const currentPage = clampPage(page, totalPages)
  const rows = pageSlice(visible, currentPage, pageSize)
  const { from, to } = shownRange(currentPage, pageSize, visible.length)
  const pageItems: PageItem[] =
    pageList === 'sliding'
      ? slidingPageWindow(currentPage, totalPages)
      : compactPageList(currentPage, totalPages)

  const unselectable = new Set(all.filter((row) => !canSelect(row)).map((row) => row.id))
  const pageIds = rows.filter((row) => !unselectable.has(row.id)).map((row) => row.id)
  const selection: AdminTableSelection = {
    pageIds,
    pageState: pageSelectionState(pageIds, selected),
    togglePage: (checked) => setSelected((current) => togglePageSelection(pageIds, current, checked)),
    isSelected: (id) => selected.has(id) && !unselectable.has(id),
    isSelectable: (id) => !unselectable.has(id),
    toggle: (id, checked) => {
      if (!unselectable.has(id)) setSelected((current) => toggleSelection(current, id, checked))
    },
    // Rows deleted meanwhile, or no longer selectable, do not count.
    selectedIds: all.filter((row) => selected.has(row.id) && !unselectable.has(row.id)).map((row) => row.id),
    clear: () => setSelected(new Set()),
  }

  return {
    search,
    setSearch: (value: string) => {
      setSearchState(value)
      setPage(1)
    },
    filter,
    setFilter: (value: F) => {
      setFilterState(value)
      setPage(1)
    },
    sort,
    /** A new order starts again at page 1, where the first rows of that order are. */
    sortBy: (key: K) => {
      setSort((current) => nextSort(current, key))
      setPage(1)
    },
    pageSize,
    /** SPEC.md section 4: a new page size starts again at page 1. */
    setPageSize: (size: number) => {
      setPageSizeState(size)
      setPage(1)
    },
    /** The filtered, sorted rows of every page. */
    visible,
    /** The current page's rows. */
    rows,
    page: currentPage,
    totalPages,
    setPage,
    /** The page numbers to offer, with 'ellipsis' for left-out runs. */
    pageItems,
    /** 'Showing from to to of visible.length': 1-based, 0 to 0 when empty. */
    from,
    to,
    selection,
  }
}

export type AdminTable<T extends { id: number }, K extends string, F> = ReturnType<
  typeof useAdminTable<T, K, F>
>
