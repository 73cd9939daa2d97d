import type { PageItem } from '../pagination'
import { PaginationNav } from './pagination-nav'

type PageFooterProps = {
  table: {
    from: number
    to: number
    visible: readonly unknown[]
    page: number
    totalPages: number
    pageItems: readonly PageItem[]
    setPage: (page: number) => void
  }
  /** What the rows are, e.g. 'devices' in 'Showing 1 to 10 of 42 devices'. */
  noun: string
  /** Names the page navigation, e.g. 'Device pages'. */
  label: string
  /** Whether to offer the page buttons; the users table hides them while everything fits on one page. */
  showPages?: boolean
}

/** 'Showing X to Y of N <noun>' beside Previous, the page numbers and Next. */
export function PageFooter({ table, noun, label, showPages = true }: PageFooterProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {table.from} to {table.to} of {table.visible.length} {noun}
      </p>
      {showPages && (
        <PaginationNav
          label={label}
          page={table.page}
          totalPages={table.totalPages}
          items={table.pageItems}
          onPageChange={table.setPage}
        />
      )}
    </div>
  )
}
