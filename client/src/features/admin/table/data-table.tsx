import type { ReactNode } from 'react'
import { QueryState } from '../components/query-state'
import { EmptyRow, StackedTable } from './cells'

type DataTableProps<T> = {
  /** The list's query: until its data is there, the spinner or the load error (with Retry) shows instead. */
  query: { data: readonly T[] | null | undefined; isPending: boolean; error: unknown; refetch: () => unknown }
  /** What is loading, for the spinner's announcement, e.g. 'Loading users'. */
  loadingLabel: string
  /** The header cells. */
  head: ReactNode
  /** How many columns, for the empty row to span them all. */
  columnCount: number
  /** The current page's rows. */
  rows: readonly T[]
  /** A row as a DataRow (or SelectableRow) of Cells and an ActionsCell, so a phone can show it as a card. */
  renderRow: (row: T) => ReactNode
  /** What the table says when no row matches, e.g. 'No users found.' */
  empty: ReactNode
  /** Below the table: 'Showing X to Y of N ...' and the pages. */
  footer?: ReactNode
}

/**
 * An Admin Console table: the header, a page of rows or the empty message, and the footer. Under 768 px it
 * reads as a stack of cards (StackedTable).
 */
export function DataTable<T>({
  query,
  loadingLabel,
  head,
  columnCount,
  rows,
  renderRow,
  empty,
  footer,
}: DataTableProps<T>) {
  if (!query.data) {
    return (
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel={loadingLabel}
      />
    )
  }
  return (
    <>
      <StackedTable head={head}>
        {rows.length === 0 ? <EmptyRow columnCount={columnCount}>{empty}</EmptyRow> : rows.map(renderRow)}
      </StackedTable>
      {footer}
    </>
  )
}
