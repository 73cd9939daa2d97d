import type { ReactNode } from 'react'
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table'
import { QueryState } from '../components/query-state'

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
  renderRow: (row: T) => ReactNode
  /** What the table says when no row matches, e.g. 'No users found.' */
  empty: ReactNode
  /** Below the table: 'Showing X to Y of N ...' and the pages. */
  footer?: ReactNode
}

/** An Admin Console table: the header, a page of rows or the empty message, and the footer. */
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
      <Table>
        <TableHeader>
          <TableRow>{head}</TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} className="py-10 text-center text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map(renderRow)
          )}
        </TableBody>
      </Table>
      {footer}
    </>
  )
}
