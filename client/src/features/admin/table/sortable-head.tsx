import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { TableHead } from '@/components/ui/table'
import { ariaSortOf, type SortState } from '@/lib/sorting'
import { cn } from '@/lib/utils'

type SortableHeadProps<K extends string> = {
  /** The table's sort and how to change it (useAdminTable). */
  table: { sort: SortState<K>; sortBy: (key: K) => void }
  label: string
  sortKey: K
  className?: string
}

/** A column header that sorts its column; aria-sort tells screen readers which way it is sorted. */
export function SortableHead<K extends string>({ table, label, sortKey, className }: SortableHeadProps<K>) {
  const state = ariaSortOf(table.sort, sortKey)
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown
  return (
    <TableHead aria-sort={state} className={className}>
      <button
        type="button"
        onClick={() => table.sortBy(sortKey)}
        className={cn(
          '-ml-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          state !== 'none' && 'text-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', state === 'none' && 'opacity-50')} aria-hidden />
      </button>
    </TableHead>
  )
}

type SortableHeadsProps<K extends string> = {
  table: SortableHeadProps<K>['table']
  /** The sortable columns, in their order. */
  columns: readonly { label: string; sortKey: K }[]
}

/** A run of sortable column headers. */
export function SortableHeads<K extends string>({ table, columns }: SortableHeadsProps<K>) {
  return columns.map(({ label, sortKey }) => (
    <SortableHead key={sortKey} table={table} label={label} sortKey={sortKey} />
  ))
}
